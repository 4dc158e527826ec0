import { asc, eq, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client';
import { orders, reviews, sessions, users } from '../../db/schema/index';
import { ownedBy } from '../orders/orders.repository';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function createUsersRepository(db: Db): UsersRepository {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async list(): Promise<UserRow[]> {
      return db.select().from(users).orderBy(asc(users.createdAt), asc(users.id));
    },

    async insert(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values({ ...user, email: user.email.toLowerCase() })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async update(id: string, changes: Partial<NewUser>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return row;
    },

    async deleteSessionsOf(id) {
      await db.delete(sessions).where(eq(sessions.userId, id));
    },

    async markEmailVerified(id) {
      await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, id));
    },

    async withAdminsLocked(work) {
      return inTransaction(db, async (tx) => {
        const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
        return work({ tx, users: createUsersRepository(tx), adminIds: admins.map((admin) => admin.id) });
      });
    },

    async deleteReturningReviewedProducts(id) {
      const reviewed = await db.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.userId, id));
      // Their orders stay, with their lines and totals, but nothing ties them to the address any more:
      // whoever registers it later sees none of them.
      await db.update(orders).set({ email: null, updatedAt: new Date() }).where(ownedBy(id));
      const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return { deleted: deleted.length > 0, productIds: reviewed.map((row) => row.productId) };
    },
  };
}

export interface UsersRepository {
  findByEmail(email: string): Promise<UserRow | undefined>;
  findById(id: string): Promise<UserRow | undefined>;
  list(): Promise<UserRow[]>;
  /** Answers undefined when the email is taken (unique index), instead of throwing. */
  insert(user: NewUser): Promise<UserRow | undefined>;
  update(id: string, changes: Partial<NewUser>): Promise<UserRow | undefined>;
  /** Signs the user out everywhere. */
  deleteSessionsOf(id: string): Promise<void>;
  /** The owner proved the address: keeps the first time it was proved. */
  markEmailVerified(id: string): Promise<void>;
  /**
   * Runs `work` in a transaction with every admin row locked, so that two admins demoting
   * each other at the same moment cannot leave the shop without one.
   */
  withAdminsLocked<T>(work: (scope: { tx: Db; users: UsersRepository; adminIds: string[] }) => Promise<T>): Promise<T>;
  /**
   * Deletes the user and takes their email off their orders; answers the products they had
   * reviewed, whose ratings must be recomputed.
   */
  deleteReturningReviewedProducts(id: string): Promise<{ deleted: boolean; productIds: string[] }>;
}
