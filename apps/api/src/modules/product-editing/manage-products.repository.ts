import { PAID_STATUSES } from '@shop/shared/constants';
import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ManageProductSort, VariantSales } from '@shop/shared/product-admin.schema';
import type { Db } from '../../db/client';
import { readPage } from '../../db/pages';
import { orderLines, orders, products, productVariants } from '../../db/schema/index';
import { inCategory, productCardColumns, productColumns, type ProductRow } from '../catalogue';

export interface ManageFilters {
  /** Part of the name, any case. */
  search?: string;
  category?: string;
  /** Only products with a variant at or under this many units. */
  lowStockAt?: number;
}

/** A product as Manage Products lists it: with its units in stock (null when untracked) and whether a variant runs low. */
export type ManagedProductRow = ProductRow & { totalStock: number | null; lowStock: boolean };

// NOTE: drizzle writes a column of the selected table unqualified, which inside a subquery
// could mean the subquery's own column; the correlation is spelled out instead.
const PRODUCT_ID = sql.raw('"products"."id"');

const totalStock = sql<number | null>`case when ${products.trackStock} then (
  select coalesce(sum(v.stock), 0)::int from ${productVariants} v where v.product_id = ${PRODUCT_ID}
) end`;

const runsLow = (threshold: number) =>
  sql<boolean>`(${products.trackStock} and exists (
    select 1 from ${productVariants} v where v.product_id = ${PRODUCT_ID} and v.stock <= ${threshold}
  ))`;

/** `%` and `_` typed in a search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function whereOf({ search, category, lowStockAt }: ManageFilters): SQL | undefined {
  return and(
    isNull(products.archivedAt),
    search ? sql`${products.name} ilike ${likePattern(search)}` : undefined,
    category ? inCategory(category) : undefined,
    lowStockAt === undefined ? undefined : runsLow(lowStockAt),
  );
}

/** Ties always end on the id, so that pages never repeat or skip a product. */
function orderingOf(sort: ManageProductSort): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(products.createdAt), asc(products.id)];
    case 'oldest':
      return [asc(products.createdAt), asc(products.id)];
    case 'name-asc':
      return [asc(sql`lower(${products.name})`), asc(products.id)];
    case 'name-desc':
      return [desc(sql`lower(${products.name})`), asc(products.id)];
    case 'price-asc':
      return [asc(products.priceCents), desc(products.createdAt), asc(products.id)];
    case 'price-desc':
      return [desc(products.priceCents), desc(products.createdAt), asc(products.id)];
    // Products that do not track stock have no count: they come last either way.
    case 'stock-asc':
      return [sql`${totalStock} asc nulls last`, desc(products.createdAt), asc(products.id)];
    case 'stock-desc':
      return [sql`${totalStock} desc nulls last`, desc(products.createdAt), asc(products.id)];
  }
}

/** The admin's reads of the catalogue: every live product, searched, filtered and sorted, its sales, and its export. */
export function createManageProductsRepository(db: Db) {
  return {
    /** A page of the live products that match, how many match in all, and every category of the live catalogue. */
    async page(filters: ManageFilters, sort: ManageProductSort, threshold: number, page: { offset: number; limit: number }) {
      const sorted = db
        .select({ ...productCardColumns, totalStock, lowStock: runsLow(threshold) })
        .from(products)
        .orderBy(...orderingOf(sort))
        .$dynamic();
      const [{ rows, total }, categories] = await Promise.all([
        readPage(db, { rows: sorted, table: products, where: whereOf(filters) }, page),
        // Main and further ones: the filter finds a product by either.
        db
          .selectDistinct({ category: sql<string>`unnest(array_prepend(${products.category}, ${products.moreCategories}))`.as('category') })
          .from(products)
          .where(isNull(products.archivedAt))
          .orderBy(sql`1`),
      ]);
      return { rows: rows as ManagedProductRow[], total, categories: categories.map((row) => row.category) };
    },

    /** Every live product, oldest first, for the CSV export. */
    async all(): Promise<ProductRow[]> {
      return db.select(productColumns).from(products).where(isNull(products.archivedAt)).orderBy(asc(products.createdAt), asc(products.id));
    },

    async isLive(productId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), isNull(products.archivedAt)))
        .limit(1);
      return row !== undefined;
    },

    /** Units of each variant of the product in paid orders, less those refunded; test-mode orders move no money and stay out. */
    async sales(productId: string): Promise<VariantSales[]> {
      const rows = await db
        .select({
          color: orderLines.color,
          size: orderLines.size,
          units: sql<number>`sum(${orderLines.quantity} - ${orderLines.refundedQuantity})::int`,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orderLines.productId, productId), inArray(orders.paymentStatus, [...PAID_STATUSES]), ne(orders.provider, 'test')))
        .groupBy(orderLines.color, orderLines.size)
        .orderBy(orderLines.color, orderLines.size);
      return rows.map((row) => ({ ...row, units: Number(row.units) }));
    },
  };
}

export type ManageProductsRepository = ReturnType<typeof createManageProductsRepository>;
