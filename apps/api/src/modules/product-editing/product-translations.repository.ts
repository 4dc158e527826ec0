import { and, asc, eq, isNull } from 'drizzle-orm';
import { withTransactions, type Db } from '../../db/client';
import { products, productTranslations } from '../../db/schema/index';

export type ProductTranslationRow = typeof productTranslations.$inferSelect;
/** A product's words in one language, as saved: an empty field shows the default language's. */
export type ProductWords = Pick<ProductTranslationRow, 'name' | 'description' | 'seoTitle' | 'seoDescription'>;

/** A product's words in the shop's other languages (docs/decisions/046), on the database or on a transaction. */
function productTranslationQueries(db: Db) {
  return {
    /** The live product's name, or undefined when there is no such live product. */
    async liveProductName(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: products.name })
        .from(products)
        .where(and(eq(products.id, id), isNull(products.archivedAt)))
        .limit(1);
      return row?.name;
    },

    /** The product's translations, by language. */
    async of(productId: string): Promise<ProductTranslationRow[]> {
      return db
        .select()
        .from(productTranslations)
        .where(eq(productTranslations.productId, productId))
        .orderBy(asc(productTranslations.language));
    },

    /** The product's words in `language` become `words`; all empty removes them (the default language's show). */
    async save(productId: string, language: string, words: ProductWords): Promise<void> {
      if (!Object.values(words).some(Boolean)) {
        await db
          .delete(productTranslations)
          .where(and(eq(productTranslations.productId, productId), eq(productTranslations.language, language)));
        return;
      }
      await db
        .insert(productTranslations)
        .values({ productId, language, ...words })
        .onConflictDoUpdate({
          target: [productTranslations.productId, productTranslations.language],
          set: { ...words, updatedAt: new Date() },
        });
    },
  };
}

export function createProductTranslationsRepository(db: Db) {
  return withTransactions(db, productTranslationQueries);
}

export type ProductTranslationsRepository = ReturnType<typeof createProductTranslationsRepository>;
