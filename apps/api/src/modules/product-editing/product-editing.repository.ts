import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { withTransactions, type Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { orderLines, products, productVariants, uploads, type ImageWidth } from '../../db/schema/index';
import { catalogueQueries, type VariantRow } from '../catalogue';
import { categoryQueries } from './categories.repository';
import { colorQueries } from './colors.repository';
import { sizeSetQueries } from './size-sets.repository';
import type { VariantFactsWrite } from './variant-facts';

export type { VariantRow };

/** Product editing's queries, on the database or on a transaction: what it writes, and the catalogue's reads of what it wrote. */
function editingQueries(db: Db) {
  const { findById, listByIds } = catalogueQueries(db);
  const { missingHandles: missingCategories, insert: insertCategories } = categoryQueries(db);
  const { missingHandles: missingColors, insert: insertColors } = colorQueries(db);
  const { list: sizeSets, appendSizes } = sizeSetQueries(db);
  return {
    findById,
    listByIds,
    missingCategories,
    insertCategories,
    missingColors,
    insertColors,
    sizeSets,
    appendSizes,

    /** The stored widths of an uploaded image, by its stored base name. */
    async uploadRenditions(name: string): Promise<ImageWidth[] | undefined> {
      const [row] = await rowsOf<{ renditions: ImageWidth[] }>(db, sql`select renditions from uploads where name = ${name} limit 1`);
      return row?.renditions;
    },

    /** The stored widths of several uploaded images at once, by stored base name (unknown names are left out). */
    async uploadRenditionsByName(names: string[]): Promise<Map<string, ImageWidth[]>> {
      if (names.length === 0) return new Map();
      const rows = await db
        .select({ name: uploads.name, renditions: uploads.renditions })
        .from(uploads)
        .where(inArray(uploads.name, [...new Set(names)]));
      return new Map(rows.map((row) => [row.name, row.renditions]));
    },

    async insert(values: typeof products.$inferInsert): Promise<string> {
      const [row] = await db.insert(products).values(values).returning({ id: products.id });
      return row!.id;
    },

    async update(id: string, values: Partial<typeof products.$inferInsert>): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(products.id, id), isNull(products.archivedAt)))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** Several products (a bulk import, ids chosen by the caller), a few hundred a statement to stay under PostgreSQL's 65,535 parameters. */
    async insertMany(values: (typeof products.$inferInsert & { id: string })[]): Promise<void> {
      for (let start = 0; start < values.length; start += 500) {
        await db.insert(products).values(values.slice(start, start + 500));
      }
    },

    /**
     * The stock of these products' variants (the database keeps a row for every colour x size):
     * the lines given (a null stock leaves that variant uncounted), and 0 for every other variant
     * of the same products, or, with `othersKept`, their own (a stock-only change must not undo a
     * sale made since the product was read). One statement however many lines: the columns travel as arrays.
     */
    async setStock(productIds: string[], lines: (VariantRow & { productId: string })[], { othersKept = false } = {}): Promise<void> {
      if (productIds.length === 0) return;
      await db.execute(sql`with given(product_id, color, size, stock) as (
          select * from unnest(${sql.param(lines.map((line) => line.productId))}::uuid[], ${sql.param(lines.map((line) => line.color))}::text[],
            ${sql.param(lines.map((line) => line.size))}::text[], ${sql.param(lines.map((line) => line.stock))}::int[]))
        update ${productVariants} v set stock = case when g.product_id is null then 0 else g.stock end
        from ${productVariants} w left join given g on g.product_id = w.product_id and g.color = w.color and g.size = w.size
        where v.product_id = any(${sql.param(productIds)}::uuid[])
          and w.product_id = v.product_id and w.color = v.color and w.size = v.size
          ${othersKept ? sql`and g.product_id is not null` : sql``}`);
    },

    /** Writes the facts of these variants of several products at once; an empty SKU becomes the default one. */
    async setVariantFacts(lines: (VariantFactsWrite & { productId: string })[]): Promise<void> {
      if (lines.length === 0) return;
      const column = <T>(pick: (line: VariantFactsWrite & { productId: string }) => T) => sql.param(lines.map(pick));
      await db.execute(sql`update ${productVariants} v set sku = s.sku, barcode = s.barcode, weight_grams = s.weight_grams,
          price_cents = s.price_cents, compare_at_cents = s.compare_at_cents
        from unnest(${column((line) => line.productId)}::uuid[], ${column((line) => line.color)}::text[], ${column((line) => line.size)}::text[],
          ${column((line) => line.sku)}::text[], ${column((line) => line.barcode)}::text[], ${column((line) => line.weightGrams)}::int[],
          ${column((line) => line.priceCents)}::int[], ${column((line) => line.compareAtCents)}::int[])
          as s(product_id, color, size, sku, barcode, weight_grams, price_cents, compare_at_cents)
        where v.product_id = s.product_id and v.color = s.color and v.size = s.size`);
    },

    /** Which of these handles products (archived ones too) already have. */
    async handlesTaken(handles: string[]): Promise<string[]> {
      if (handles.length === 0) return [];
      const rows = await db.select({ handle: products.handle }).from(products).where(inArray(products.handle, handles));
      return rows.map((row) => row.handle);
    },

    /** Which of these SKUs a variant of another product (than `productId`, when given) already has. */
    async skusTaken(skus: string[], productId?: string): Promise<string[]> {
      if (skus.length === 0) return [];
      const rows = await db
        .select({ sku: productVariants.sku })
        .from(productVariants)
        .where(and(inArray(productVariants.sku, skus), productId ? ne(productVariants.productId, productId) : undefined));
      return rows.map((row) => row.sku);
    },

    async isInAnyOrder(id: string): Promise<boolean> {
      const [row] = await db.select({ value: count() }).from(orderLines).where(eq(orderLines.productId, id));
      return (row?.value ?? 0) > 0;
    },

    async archive(id: string): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ archivedAt: new Date() })
        .where(and(eq(products.id, id), isNull(products.archivedAt)))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db
        .delete(products)
        .where(and(eq(products.id, id), isNull(products.archivedAt)))
        .returning({ id: products.id });
      return rows.length > 0;
    },
  };
}

export type ProductEditingQueries = ReturnType<typeof editingQueries>;

export function createProductEditingRepository(db: Db) {
  return withTransactions(db, editingQueries);
}

export type ProductEditingRepository = ReturnType<typeof createProductEditingRepository>;
