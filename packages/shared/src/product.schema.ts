import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, FILTER_ALL, MAX_PAGE_SIZE, PRODUCT_SORTS } from './constants';
import { optionalQuery } from './common.schema';

export const VariantStockSchema = z.object({
  color: z.string(),
  size: z.string(),
  stock: z.number().int().min(0),
});
export type VariantStock = z.infer<typeof VariantStockSchema>;

export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  /** Storefront reading: the colours the product comes in. */
  color: z.array(z.string()),
  sizes: z.array(z.string()),
  /** Dollars with two decimals. */
  price: z.number(),
  oldPrice: z.number().nullable().optional(),
  image: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  author: z.string().nullable(),
  /** Null when the product is not stock-tracked (it can always be bought). */
  stock: z.array(VariantStockSchema).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

/** A filter value where '' and 'all' mean no filter. */
const filterValue = z.preprocess(
  (value) => (value === '' || value === FILTER_ALL ? undefined : value),
  z.string().trim().toLowerCase().max(40).optional(),
);

const dollars = (name: string) =>
  optionalQuery(z.coerce.number({ message: `${name} must be a number` }).min(0, `${name} must be 0 or more`).max(1_000_000));

export const ProductListQuerySchema = z
  .object({
    category: filterValue,
    color: filterValue,
    size: filterValue,
    minPrice: dollars('minPrice'),
    maxPrice: dollars('maxPrice'),
    search: optionalQuery(z.string().trim().max(200)),
    sort: optionalQuery(z.enum(PRODUCT_SORTS, { message: `sort must be one of ${PRODUCT_SORTS.join(', ')}` })),
    page: optionalQuery(z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1')).default(1),
    limit: optionalQuery(
      z.coerce
        .number({ message: 'limit must be a number' })
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`),
    ).default(DEFAULT_PAGE_SIZE),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be above maxPrice',
    path: ['minPrice'],
  });
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductListResponseSchema = z.object({
  products: z.array(ProductSchema),
  totalPages: z.number().int(),
  totalProducts: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;
