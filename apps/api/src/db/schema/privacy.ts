import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, moment, parentRef } from './columns';
import { users } from './users';

/**
 * A copy of an account's own data it asked for ('Download my data'): asked for 'preparing', built
 * by the worker (claimed with SKIP LOCKED) into `data_json` and `orders_csv`, and 'ready' for 24
 * hours. Each file is emptied once downloaded, and both once the time is up; deleted with the account.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: parentRef('user_id', () => users.id),
    status: text('status', { enum: ['preparing', 'ready'] })
      .notNull()
      .default('preparing'),
    requestedAt: moment('requested_at').notNull().defaultNow(),
    readyAt: moment('ready_at'),
    expiresAt: moment('expires_at'),
    /** Everything the shop holds about the account, as JSON; null until ready, and again once downloaded or expired. */
    dataJson: text('data_json'),
    /** The account's order lines as CSV, under the same rule. */
    ordersCsv: text('orders_csv'),
    jsonDownloadedAt: moment('json_downloaded_at'),
    csvDownloadedAt: moment('csv_downloaded_at'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    index('data_exports_preparing_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'preparing'`),
    check('data_exports_status_known', sql`${t.status} in ('preparing', 'ready')`),
  ],
);
