/**
 * The admin's own product calls: the Manage Products list, the units sold per variant, and the
 * CSV import. The catalogue's calls (what shoppers see) are in product.schema.ts.
 */
import { z } from 'zod';
import { VariantDemandSchema } from './waitlist.schema';
import { FILTER_ALL, MANAGE_PRODUCTS_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { NOT_BLANK, optionalQuery, pagedAnswer, pagingQuery, VariantSchema } from './common.schema';
import { PRODUCT_IMPORT_MAX_CHARS } from './product-csv';
import { ProductSchema, VariantStockSchema } from './product.schema';
import { VariantLineSchema } from './variant.schema';

/** How Manage Products can be sorted; newest first unless asked. */
export const MANAGE_PRODUCT_SORTS = [
  'newest',
  'oldest',
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
  'stock-asc',
  'stock-desc',
] as const;
export type ManageProductSort = (typeof MANAGE_PRODUCT_SORTS)[number];
export const DEFAULT_MANAGE_PRODUCT_SORT: ManageProductSort = 'newest';

export const ManageProductsQuerySchema = z.object({
  /** Part of the product's name, any case. */
  search: optionalQuery(z.string().trim().max(200)),
  category: z.preprocess(
    (value) => (value === '' || value === FILTER_ALL ? undefined : value),
    z.string().trim().toLowerCase().max(40).optional(),
  ),
  /** Only products with a variant at or under the low-stock threshold. */
  lowStock: optionalQuery(z.enum(['true', 'false'], { message: 'lowStock must be true or false' }).transform((value) => value === 'true')),
  sort: optionalQuery(z.enum(MANAGE_PRODUCT_SORTS, { message: `sort must be one of ${MANAGE_PRODUCT_SORTS.join(', ')}` })),
  ...pagingQuery(MANAGE_PRODUCTS_PAGE_SIZE, MAX_PAGE_SIZE),
});
export type ManageProductsQuery = z.input<typeof ManageProductsQuerySchema>;
export type ManageProductsQueryParsed = z.output<typeof ManageProductsQuerySchema>;

export const ManagedProductSchema = ProductSchema.extend({
  /** Units in stock over every variant; null when the product is not stock-tracked. */
  totalStock: z.number().int().nullable(),
  /** A variant is at or under the low-stock threshold. */
  lowStock: z.boolean(),
});
export type ManagedProduct = z.infer<typeof ManagedProductSchema>;

export const ManageProductsResponseSchema = pagedAnswer('products', ManagedProductSchema, 'totalProducts').extend({
  /** Variants with this many or fewer in stock are low. */
  lowStockThreshold: z.number().int().min(0),
  /** Every category a live product has, for the filter. */
  categories: z.array(z.string()),
});
export type ManageProductsResponse = z.infer<typeof ManageProductsResponseSchema>;

export const VariantSalesSchema = VariantSchema.extend({ units: z.number().int().min(0) });
export type VariantSales = z.infer<typeof VariantSalesSchema>;

/** Units sold of each variant in paid orders (test orders left out); a variant never sold is not listed. */
export const ProductSalesResponseSchema = z.object({
  sales: z.array(VariantSalesSchema),
  /** How many shoppers wait for each variant ('Email me when it's back'); a variant nobody waits for is not listed. */
  waiting: z.array(VariantDemandSchema),
});
export type ProductSalesResponse = z.infer<typeof ProductSalesResponseSchema>;

export const ProductImportQuerySchema = z.object({
  /** true (the default): check and preview only; false: write every row, or none when a row is wrong. */
  dryRun: optionalQuery(
    z.enum(['true', 'false'], { message: 'dryRun must be true or false' }).transform((value) => value === 'true'),
  ).default(true),
});

export const ProductImportBodySchema = z.object({
  csv: z
    .string({ message: 'csv is required' })
    .max(PRODUCT_IMPORT_MAX_CHARS, 'The file is too large: at most 5 MB.')
    .regex(NOT_BLANK, 'The file is empty.'),
});
export type ProductImportBody = z.infer<typeof ProductImportBodySchema>;

/** A product as a CSV row gives it, ready to be added (dollars). */
export const ImportedProductSchema = z.object({
  name: z.string(),
  category: z.string(),
  /** Its further categories (a variant-layout file's Collections column). */
  categories: z.array(z.string()).optional(),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  price: z.number(),
  oldPrice: z.number().nullable(),
  description: z.string(),
  /** A line's null stock: that variant is not counted. */
  stock: z.array(VariantStockSchema.extend({ stock: z.number().int().nullable() })).nullable(),
  finalSale: z.boolean(),
  /** From a file in the variant layout: the product's handle, its variants' facts and its search listing. */
  handle: z.string().optional(),
  variants: z.array(VariantLineSchema).optional(),
  seoTitle: z.string().optional(),
  seoDescription: z.string().optional(),
});
export type ImportedProduct = z.infer<typeof ImportedProductSchema>;

export const ImportRowErrorSchema = z.object({
  /** The CSV column, or null when the problem is the whole row. */
  field: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

export const ImportRowSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  /** The row's name cell, as written (trimmed), so that a preview can say which product a row is. */
  name: z.string(),
  /** Null when the row has errors. */
  product: ImportedProductSchema.nullable(),
  errors: z.array(ImportRowErrorSchema),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ProductImportResponseSchema = z.object({
  message: z.string(),
  /** Whether this was only a preview (nothing written). */
  dryRun: z.boolean(),
  rows: z.array(ImportRowSchema),
  /** How many products were added: 0 in a preview. */
  created: z.number().int(),
  /** The categories the file names that the shop has not got: the import adds them. */
  newCategories: z.array(z.string()),
  /** The colours the file names that the shop has not got: the import adds them. */
  newColors: z.array(z.string()).optional(),
  /** The sizes of products that no size set holds: the import adds them to Letters. */
  newSizes: z.array(z.string()).optional(),
});
export type ProductImportResponse = z.infer<typeof ProductImportResponseSchema>;
