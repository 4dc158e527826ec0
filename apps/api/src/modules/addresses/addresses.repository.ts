import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { withTransactions, type Db } from '../../db/client';
import { addresses, users } from '../../db/schema/index';

export type AddressRow = typeof addresses.$inferSelect;
/** An address's own fields, as the customer gives them. */
export type AddressFields = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'isDefault' | 'createdAt' | 'updatedAt'>;

/** The address book's queries, on the database or on a transaction; each is about one account's addresses only. */
export function addressQueries(db: Db) {
  const own = (userId: string, id: string) => and(eq(addresses.id, id), eq(addresses.userId, userId));
  return {
    /** The account's addresses: the default first, then the newest first. */
    async listOf(userId: string): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    },

    async find(userId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await db.select().from(addresses).where(own(userId, id)).limit(1);
      return row;
    },

    /**
     * Holds the account's row until the transaction ends, so that two changes to one address book
     * (two additions past the cap, two firsts each made the default) run one after the other.
     */
    async lockBook(userId: string): Promise<void> {
      await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    },

    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      return row?.count ?? 0;
    },

    async insert(userId: string, fields: AddressFields, isDefault: boolean): Promise<AddressRow> {
      const [row] = await db
        .insert(addresses)
        .values({ ...fields, userId, isDefault })
        .returning();
      return row!;
    },

    async update(userId: string, id: string, fields: AddressFields): Promise<AddressRow | undefined> {
      const [row] = await db
        .update(addresses)
        .set({ ...fields, updatedAt: new Date() })
        .where(own(userId, id))
        .returning();
      return row;
    },

    async delete(userId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await db.delete(addresses).where(own(userId, id)).returning();
      return row;
    },

    /** Makes this address the account's default; the one that was loses it first (at most one default, the index says). */
    async setDefault(userId: string, id: string): Promise<void> {
      await db
        .update(addresses)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)));
      await db.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(own(userId, id));
    },
  };
}

export function createAddressesRepository(db: Db) {
  return withTransactions(db, addressQueries);
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
