import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { withTransactions, type Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { products, sizeSets } from '../../db/schema/index';

export type SizeSetRow = typeof sizeSets.$inferSelect;
export type ManagedSizeSetRow = SizeSetRow & { products: number };

/** The size sets' queries, on the database or on a transaction. */
export function sizeSetQueries(db: Db) {
  // NOTE: names written out in full: drizzle leaves a column of the queried table unqualified, and
  // products have a `handle` of their own.
  const productCount = sql<number>`(select count(*)::int from products p where p.size_set = "size_sets"."handle")`;
  return {
    /** Every set in the admin's order. */
    async list(): Promise<SizeSetRow[]> {
      return db.select().from(sizeSets).orderBy(asc(sizeSets.position), asc(sizeSets.name));
    },

    /** Every set in the admin's order, each with how many products (archived ones too) use it. */
    async listManaged(): Promise<ManagedSizeSetRow[]> {
      return db
        .select({ ...getTableColumns(sizeSets), products: productCount })
        .from(sizeSets)
        .orderBy(asc(sizeSets.position), asc(sizeSets.name));
    },

    async findById(id: string): Promise<ManagedSizeSetRow | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(sizeSets), products: productCount })
        .from(sizeSets)
        .where(eq(sizeSets.id, id))
        .limit(1);
      return row;
    },

    async findByHandle(handle: string): Promise<SizeSetRow | undefined> {
      const [row] = await db.select().from(sizeSets).where(eq(sizeSets.handle, handle)).limit(1);
      return row;
    },

    /** The sizes the products of a set come in, each once. */
    async sizesInUse(handle: string): Promise<string[]> {
      const rows = await rowsOf<{ size: string }>(
        db,
        sql`select distinct size from ${products}, unnest(${products.sizes}) as size where ${products.sizeSet} = ${handle} order by size`,
      );
      return rows.map((row) => row.size);
    },

    /** Adds sets after the last one, in the order given; answers the rows added. */
    async insert(values: Omit<typeof sizeSets.$inferInsert, 'position'>[]): Promise<SizeSetRow[]> {
      if (values.length === 0) return [];
      const [last] = await db.select({ position: sql<number>`coalesce(max(${sizeSets.position}), -1)::int` }).from(sizeSets);
      const first = (last?.position ?? -1) + 1;
      return db
        .insert(sizeSets)
        .values(values.map((value, index) => ({ ...value, position: first + index })))
        .returning();
    },

    /** A new handle cascades to the set's products; new sizes put theirs in the set's order (a trigger). */
    async update(id: string, values: Partial<Pick<typeof sizeSets.$inferInsert, 'name' | 'handle' | 'sizes'>>): Promise<boolean> {
      const rows = await db
        .update(sizeSets)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(sizeSets.id, id))
        .returning({ id: sizeSets.id });
      return rows.length > 0;
    },

    /** Adds sizes at the end of a set (an import's sizes that no set had). */
    async appendSizes(handle: string, sizes: string[]): Promise<void> {
      if (sizes.length === 0) return;
      await db
        .update(sizeSets)
        .set({ sizes: sql`${sizeSets.sizes} || ${sql.param(sizes)}::text[]`, updatedAt: new Date() })
        .where(eq(sizeSets.handle, handle));
    },

    /** Gives every product of one set (archived ones too) another; answers how many moved. */
    async moveProducts(from: string, to: string): Promise<number> {
      const rows = await db
        .update(products)
        .set({ sizeSet: to, updatedAt: new Date() })
        .where(eq(products.sizeSet, from))
        .returning({ id: products.id });
      return rows.length;
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(sizeSets).where(eq(sizeSets.id, id)).returning({ id: sizeSets.id });
      return rows.length > 0;
    },

    /** Numbers the sets in the order of `ids` (which must name every one). */
    async reorder(ids: string[]): Promise<void> {
      await db.execute(sql`
        update ${sizeSets} set position = ordered.position, updated_at = now()
        from unnest(${sql.param(ids)}::uuid[]) with ordinality as ordered(id, position)
        where ${sizeSets.id} = ordered.id and ${sizeSets.position} <> ordered.position`);
    },

    async allIds(): Promise<string[]> {
      return (await db.select({ id: sizeSets.id }).from(sizeSets)).map((row) => row.id);
    },
  };
}

export function createSizeSetsRepository(db: Db) {
  return withTransactions(db, sizeSetQueries);
}

export type SizeSetsRepository = ReturnType<typeof createSizeSetsRepository>;
