import { asc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client';
import { contains } from '../../db/contains';
import { amountGroups, inBaseCentsOfGroups, parsedGroups, type ForeignAmounts } from '../../db/kept-currency';
import { readPage } from '../../db/pages';
import { orders, reviews, sessions, users } from '../../db/schema/index';
import { OWNER_ROLE } from '@shop/shared/permissions';
import { ownedBy } from '../orders';

export type UserRow = typeof users.$inferSelect & { permissions: string[] };
export type NewUser = typeof users.$inferInsert;

// NOTE: drizzle writes a column of the selected table unqualified ("id"), which inside a
// subquery would mean the subquery's own column; the correlation is spelled out instead.
const USER_ID = sql.raw('"users"."id"');
const USER_ROLE = sql.raw('"users"."role"');

/** A user's row with what their staff role allows (none for a customer), in the same statement. */
const userColumns = {
  ...getTableColumns(users),
  permissions: sql<string[]>`coalesce((select r.permissions from staff_roles r where r.handle = "users"."staff_role"), '{}'::text[])`,
};

/**
 * A user's orders (see `ownedBy` in orders.repository), counted as the customer sees them, and
 * what their paid ones came to, less refunds, in their currencies (converted in the app).
 */
const orderSummary = sql<{ orders: number | string; paid: ForeignAmounts[] | string }>`json_build_object(
  'orders', (select count(*) from ${orders} o
    where o.user_id = ${USER_ID} and o.payment_status in ('paid', 'flagged', 'partially_refunded', 'refunded')),
  'paid', ${amountGroups(sql`${orders} o where o.user_id = ${USER_ID} and o.payment_status in ('paid', 'partially_refunded')`, sql`total_cents - refunded_cents`)}
)`;

/** The user's sessions still open: not expired, and used within the idle time of their role. */
const liveSessionCount = (idleSince: Date, adminIdleSince: Date) => sql<number | string>`(
  select count(*) from ${sessions} s
  where s.user_id = ${USER_ID} and s.expires_at > now()
    and s.last_seen_at > (case when ${USER_ROLE} = 'admin' then ${adminIdleSince.toISOString()} else ${idleSince.toISOString()} end)::timestamptz
)`;

export function createUsersRepository(db: Db): UsersRepository {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async listPage({ search, offset, limit, idleSince, adminIdleSince }) {
      const oldestFirst = db
        .select({ user: userColumns, summary: orderSummary, sessionCount: liveSessionCount(idleSince, adminIdleSince) })
        .from(users)
        .orderBy(asc(users.createdAt), asc(users.id))
        .$dynamic();
      const where = search ? or(contains(users.email, search), contains(users.username, search)) : undefined;
      const { rows, total } = await readPage(db, { rows: oldestFirst, table: users, where }, { offset, limit });
      return {
        rows: rows.map(({ user, summary, sessionCount }) => ({
          user,
          orderCount: Number(summary.orders),
          paidCents: inBaseCentsOfGroups(parsedGroups(summary.paid)),
          sessionCount: Number(sessionCount),
        })),
        total,
      };
    },

    async insert(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values({ ...user, email: user.email.toLowerCase() })
        .onConflictDoNothing()
        .returning(userColumns);
      return row;
    },

    async insertThen(user: NewUser, after: (tx: Db, row: UserRow) => Promise<unknown>): Promise<UserRow | undefined> {
      return inTransaction(db, async (tx) => {
        const row = await createUsersRepository(tx).insert(user);
        if (row) await after(tx, row);
        return row;
      });
    },

    async update(id: string, changes: Partial<NewUser>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning(userColumns);
      return row;
    },

    async deleteSessionsOf(id) {
      const ended = await db.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
      return ended.length;
    },

    async markEmailVerified(id) {
      await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, id));
    },

    async withAdminsLocked(work) {
      return inTransaction(db, async (tx) => {
        const admins = await tx
          .select({ id: users.id, staffRole: users.staffRole, suspendedAt: users.suspendedAt })
          .from(users)
          .where(eq(users.role, 'admin'))
          .for('update');
        return work({
          tx,
          users: createUsersRepository(tx),
          adminIds: admins.map((admin) => admin.id),
          ownerIds: admins.filter((admin) => admin.staffRole === OWNER_ROLE && !admin.suspendedAt).map((admin) => admin.id),
        });
      });
    },

    async deleteReturningReviewedProducts(id) {
      const reviewed = await db.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.userId, id));
      // Their orders stay, with their lines and totals, but nothing ties them to the address any more:
      // whoever registers it later sees none of them.
      await db.update(orders).set({ email: null, updatedAt: new Date() }).where(ownedBy(id));
      // A review outlives its author only when kept under no name (a deletion at the customer's request); here it goes too.
      await db.delete(reviews).where(eq(reviews.userId, id));
      const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return { deleted: deleted.length > 0, productIds: reviewed.map((row) => row.productId) };
    },
  };
}

export interface UsersRepository {
  findByEmail(email: string): Promise<UserRow | undefined>;
  findById(id: string): Promise<UserRow | undefined>;
  /**
   * For admins: a page of the users whose email or name holds `search`, oldest first, each with
   * their orders, what they paid and their open sessions; and how many users match.
   */
  listPage(query: { search?: string; offset: number; limit: number; idleSince: Date; adminIdleSince: Date }): Promise<{
    rows: { user: UserRow; orderCount: number; paidCents: number; sessionCount: number }[];
    total: number;
  }>;
  /** Answers undefined when the email is taken (unique index), instead of throwing. */
  insert(user: NewUser): Promise<UserRow | undefined>;
  /** Inserts the account and runs `after` with it in the same transaction (its webhook queued); undefined when the email is taken. */
  insertThen(user: NewUser, after: (tx: Db, row: UserRow) => Promise<unknown>): Promise<UserRow | undefined>;
  update(id: string, changes: Partial<NewUser>): Promise<UserRow | undefined>;
  /** Signs the user out everywhere; answers how many sessions ended. */
  deleteSessionsOf(id: string): Promise<number>;
  /** The owner proved the address: keeps the first time it was proved. */
  markEmailVerified(id: string): Promise<void>;
  /**
   * Runs `work` in a transaction with every admin row locked, so that two admins demoting
   * each other at the same moment cannot leave the shop without one.
   */
  /**
   * Runs `work` in a transaction that holds every staff row locked, with the staff's ids and
   * the ids of the owners who may sign in (not suspended): the rules about the last owner read them.
   */
  withAdminsLocked<T>(work: (scope: { tx: Db; users: UsersRepository; adminIds: string[]; ownerIds: string[] }) => Promise<T>): Promise<T>;
  /**
   * Deletes the user and takes their email off their orders; answers the products they had
   * reviewed, whose ratings must be recomputed.
   */
  deleteReturningReviewedProducts(id: string): Promise<{ deleted: boolean; productIds: string[] }>;
}
