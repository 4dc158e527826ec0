import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { withTransactions, type Db } from '../../db/client';
import { colors, products, productVariants } from '../../db/schema/index';

export type ColorRow = typeof colors.$inferSelect;
export type ManagedColorRow = ColorRow & { products: number };

/** The colours' queries, on the database or on a transaction. */
export function colorQueries(db: Db) {
  // NOTE: names written out in full: drizzle leaves a column of the queried table unqualified, and
  // products have a `handle` of their own.
  const productCount = sql<number>`(select count(*)::int from products p where "colors"."handle" = any(p.colors))`;
  return {
    /** Every colour in the admin's order: what the storefront shows swatches from. */
    async list(): Promise<ColorRow[]> {
      return db.select().from(colors).orderBy(asc(colors.position), asc(colors.name));
    },

    /** Every colour in the admin's order, each with how many products (archived ones too) come in it. */
    async listManaged(): Promise<ManagedColorRow[]> {
      return db
        .select({ ...getTableColumns(colors), products: productCount })
        .from(colors)
        .orderBy(asc(colors.position), asc(colors.name));
    },

    async findById(id: string): Promise<ManagedColorRow | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(colors), products: productCount })
        .from(colors)
        .where(eq(colors.id, id))
        .limit(1);
      return row;
    },

    async findByHandle(handle: string): Promise<ColorRow | undefined> {
      const [row] = await db.select().from(colors).where(eq(colors.handle, handle)).limit(1);
      return row;
    },

    /** Which of these handles no colour has, in the order first named. */
    async missingHandles(handles: string[]): Promise<string[]> {
      const wanted = [...new Set(handles)];
      if (wanted.length === 0) return [];
      const found = await db.select({ handle: colors.handle }).from(colors).where(inArray(colors.handle, wanted));
      const known = new Set(found.map((row) => row.handle));
      return wanted.filter((handle) => !known.has(handle));
    },

    /**
     * Adds colours after the last one, in the order given; answers the rows added. With
     * `skipTaken`, a handle another request has just taken is left as it is (an import needs the
     * colour to exist, not to be its own).
     */
    async insert(values: Omit<typeof colors.$inferInsert, 'position'>[], { skipTaken = false } = {}): Promise<ColorRow[]> {
      if (values.length === 0) return [];
      const [last] = await db.select({ position: sql<number>`coalesce(max(${colors.position}), -1)::int` }).from(colors);
      const first = (last?.position ?? -1) + 1;
      const insert = db.insert(colors).values(values.map((value, index) => ({ ...value, position: first + index })));
      return (skipTaken ? insert.onConflictDoNothing({ target: colors.handle }) : insert).returning();
    },

    async update(id: string, values: Partial<Pick<typeof colors.$inferInsert, 'name' | 'hex' | 'image'>>): Promise<boolean> {
      const rows = await db
        .update(colors)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(colors.id, id))
        .returning({ id: colors.id });
      return rows.length > 0;
    },

    /**
     * Gives every product in colour `from` (archived ones too) the colour `to` instead: its
     * variants keep their SKU, stock and price under the new colour, and its pictures tied to
     * `from` are tied to `to`. A product in both keeps `to` alone (the variants of `from` go).
     * Answers how many products changed.
     */
    async moveProducts(from: string, to: string): Promise<number> {
      await db.execute(sql`
        update ${productVariants} set color = ${to}
        where ${productVariants.color} = ${from}
          and ${productVariants.productId} in (select id from ${products} where ${from} = any(colors) and not ${to} = any(colors))`);
      const rows = await db
        .update(products)
        .set({
          colors: sql`case when ${to} = any(${products.colors}) then array_remove(${products.colors}, ${from}) else array_replace(${products.colors}, ${from}, ${to}) end`,
          imageColor: sql`case when ${products.imageColor} = ${from} then ${to} else ${products.imageColor} end`,
          gallery: sql`(select coalesce(jsonb_agg(case when picture->>'color' = ${from} then jsonb_set(picture, '{color}', to_jsonb(${to}::text)) else picture end order by place), '[]'::jsonb)
            from jsonb_array_elements(${products.gallery}) with ordinality as pictures(picture, place))`,
          updatedAt: new Date(),
        })
        .where(sql`${from} = any(${products.colors})`)
        .returning({ id: products.id });
      return rows.length;
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(colors).where(eq(colors.id, id)).returning({ id: colors.id });
      return rows.length > 0;
    },

    /** Numbers the colours in the order of `ids` (which must name every one). */
    async reorder(ids: string[]): Promise<void> {
      await db.execute(sql`
        update ${colors} set position = ordered.position, updated_at = now()
        from unnest(${sql.param(ids)}::uuid[]) with ordinality as ordered(id, position)
        where ${colors.id} = ordered.id and ${colors.position} <> ordered.position`);
    },

    async allIds(): Promise<string[]> {
      return (await db.select({ id: colors.id }).from(colors)).map((row) => row.id);
    },
  };
}

export function createColorsRepository(db: Db) {
  return withTransactions(db, colorQueries);
}

export type ColorsRepository = ReturnType<typeof createColorsRepository>;
