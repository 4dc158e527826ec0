import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, FILTER_ALL, MAX_GALLERY_PICTURES, MAX_PAGE_SIZE, ONE_SIZE, PRODUCT_SORTS, REVIEW_FITS } from './constants';
import { optionalQuery, pagedAnswer, pagingQuery, requiredText, TaxClassSchema, VariantSchema } from './common.schema';
import { VariantFactsSchema, VariantInputSchema } from './variant.schema';
import { HandleSchema, SeoFieldsSchema } from './handle';
import { GiftCardOfferInputSchema, GiftCardOfferSchema } from './gift-card.schema';
import { CurrencyCodeSchema } from './currency.schema';
import { LanguageQuerySchema } from './translation.schema';

export const VariantStockSchema = VariantSchema.extend({
  stock: z.number().int().min(0),
});
export type VariantStock = z.infer<typeof VariantStockSchema>;

/** A stock line as the admin writes it: the units, or null when this variant's stock is not counted. */
export type StockLineInput = Omit<VariantStock, 'stock'> & { stock: number | null };

const ImageWidthSchema = z.object({ width: z.number().int(), url: z.string() });

/**
 * A price as the shop presents it in the currency the shopper chose (`?currency=`), beside the
 * base prices: integers of that currency's minor unit (cents; yen, which have none, in whole yen),
 * worked out as the bag and the checkout work them out.
 */
export const PresentedPriceSchema = z.object({
  currency: CurrencyCodeSchema,
  /** The shelf price: the variant's own price in the currency, or the base price at the rate, rounded by the currency's rule. */
  price: z.number().int(),
  /** What `price` comes to while an automatic sale runs on it; absent when none does. */
  salePrice: z.number().int().optional(),
  /** The price shown struck through beside it ('Was €40.00'); absent when there is none. */
  compareAtPrice: z.number().int().optional(),
});
export type PresentedPrice = z.infer<typeof PresentedPriceSchema>;

/** A product's prices in the chosen currency: its own, and the lowest and highest over its variants (a card's 'From'). */
export const PresentedProductPriceSchema = PresentedPriceSchema.extend({
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  /** What `minPrice` comes to while a sale runs on the product. */
  minSalePrice: z.number().int().optional(),
});
export type PresentedProductPrice = z.infer<typeof PresentedProductPriceSchema>;

export const ProductSchema = z.object({
  _id: z.string(),
  /** The last part of its address: `/shop/{handle}`. */
  handle: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  /** The main category's name, as the shop's categories give it. */
  categoryName: z.string(),
  /** Its further categories' handles: it is listed under each of them too. */
  categories: z.array(z.string()),
  /** Storefront reading: the colours the product comes in. */
  color: z.array(z.string()),
  sizes: z.array(z.string()),
  /** The size set its sizes are of, in whose order they come. */
  sizeSet: z.string().nullable().optional(),
  /** Dollars with two decimals. */
  price: z.number(),
  oldPrice: z.number().nullable().optional(),
  /** What `price` comes to while an automatic sale runs on the product; absent when none does. */
  salePrice: z.number().optional(),
  image: z.string(),
  /** Every stored width of the image, smallest first, for `srcset`. */
  images: z.array(ImageWidthSchema),
  /** The colour the main picture shows, if it is tied to one. */
  imageColor: z.string().nullable(),
  /** The product's other pictures, in the admin's order, each maybe tied to a colour. */
  gallery: z.array(z.object({ image: z.string(), images: z.array(ImageWidthSchema), color: z.string().nullable() })),
  /** Final sale: it cannot be exchanged. */
  finalSale: z.boolean(),
  /** Its tax class ('standard', 'reduced', 'zero'), on the product's own answer. */
  taxClass: z.string().optional(),
  /** A gift card's values: the product is a gift card, bought for someone with no colour or size to choose. Absent or null for goods. */
  giftCard: GiftCardOfferSchema.nullable().optional(),
  rating: z.number(),
  reviewCount: z.number().int(),
  /** How many reviews say the product runs small, true to size or large. */
  fit: z.object({ small: z.number().int(), true: z.number().int(), large: z.number().int() }),
  author: z.string().nullable(),
  /**
   * The stock of its counted variants; a variant not listed is not counted and can always be
   * bought. Null when the product counts no stock at all.
   */
  stock: z.array(VariantStockSchema).nullable(),
  /** The lowest and the highest price over its variants: a card reads 'From $X' when they differ. */
  minPrice: z.number(),
  maxPrice: z.number(),
  /** What `minPrice` comes to while a sale runs on the product: a card then reads 'From' it. */
  minSalePrice: z.number().optional(),
  /** The prices in the currency asked for with `?currency=` (minor units); absent when none was asked for. */
  presented: PresentedProductPriceSchema.optional(),
  /** The title and description search engines show of its page; empty means generated from the name and description. */
  seoTitle: z.string(),
  seoDescription: z.string(),
  /** Every colour x size with its own facts (SKU, barcode, weight, price): on a product's own answers, not in lists. */
  variants: z.array(VariantFactsSchema.extend({ salePrice: z.number().optional(), presented: PresentedPriceSchema.optional() })).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

/** A product named in an address: by its id, its handle or a former handle. */
export const ProductKeyParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'Invalid id')
    .max(100, 'Invalid id')
    .regex(/^[a-z0-9-]+$/i, 'Invalid id'),
});

/** A product's answers (its page, its related products): also its prices in this currency (`presented`). */
export const ProductPricesQuerySchema = z.object({
  currency: optionalQuery(CurrencyCodeSchema),
  /** Its name, description and search listing (and its category's name) in this language, where the shop has them. */
  ...LanguageQuerySchema.shape,
});
export type ProductPricesQuery = z.infer<typeof ProductPricesQuerySchema>;

/** A filter value where '' and 'all' mean no filter. */
const filterValue = z.preprocess(
  (value) => (value === '' || value === FILTER_ALL ? undefined : value),
  z.string().trim().toLowerCase().max(40).optional(),
);

const dollars = (name: string) =>
  optionalQuery(
    z.coerce
      .number({ message: `${name} must be a number` })
      .min(0, `${name} must be 0 or more`)
      .max(1_000_000),
  );

export const ProductListQuerySchema = z
  .object({
    category: filterValue,
    color: filterValue,
    size: filterValue,
    minPrice: dollars('minPrice'),
    maxPrice: dollars('maxPrice'),
    search: optionalQuery(z.string().trim().max(200)),
    sort: optionalQuery(z.enum(PRODUCT_SORTS, { message: `sort must be one of ${PRODUCT_SORTS.join(', ')}` })),
    /** Also show each product's prices in this currency (`presented`); the filters' prices stay in the base currency. */
    currency: optionalQuery(CurrencyCodeSchema),
    /** Each product's words, and the filters' category and colour names, in this language where the shop has them; search reads the default language's. */
    ...LanguageQuerySchema.shape,
    ...pagingQuery(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be above maxPrice',
    path: ['minPrice'],
  });
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const FacetCountSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof FacetCountSchema>;

/**
 * How many products each choice would leave, given the other filters and the search
 * (a facet's own filter is left out of its counts).
 */
/** A category's count, with the name the shop gives it. */
export const CategoryFacetSchema = FacetCountSchema.extend({ name: z.string() });
export type CategoryFacet = z.infer<typeof CategoryFacetSchema>;
/** A colour's count, with the name the shop gives it (its swatch comes with the shop's colours). */
export const ColorFacetSchema = FacetCountSchema.extend({ name: z.string() });
export type ColorFacet = z.infer<typeof ColorFacetSchema>;

export const ProductFacetsSchema = z.object({
  /** The storefront's three categories, then any other visible one that has products here, in the shop's order. */
  categories: z.array(CategoryFacetSchema),
  /** The shop's colours in its order: the storefront's five, then any other that has products here. */
  colors: z.array(ColorFacetSchema),
  /** The storefront's four, then any other size that has products here, in the size sets' order (Letters', then Waist's…). */
  sizes: z.array(FacetCountSchema),
  priceRanges: z.array(z.object({ label: z.string(), min: z.number(), max: z.number().nullable(), count: z.number().int() })),
});
export type ProductFacets = z.infer<typeof ProductFacetsSchema>;

export const ProductListResponseSchema = pagedAnswer('products', ProductSchema, 'totalProducts').extend({
  facets: ProductFacetsSchema,
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

/** 'small' runs small, 'true' is true to size, 'large' runs large. */
export const ReviewFitSchema = z.enum(REVIEW_FITS, { message: `fit must be one of ${REVIEW_FITS.join(', ')}` });

/** A buyer's photo on their review; `approved` is false while it waits for a moderator (only its author and staff see it then). */
export const ReviewPhotoSchema = z.object({
  _id: z.string(),
  image: z.string(),
  images: z.array(ImageWidthSchema),
  approved: z.boolean(),
});
export type ReviewPhoto = z.infer<typeof ReviewPhotoSchema>;

export const ReviewSchema = z.object({
  _id: z.string(),
  comment: z.string(),
  rating: z.number().int(),
  /** How the piece fits the author, when they said. */
  fit: ReviewFitSchema.nullable(),
  /** How many signed-in shoppers found the review helpful. */
  helpfulCount: z.number().int(),
  /** Whether the signed-in viewer found it helpful: in a product's review list asked with a session. */
  helpfulByMe: z.boolean().optional(),
  /** The author, populated as the specification's client expects; `_id` is null on a review kept under 'A former customer' after its author deleted their account. */
  userId: z.object({ _id: z.string().nullable(), username: z.string(), profileImage: z.string().nullable() }),
  productId: z.string(),
  /** The author bought this product in a paid order ('Verified buyer'). */
  verified: z.boolean(),
  /** The colour and size of the author's latest paid order line of the product ('Bought: M, black'); null without one. */
  bought: z.object({ color: z.string(), size: z.string() }).nullable(),
  /** The size the author usually wears, when they share it. */
  usualSize: z.string().nullable(),
  /** The author's photos, in their order. */
  photos: z.array(ReviewPhotoSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** A product and the first page of its reviews, most helpful first (the rest: `GET /api/reviews?productId=`). */
export const ProductDetailResponseSchema = z.object({ product: ProductSchema, reviews: z.array(ReviewSchema) });
export type ProductDetailResponse = z.infer<typeof ProductDetailResponseSchema>;

export const RelatedProductsResponseSchema = z.object({ products: z.array(ProductSchema) });

/** A catalogue value (a category's handle, a colour, a size): lower case, letters, digits, spaces and dashes. */
export const slug = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .toLowerCase()
    .min(1, `${field} is required`)
    .max(30, `${field} must be at most 30 characters`)
    .regex(/^[a-z0-9][a-z0-9 -]*$/, `${field} may use letters, digits, spaces and dashes`);

/**
 * The address of an image uploaded to the shop (POST /api/uploadImage): `/uploads/<name>`, where
 * the name is a stored file's (letters, digits, `_` and `-`, in parts joined by single dots, as
 * `<uuid>-800.webp`): never `..` nor a slash, so that it names no file outside the uploads, which
 * the feeds and the pages would otherwise publish.
 */
export const UPLOADED_IMAGE = /^\/uploads\/[A-Za-z0-9][\w-]*(?:\.[\w-]+)*$/;

/** An image uploaded to the shop (POST /api/uploadImage), or '' for none: the same rule as UPLOADED_IMAGE. */
export const uploadedImage = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(?:\/uploads\/[A-Za-z0-9][\w-]*(?:\.[\w-]+)*)?$/, 'image must be an uploaded image (/uploads/...)');

/** An image uploaded to the shop, which must be given. */
const requiredUploadedImage = z
  .string({ message: 'image is required' })
  .trim()
  .min(1, { message: 'image is required', abort: true })
  .max(2048)
  .regex(UPLOADED_IMAGE, 'image must be an uploaded image (/uploads/...)');

/**
 * Dollars with cents: at least 0.01 (a positive amount under a cent would be stored as 0
 * cents, which no price may be) and whole cents, which the OpenAPI document shows as
 * `minimum` and `multipleOf`.
 */
const money = (field: string) =>
  z.coerce
    .number({ message: `${field} must be a number` })
    .min(0.01, `${field} must be at least 0.01`)
    .max(1_000_000, `${field} is too large`)
    .multipleOf(0.01, `${field} must have at most two decimals`);

/** How many further categories a product may have besides its main one. */
export const MAX_MORE_CATEGORIES = 10;

const ProductFieldsSchema = z.object({
  name: requiredText('name', 120),
  /** Its address (`/shop/{handle}`); left out or empty, one is made from the name. A former handle keeps answering with a 301. */
  handle: z.preprocess((value) => (value === '' || value === null ? undefined : value), HandleSchema.optional()),
  ...SeoFieldsSchema.shape,
  category: slug('category'),
  /** Further categories' handles (never the main one): the product is listed under each of them too. */
  categories: z
    .array(slug('categories'))
    .max(MAX_MORE_CATEGORIES, `A product has at most ${MAX_MORE_CATEGORIES} more categories`)
    .transform((handles) => [...new Set(handles)])
    .optional(),
  color: z.union([slug('color'), z.array(slug('color')).min(1, 'color is required')]).optional(),
  colors: z.array(slug('color')).min(1, 'color is required').max(12).optional(),
  sizes: z
    .array(slug('size'))
    .min(1, 'choose at least one size')
    .max(12)
    .refine((sizes) => !sizes.includes(ONE_SIZE) || sizes.length === 1, 'One size cannot be combined with other sizes')
    .optional(),
  /** The size set (its handle) the sizes are of; left out, the product keeps its own, or takes the first set holding its sizes. */
  sizeSet: slug('sizeSet').nullable().optional(),
  price: money('price'),
  oldPrice: z.preprocess((value) => (value === '' ? undefined : value), money('oldPrice').nullable().optional()),
  description: requiredText('description', 5000),
  /** An image uploaded to the shop (POST /api/uploadImage); empty for a drawn placeholder. */
  image: z.preprocess((value) => (value === null ? '' : value), uploadedImage.optional()),
  /** The colour the main picture shows (one of the product's colours), or null. */
  imageColor: slug('imageColor').nullable().optional(),
  /** More pictures after the main one, in order, each maybe tied to one of the colours. */
  gallery: z
    .array(z.object({ image: requiredUploadedImage, color: slug('color').nullable().optional() }))
    .max(MAX_GALLERY_PICTURES, `A product has at most ${MAX_GALLERY_PICTURES} more pictures`)
    .optional(),
  /** Final sale: it cannot be exchanged. */
  finalSale: z.boolean({ message: 'finalSale must be true or false' }).optional(),
  /** Its tax class: the tax table may give it a rate of its own per place ('reduced', 'zero'). */
  taxClass: TaxClassSchema.optional(),
  /** Sells it as a gift card, with these values; null sells it as goods again. A gift card counts no stock and ships nothing. */
  giftCard: GiftCardOfferInputSchema.nullable().optional(),
  /**
   * Per colour x size stock; present means the product is stock-tracked, null stops tracking. A
   * line's null stock leaves that variant uncounted (always for sale); a variant left out has 0.
   */
  stock: z
    .array(VariantStockSchema.extend({ color: slug('color'), size: slug('size'), stock: z.number().int().min(0).nullable() }))
    .max(200)
    .nullable()
    .optional(),
  /** Facts of some variants (SKU, barcode, weight, price, compare-at), each named by colour and size; the others stay as they are. */
  variants: z.array(VariantInputSchema).max(200).optional(),
});

/** `color` (one value or a list, as the admin form sends it) and `colors` become one list. */
function mergeColors<T extends { color?: string | string[]; colors?: string[] }>({ color, colors, ...rest }: T) {
  const merged = [...(colors ?? []), ...(color === undefined ? [] : Array.isArray(color) ? color : [color])];
  return { ...rest, colors: color === undefined && colors === undefined ? undefined : [...new Set(merged)] };
}

/**
 * The admin's product body (the API's original contract): `color` as one value (the admin form) or
 * `colors` as a list; optional `oldPrice`, `sizes` and per-variant `stock`.
 * The author comes from the session, never from the body.
 */
export const ProductInputSchema = ProductFieldsSchema.refine(
  // One of the two must be there; an empty one is refused by its own field's rule.
  (product) => {
    const { color, colors } = product as { color?: unknown; colors?: unknown };
    return color !== undefined || colors !== undefined;
  },
  // Checked even when other fields are bad, so that every missing field is named at once; but
  // not when the body is no object at all (null, a list), which has no colours to look at.
  {
    message: 'color is required',
    path: ['color'],
    when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value),
  },
)
  .refine((product) => !product.categories?.includes(product.category), {
    message: 'the main category cannot be a further one too',
    path: ['categories'],
  })
  .transform(mergeColors)
  // The rule above as the OpenAPI document can say it: `color` or `colors` is required (inside
  // `allOf`, which generated clients read as no change to the object's type).
  .meta({ allOf: [{ anyOf: [{ required: ['color'] }, { required: ['colors'] }] }] });
export type ProductInput = z.input<typeof ProductInputSchema>;
export type ProductInputParsed = z.output<typeof ProductInputSchema>;

/** Updates change only the fields they carry. */
export const ProductUpdateSchema = ProductFieldsSchema.partial()
  .transform(mergeColors)
  .refine((product) => product.colors === undefined || product.colors.length > 0, {
    message: 'color must not be empty',
    path: ['color'],
  });
export type ProductUpdateParsed = z.output<typeof ProductUpdateSchema>;

export const ProductMutationResponseSchema = z.object({ message: z.string(), product: ProductSchema });

/** The most units a stock-only change may give a variant. */
export const MAX_STOCK = 1_000_000;

/**
 * The stock-only change (PATCH /api/products/{id}/stock): new counts for some of a product's
 * counted variants; the others keep theirs. Whether each line names such a variant is the API's to say.
 */
export const ProductStockUpdateSchema = z.object({
  stock: z
    .array(
      VariantStockSchema.extend({
        color: slug('color'),
        size: slug('size'),
        stock: z
          .number({ message: 'stock must be a number' })
          .int('stock must be a whole number')
          .min(0, 'stock must be 0 or more')
          .max(MAX_STOCK, 'stock must be at most 1,000,000'),
      }),
    )
    .min(1, 'stock must list at least one variant')
    .max(200, 'stock lists at most 200 variants'),
});
export type ProductStockUpdate = z.infer<typeof ProductStockUpdateSchema>;
