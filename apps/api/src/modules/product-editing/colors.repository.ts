import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { ColorTranslation } from '@shop/shared/color.schema';
import { withTransactions, type Db } from '../../db/client';
import { colorTranslations, colors, products, productVariants } from '../../db/schema/index';

export type ColorRow = typeof colors.$inferSelect;
export type ManagedColorRow = ColorRow & { products: number; translations: ColorTranslation[] };

/** The colours' queries, on the database or on a transaction. */
export function colorQueries(db: Db) {
  // NOTE: names written out in full: drizzle leaves a column of the queried table unqualified, and
  // products have a `handle` of their own.
  const productCount = sql<number>`(select count(*)::int from products p where "colors"."handle" = any(p.colors))`;
  const translations = sql<ColorTranslation[]>`(select coalesce(json_agg(json_build_object('language', t.language, 'name', t.name)
    order by t.language), '[]') from ${colorTranslations} t where t.color_id = "colors"."id")`;
  const managedColumns = { ...getTableColumns(colors), products: productCount, translations };
  return {
    /**
     * Every colour in the admin's order: what the storefront shows swatches from; named in
     * `language` where it has a name there (docs/decisions/046).
     */
    async list(language?: string): Promise<ColorRow[]> {
      if (!language) return db.select().from(colors).orderBy(asc(colors.position), asc(colors.name));
      return db
        .select({ ...getTableColumns(colors), name: sql<string>`coalesce(nullif(${colorTranslations.name}, ''), ${colors.name})` })
        .from(colors)
        .leftJoin(colorTranslations, and(eq(colorTranslations.colorId, colors.id), eq(colorTranslations.language, language)))
        .orderBy(asc(colors.position), asc(colors.name));
    },

    /** Every colour in the admin's order, each with how many products (archived ones too) come in it, and its names in other languages. */
    async listManaged(): Promise<ManagedColorRow[]> {
      return db.select(managedColumns).from(colors).orderBy(asc(colors.position), asc(colors.name));
    },

    async findById(id: string): Promise<ManagedColorRow | undefined> {
      const [row] = await db.select(managedColumns).from(colors).where(eq(colors.id, id)).limit(1);
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

    /** The colour's name in `language` becomes `name`; an empty one removes it (the default language's shows). */
    async saveTranslation(id: string, language: string, name: string): Promise<void> {
      if (!name) {
        await db.delete(colorTranslations).where(and(eq(colorTranslations.colorId, id), eq(colorTranslations.language, language)));
        return;
      }
      await db
        .insert(colorTranslations)
        .values({ colorId: id, language, name })
        .onConflictDoUpdate({ target: [colorTranslations.colorId, colorTranslations.language], set: { name, updatedAt: new Date() } });
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
