/**
 * The copies of accounts' data ('Download my data'): asked for, claimed by the worker (SKIP
 * LOCKED), made ready, downloaded file by file, and emptied when downloaded or expired. Every
 * time compared is the database's `now()`, so that instances agree and tests move time there.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { DATA_EXPORT_EVERY_MINUTES, DATA_EXPORT_HOURS, type DataExportFile } from '@shop/shared/privacy.schema';
import { inTransaction, type Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { dataExports } from '../../db/schema/privacy';

/** An account's copy as its profile shows it, with what the database's clock says of it. */
export interface DataExportRow {
  id: string;
  status: 'preparing' | 'ready';
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
  jsonDownloadedAt: Date | null;
  csvDownloadedAt: Date | null;
  /** Ready, and its 24 hours are over. */
  expired: boolean;
  /** Asked for less than an hour ago. */
  recent: boolean;
}

const rowColumns = {
  id: dataExports.id,
  status: dataExports.status,
  requestedAt: dataExports.requestedAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
  jsonDownloadedAt: dataExports.jsonDownloadedAt,
  csvDownloadedAt: dataExports.csvDownloadedAt,
  expired: sql<boolean>`coalesce(${dataExports.expiresAt} <= now(), false)`,
  recent: sql<boolean>`${dataExports.requestedAt} > now() - make_interval(mins => ${DATA_EXPORT_EVERY_MINUTES})`,
};

/** What downloading one file found: the file, or why there is none. */
export type TakenFile =
  | { found: 'file'; content: string; requestedAt: Date }
  | { found: 'none' }
  | { found: 'preparing' }
  | { found: 'expired' }
  | { found: 'downloaded' };

export function createDataExportsRepository(db: Db) {
  return {
    /** The account's latest copy, if it ever asked for one. */
    async latestOf(userId: string): Promise<DataExportRow | undefined> {
      const [row] = await db
        .select(rowColumns)
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.requestedAt))
        .limit(1);
      return row;
    },

    /**
     * Asks for a copy, unless the account asked less than an hour ago (answered undefined). The
     * account's row is locked first, so two requests at once make one copy.
     */
    async request(userId: string): Promise<DataExportRow | undefined> {
      return inTransaction(db, async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [latest] = await tx
          .select({ recent: rowColumns.recent })
          .from(dataExports)
          .where(eq(dataExports.userId, userId))
          .orderBy(desc(dataExports.requestedAt))
          .limit(1);
        if (latest?.recent) return undefined;
        const [row] = await tx.insert(dataExports).values({ userId }).returning(rowColumns);
        return row;
      });
    },

    /**
     * The oldest copy waiting, built in one transaction: claimed with SKIP LOCKED (another instance
     * takes the next), `build` is handed its account and the transaction, and its files are
     * stored with its expiry; `built` then queues the mail in the same transaction. False when none waited.
     */
    async prepareNext(
      build: (userId: string, tx: Db) => Promise<{ dataJson: string; ordersCsv: string } | undefined>,
      built: (ready: { id: string; userId: string; expiresAt: Date }, tx: Db) => Promise<void>,
    ): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        const [claimed] = await tx
          .select({ id: dataExports.id, userId: dataExports.userId })
          .from(dataExports)
          .where(eq(dataExports.status, 'preparing'))
          .orderBy(dataExports.requestedAt)
          .limit(1)
          .for('update', { skipLocked: true });
        if (!claimed) return false;
        const files = await build(claimed.userId, tx);
        if (!files) {
          await tx.delete(dataExports).where(eq(dataExports.id, claimed.id));
          return true;
        }
        const [ready] = await tx
          .update(dataExports)
          .set({
            status: 'ready',
            readyAt: sql`now()`,
            expiresAt: sql`now() + make_interval(hours => ${DATA_EXPORT_HOURS})`,
            dataJson: files.dataJson,
            ordersCsv: files.ordersCsv,
          })
          .where(eq(dataExports.id, claimed.id))
          .returning({ expiresAt: dataExports.expiresAt });
        await built({ id: claimed.id, userId: claimed.userId, expiresAt: ready!.expiresAt! }, tx);
        return true;
      });
    },

    /**
     * One file of the account's copy, taken once: the file is emptied in the same transaction that
     * reads it, so a second download (or a second tab at the same moment) finds it downloaded.
     */
    async takeFile(userId: string, id: string, file: DataExportFile): Promise<TakenFile> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .select({
            ...rowColumns,
            dataJson: dataExports.dataJson,
            ordersCsv: dataExports.ordersCsv,
          })
          .from(dataExports)
          .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)))
          .for('update');
        if (!row) return { found: 'none' };
        if (row.status === 'preparing') return { found: 'preparing' };
        const content = file === 'json' ? row.dataJson : row.ordersCsv;
        const downloadedAt = file === 'json' ? row.jsonDownloadedAt : row.csvDownloadedAt;
        if (downloadedAt) return { found: 'downloaded' };
        if (row.expired || content === null) return { found: 'expired' };
        await tx
          .update(dataExports)
          .set(file === 'json' ? { dataJson: null, jsonDownloadedAt: sql`now()` } : { ordersCsv: null, csvDownloadedAt: sql`now()` })
          .where(eq(dataExports.id, id));
        return { found: 'file', content, requestedAt: row.requestedAt };
      });
    },

    /** Empties the copies whose 24 hours are over; answers how many. */
    async emptyExpired(): Promise<number> {
      const emptied = await db
        .update(dataExports)
        .set({ dataJson: null, ordersCsv: null })
        .where(
          sql`${dataExports.status} = 'ready' and ${dataExports.expiresAt} <= now()
            and (${dataExports.dataJson} is not null or ${dataExports.ordersCsv} is not null)`,
        )
        .returning({ id: dataExports.id });
      return emptied.length;
    },
  };
}

export type DataExportsRepository = ReturnType<typeof createDataExportsRepository>;
