import type {
  ProductTranslation,
  ProductTranslationInputParsed,
  ProductTranslations,
  ProductTranslationsResponse,
} from '@shop/shared/translation.schema';
import type { AuthUser } from '../../lib/guards';
import { notFound } from '../../lib/http-errors';
import { changedFields, recordAudit } from '../audit';
import { queueProductWebhook } from './product-webhooks';
import type { ProductTranslationRow, ProductTranslationsRepository, ProductWords } from './product-translations.repository';

export interface ProductTranslationsServiceDeps {
  repository: ProductTranslationsRepository;
}

const NO_PRODUCT = 'Product not found.';

const toTranslation = (row: ProductTranslationRow): ProductTranslation => ({
  language: row.language as ProductTranslation['language'],
  name: row.name,
  description: row.description,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  updatedAt: row.updatedAt.toISOString(),
});

const wordsOf = (row: Partial<ProductWords> | undefined): ProductWords => ({
  name: row?.name ?? '',
  description: row?.description ?? '',
  seoTitle: row?.seoTitle ?? '',
  seoDescription: row?.seoDescription ?? '',
});

/**
 * A product's words in the shop's other languages (docs/decisions/046): the admin's reading and
 * saving of them, a language at a time, each save audited and told by a `product.updated`
 * webhook. The storefront reads them through the catalogue.
 */
export function createProductTranslationsService({ repository }: ProductTranslationsServiceDeps) {
  async function translationsOf(productId: string): Promise<ProductTranslations> {
    return { translations: (await repository.of(productId)).map(toTranslation) };
  }

  return {
    async list(productId: string): Promise<ProductTranslations> {
      if ((await repository.liveProductName(productId)) === undefined) throw notFound(NO_PRODUCT);
      return translationsOf(productId);
    },

    /** Saves a language's words as a whole; every field empty removes them. Nothing is written (or audited) when nothing changed. */
    async save(actor: AuthUser, productId: string, input: ProductTranslationInputParsed): Promise<ProductTranslationsResponse> {
      const name = await repository.liveProductName(productId);
      if (name === undefined) throw notFound(NO_PRODUCT);
      const words = wordsOf(input);
      const was = wordsOf((await repository.of(productId)).find((row) => row.language === input.language));
      const changed = changedFields(was, words);
      if (Object.keys(changed.before).length === 0)
        return { message: 'Nothing to save: the translation is as it was.', ...(await translationsOf(productId)) };
      await repository.transaction(async (tx, queries) => {
        await queries.save(productId, input.language, words);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'product.translate',
          entityId: productId,
          details: { name, language: input.language },
          ...changed,
        });
        // A product's words are part of it: a receiver hears of their change as of any other save.
        await queueProductWebhook(tx, 'product.updated', productId);
      });
      // The catalogue's kept answers follow by its version, which the save moved on (migration 0052);
      // its cached counts and category names do not show a product's words.
      return { message: 'Translation saved.', ...(await translationsOf(productId)) };
    },
  };
}

export type ProductTranslationsService = ReturnType<typeof createProductTranslationsService>;
