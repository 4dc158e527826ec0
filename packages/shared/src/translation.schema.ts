/**
 * The brand's own words in the shop's other languages (docs/decisions/046): a product's name,
 * description and search listing, a category's and a colour's name, a page's words. A translation
 * is kept per language; each field left empty shows the default language's, field by field. The
 * storefront's reads take the page's language as `?lang=`; the default language (or none) reads
 * the words as they are, with no further query.
 */
import { z } from 'zod';
import { ONE_LINE, optionalQuery } from './common.schema';
import { MAX_SEO_DESCRIPTION_LENGTH, MAX_SEO_TITLE_LENGTH } from './handle';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from './languages';

/** A language a translation is written in: any the shop speaks but its default. */
export type TranslatedLanguageCode = Exclude<LanguageCode, (typeof LANGUAGES)[0]['code']>;

export const TRANSLATED_LANGUAGES = LANGUAGES.flatMap((language) =>
  language.code === DEFAULT_LANGUAGE.code ? [] : [language.code],
) as TranslatedLanguageCode[];

const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as LanguageCode[];

/** The language of a translation being saved: the default language's words are the product's (or page's) own. */
export const TranslationLanguageSchema = z.enum(TRANSLATED_LANGUAGES, {
  message: `language must be one of ${TRANSLATED_LANGUAGES.join(', ')} (the ${DEFAULT_LANGUAGE.code} words are the fields themselves)`,
});

/** The language a storefront read answers in (`?lang=fr`); left out, the default language. */
export const LanguageQuerySchema = z.object({
  lang: optionalQuery(z.enum(LANGUAGE_CODES, { message: `lang must be one of ${LANGUAGE_CODES.join(', ')}` })),
});
export type LanguageQuery = z.infer<typeof LanguageQuerySchema>;

/** The language a read is to be translated into: null for the default language or none, which read the words as they are. */
export function translatedLanguage(code: string | undefined): TranslatedLanguageCode | null {
  return code && code !== DEFAULT_LANGUAGE.code && (TRANSLATED_LANGUAGES as string[]).includes(code)
    ? (code as TranslatedLanguageCode)
    : null;
}

/**
 * A translated field as the admin writes it: trimmed, at most `max` characters, on one line unless
 * `lines`; empty, null or left out means "show the default language's".
 */
export function translatedText(field: string, max: number, { lines = false } = {}) {
  const text = z
    .string({ message: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);
  return z
    .preprocess((value) => (value === null ? '' : value), lines ? text : text.regex(ONE_LINE, `${field} must be on one line`))
    .optional();
}

/** A field's words in the language asked for, or the default language's where it has none. */
export const translatedOr = (translated: string | null | undefined, fallback: string) => translated || fallback;

/** As long as the product's own fields may be. */
const PRODUCT_NAME_MAX = 120;
const PRODUCT_DESCRIPTION_MAX = 5000;

/** A product's words in one language: each empty field shows the default language's. */
export const ProductTranslationSchema = z.object({
  language: TranslationLanguageSchema,
  name: z.string(),
  description: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  updatedAt: z.string(),
});
export type ProductTranslation = z.infer<typeof ProductTranslationSchema>;

/** GET /api/products/{id}/translations: the product's words in every language it has them in. */
export const ProductTranslationsSchema = z.object({ translations: z.array(ProductTranslationSchema) });
export type ProductTranslations = z.infer<typeof ProductTranslationsSchema>;

/** PUT /api/products/{id}/translations: a language's words, as a whole; every field empty removes the translation. */
export const ProductTranslationInputSchema = z.object({
  language: TranslationLanguageSchema,
  name: translatedText('name', PRODUCT_NAME_MAX),
  description: translatedText('description', PRODUCT_DESCRIPTION_MAX, { lines: true }),
  seoTitle: translatedText('seoTitle', MAX_SEO_TITLE_LENGTH),
  seoDescription: translatedText('seoDescription', MAX_SEO_DESCRIPTION_LENGTH),
});
export type ProductTranslationInput = z.input<typeof ProductTranslationInputSchema>;
export type ProductTranslationInputParsed = z.output<typeof ProductTranslationInputSchema>;

export const ProductTranslationsResponseSchema = ProductTranslationsSchema.extend({ message: z.string() });
export type ProductTranslationsResponse = z.infer<typeof ProductTranslationsResponseSchema>;
