/**
 * The shop's categories (collections): the storefront's list of the visible ones, and the
 * admin's calls that add, edit, order, hide and delete them.
 */
import { z } from 'zod';
import { NOT_BLANK, ONE_LINE, requiredText } from './common.schema';
import { MAX_SEO_DESCRIPTION_LENGTH, MAX_SEO_TITLE_LENGTH, SeoFieldsSchema } from './handle';
import { FEED_AGE_GROUPS, FEED_GENDERS, GOOGLE_CATEGORY_MAX } from './product-feed';
import { slug, uploadedImage } from './product.schema';
import { TranslationLanguageSchema, translatedText } from './translation.schema';

export const CATEGORY_NAME_MAX = 60;

/** How a category's handle reads until the admin names it (an import's new ones): 'long sleeve' -> 'Long sleeve'. */
export const categoryNameOf = (handle: string) => handle.charAt(0).toUpperCase() + handle.slice(1);
export const CATEGORY_DESCRIPTION_MAX = 2000;

/** A category as the storefront shows it: only visible ones are listed. */
export const CategorySchema = z.object({
  _id: z.string(),
  /** The value of `/shop?category=` and of each product's `category`. */
  handle: z.string(),
  name: z.string(),
  description: z.string(),
  /** An uploaded picture, or empty. */
  image: z.string(),
  /** The title and description search engines show of its page (`/collections/{handle}`); empty means generated. */
  seoTitle: z.string(),
  seoDescription: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoriesResponseSchema = z.object({ categories: z.array(CategorySchema) });

/** One visible category, for its page (`/collections/{handle}`). */
export const CategoryResponseSchema = z.object({ category: CategorySchema });
export const CategoryHandleParamsSchema = z.object({
  handle: z.string().trim().toLowerCase().min(1, { abort: true }).regex(NOT_BLANK).max(30, 'Invalid handle'),
});
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

/** A category's words in another language (docs/decisions/046): each empty field shows the default language's. */
export const CategoryTranslationSchema = z.object({
  language: TranslationLanguageSchema,
  name: z.string(),
  description: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
});
export type CategoryTranslation = z.infer<typeof CategoryTranslationSchema>;

/** PUT /api/categories/{id}/translations: a language's words, as a whole; every field empty removes the translation. */
export const CategoryTranslationInputSchema = z.object({
  language: TranslationLanguageSchema,
  name: translatedText('name', CATEGORY_NAME_MAX),
  description: translatedText('description', CATEGORY_DESCRIPTION_MAX, { lines: true }),
  seoTitle: translatedText('seoTitle', MAX_SEO_TITLE_LENGTH),
  seoDescription: translatedText('seoDescription', MAX_SEO_DESCRIPTION_LENGTH),
});
export type CategoryTranslationInput = z.input<typeof CategoryTranslationInputSchema>;
export type CategoryTranslationInputParsed = z.output<typeof CategoryTranslationInputSchema>;

/** A category as the admin manages it: hidden ones too, with their place and how many products they hold. */
export const ManagedCategorySchema = CategorySchema.extend({
  position: z.number().int(),
  hidden: z.boolean(),
  /** Products whose main category it is, archived ones included (they keep it). */
  products: z.number().int().min(0),
  /** What the product feeds tell Google and Meta of its products (docs/feeds.md); empty or null for not said. */
  googleProductCategory: z.string(),
  gender: z.enum(FEED_GENDERS).nullable(),
  ageGroup: z.enum(FEED_AGE_GROUPS).nullable(),
  /** Its words in the shop's other languages, where it has them. */
  translations: z.array(CategoryTranslationSchema),
});
export type ManagedCategory = z.infer<typeof ManagedCategorySchema>;

export const ManagedCategoriesResponseSchema = z.object({ categories: z.array(ManagedCategorySchema) });
export type ManagedCategoriesResponse = z.infer<typeof ManagedCategoriesResponseSchema>;

const CategoryFieldsSchema = z.object({
  name: requiredText('name', CATEGORY_NAME_MAX),
  handle: slug('handle'),
  description: z
    .string()
    .trim()
    .max(CATEGORY_DESCRIPTION_MAX, `description must be at most ${CATEGORY_DESCRIPTION_MAX} characters`)
    .optional(),
  image: z.preprocess((value) => (value === null ? '' : value), uploadedImage.optional()),
  /** Hidden categories are left out of the storefront; their products stay in it. */
  hidden: z.boolean({ message: 'hidden must be true or false' }).optional(),
  ...SeoFieldsSchema.shape,
  /** A Google product category's id (`212`) or path (`Apparel & Accessories > Clothing`); empty for none. */
  googleProductCategory: z
    .string()
    .trim()
    .max(GOOGLE_CATEGORY_MAX, `googleProductCategory must be at most ${GOOGLE_CATEGORY_MAX} characters`)
    .regex(ONE_LINE, 'googleProductCategory must be on one line')
    .optional(),
  /** Who its clothes are for; empty or null for not said. */
  gender: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .enum(FEED_GENDERS, { message: `gender must be one of ${FEED_GENDERS.join(', ')}` })
      .nullable()
      .optional(),
  ),
  ageGroup: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .enum(FEED_AGE_GROUPS, { message: `ageGroup must be one of ${FEED_AGE_GROUPS.join(', ')}` })
      .nullable()
      .optional(),
  ),
});

export const CategoryInputSchema = CategoryFieldsSchema;
export type CategoryInput = z.input<typeof CategoryInputSchema>;
export type CategoryInputParsed = z.output<typeof CategoryInputSchema>;

export const CategoryUpdateSchema = CategoryFieldsSchema.partial()
  .refine((input) => Object.keys(input).length > 0, { message: 'Send at least one field to change' })
  // The rule above as the OpenAPI document can say it.
  .meta({ minProperties: 1 });
export type CategoryUpdate = z.input<typeof CategoryUpdateSchema>;
export type CategoryUpdateParsed = z.output<typeof CategoryUpdateSchema>;

export const CategoryMutationResponseSchema = z.object({ message: z.string(), category: ManagedCategorySchema });
export type CategoryMutationResponse = z.infer<typeof CategoryMutationResponseSchema>;

/** Deleting a category that holds products names the category they move to. */
export const DeleteCategoryQuerySchema = z.object({
  moveTo: z.preprocess((value) => (value === '' ? undefined : value), slug('moveTo').optional()),
});
export type DeleteCategoryQuery = z.infer<typeof DeleteCategoryQuerySchema>;

/** Every category's id, in the new order. */
export const ReorderCategoriesSchema = z.object({
  ids: z.array(z.string().uuid('ids must be category ids')).min(1, 'ids must name every category').max(1000),
});
export type ReorderCategories = z.infer<typeof ReorderCategoriesSchema>;
