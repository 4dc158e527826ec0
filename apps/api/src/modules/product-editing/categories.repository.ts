import { and, arrayContains, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CategoryTranslation } from '@shop/shared/category.schema';
import { withTransactions, type Db } from '../../db/client';
import { categories, categoryTranslations, products } from '../../db/schema/index';

export type CategoryRow = typeof categories.$inferSelect;
export type ManagedCategoryRow = CategoryRow & { products: number; translations: CategoryTranslation[] };
/** A category's words in one language, as saved: an empty field shows the default language's. */
export type CategoryWords = Omit<CategoryTranslation, 'language'>;

/** A category's word in its translation's language where it has one, else the default language's. */
const wordIn = (translated: AnyPgColumn, own: AnyPgColumn) => sql<string>`coalesce(nullif(${translated}, ''), ${own})`;

/** The categories' queries, on the database or on a transaction. */
export function categoryQueries(db: Db) {
  // NOTE: products have a `handle` too: unqualified, it would be theirs inside this subquery.
  const handle = sql.raw('"categories"."handle"');
  const productCount = sql<number>`(select count(*)::int from ${products} p
    where p.category = ${handle} or p.more_categories @> array[${handle}])`;
  const translations = sql<CategoryTranslation[]>`(select coalesce(json_agg(json_build_object('language', t.language, 'name', t.name,
    'description', t.description, 'seoTitle', t.seo_title, 'seoDescription', t.seo_description) order by t.language), '[]')
    from ${categoryTranslations} t where t.category_id = "categories"."id")`;
  const managedColumns = { ...getTableColumns(categories), products: productCount, translations };

  /** The categories (those `where` keeps), their words in `language` where they have them (docs/decisions/046). */
  function inLanguage(where: SQL | undefined, language: string | undefined) {
    if (!language) return db.select().from(categories).where(where);
    return db
      .select({
        ...getTableColumns(categories),
        name: wordIn(categoryTranslations.name, categories.name),
        description: wordIn(categoryTranslations.description, categories.description),
        seoTitle: wordIn(categoryTranslations.seoTitle, categories.seoTitle),
        seoDescription: wordIn(categoryTranslations.seoDescription, categories.seoDescription),
      })
      .from(categories)
      .leftJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.language, language)))
      .where(where);
  }

  return {
    /** The visible categories, in the admin's order: what the storefront lists, in `language` where they have words in it. */
    async listVisible(language?: string): Promise<CategoryRow[]> {
      return inLanguage(eq(categories.hidden, false), language).orderBy(asc(categories.position), asc(categories.name));
    },

    /** A category by its handle, in `language` where it has words in it. */
    async findByHandleIn(handle: string, language?: string): Promise<CategoryRow | undefined> {
      const [row] = await inLanguage(eq(categories.handle, handle), language).limit(1);
      return row;
    },

    /**
     * Every category in the admin's order, each with how many products (archived ones too) have it,
     * as their main one or a further one, and its words in other languages.
     */
    async listManaged(): Promise<ManagedCategoryRow[]> {
      return db.select(managedColumns).from(categories).orderBy(asc(categories.position), asc(categories.name));
    },

    async findById(id: string): Promise<ManagedCategoryRow | undefined> {
      const [row] = await db.select(managedColumns).from(categories).where(eq(categories.id, id)).limit(1);
      return row;
    },

    async findByHandle(handle: string): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(categories).where(eq(categories.handle, handle)).limit(1);
      return row;
    },

    /** Which of these handles no category has. */
    async missingHandles(handles: string[]): Promise<string[]> {
      const wanted = [...new Set(handles)];
      if (wanted.length === 0) return [];
      const found = await db.select({ handle: categories.handle }).from(categories).where(inArray(categories.handle, wanted));
      const known = new Set(found.map((row) => row.handle));
      return wanted.filter((handle) => !known.has(handle));
    },

    /**
     * Adds categories after the last one, in the order given; answers the rows added. With
     * `skipTaken`, a handle another request has just taken is left as it is (an import needs the
     * category to exist, not to be its own).
     */
    async insert(values: Omit<typeof categories.$inferInsert, 'position'>[], { skipTaken = false } = {}): Promise<CategoryRow[]> {
      if (values.length === 0) return [];
      const [last] = await db.select({ position: sql<number>`coalesce(max(${categories.position}), -1)::int` }).from(categories);
      const first = (last?.position ?? -1) + 1;
      const insert = db.insert(categories).values(values.map((value, index) => ({ ...value, position: first + index })));
      return (skipTaken ? insert.onConflictDoNothing({ target: categories.handle }) : insert).returning();
    },

    async update(id: string, values: Partial<Omit<typeof categories.$inferInsert, 'id'>>): Promise<boolean> {
      const rows = await db
        .update(categories)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(categories.id, id))
        .returning({ id: categories.id });
      return rows.length > 0;
    },

    /**
     * Moves every product of one category (archived ones too) to another: as their main one where
     * it was their main one (leaving it out of their further ones), as a further one where it was
     * a further one (once, and not when it is already their main one). Answers how many moved.
     */
    async moveProducts(from: string, to: string): Promise<number> {
      const asMain = await db
        .update(products)
        .set({ category: to, moreCategories: sql`array_remove(${products.moreCategories}, ${to})`, updatedAt: new Date() })
        .where(eq(products.category, from))
        .returning({ id: products.id });
      const asFurther = await db
        .update(products)
        .set({
          moreCategories: sql`case when ${products.category} = ${to} or ${products.moreCategories} @> array[${to}]
            then array_remove(${products.moreCategories}, ${from}) else array_replace(${products.moreCategories}, ${from}, ${to}) end`,
          updatedAt: new Date(),
        })
        .where(arrayContains(products.moreCategories, [from]))
        .returning({ id: products.id });
      return asMain.length + asFurther.length;
    },

    /** The category's words in `language` become `words`; all empty removes them (the default language's show). */
    async saveTranslation(id: string, language: string, words: CategoryWords): Promise<void> {
      if (!Object.values(words).some(Boolean)) {
        await db
          .delete(categoryTranslations)
          .where(and(eq(categoryTranslations.categoryId, id), eq(categoryTranslations.language, language)));
        return;
      }
      await db
        .insert(categoryTranslations)
        .values({ categoryId: id, language, ...words })
        .onConflictDoUpdate({
          target: [categoryTranslations.categoryId, categoryTranslations.language],
          set: { ...words, updatedAt: new Date() },
        });
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
      return rows.length > 0;
    },

    /** Numbers the categories in the order of `ids` (which must name every one). */
    async reorder(ids: string[]): Promise<void> {
      await db.execute(sql`
        update ${categories} set position = ordered.position, updated_at = now()
        from unnest(${sql.param(ids)}::uuid[]) with ordinality as ordered(id, position)
        where ${categories.id} = ordered.id and ${categories.position} <> ordered.position`);
    },

    async allIds(): Promise<string[]> {
      return (await db.select({ id: categories.id }).from(categories)).map((row) => row.id);
    },
  };
}

export function createCategoriesRepository(db: Db) {
  return withTransactions(db, categoryQueries);
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
