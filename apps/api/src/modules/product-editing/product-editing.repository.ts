import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { withTransactions, type Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { orderLines, products, productVariants, uploads, type ImageWidth } from '../../db/schema/index';
import { catalogueQueries, type VariantRow } from '../catalogue';
import { categoryQueries } from './categories.repository';

export type { VariantRow };

/** Product editing's queries, on the database or on a transaction: what it writes, and the catalogue's reads of what it wrote. */
function editingQueries(db: Db) {
  const { findById, listByIds } = catalogueQueries(db);
  const { missingHandles: missingCategories, insert: insertCategories } = categoryQueries(db);
  return {
    findById,
    listByIds,
    missingCategories,
    insertCategories,

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

    /** Stock lines of several new products in one statement, however many: the columns travel as four arrays. */
    async insertVariants(lines: (VariantRow & { productId: string })[]): Promise<void> {
      if (lines.length === 0) return;
      await db.execute(sql`insert into ${productVariants} (product_id, color, size, stock)
        select * from unnest(${sql.param(lines.map((line) => line.productId))}::uuid[], ${sql.param(lines.map((line) => line.color))}::text[],
          ${sql.param(lines.map((line) => line.size))}::text[], ${sql.param(lines.map((line) => line.stock))}::int[])`);
    },

    async replaceVariants(productId: string, variants: VariantRow[]): Promise<void> {
      await db.delete(productVariants).where(eq(productVariants.productId, productId));
      if (variants.length) await db.insert(productVariants).values(variants.map((variant) => ({ ...variant, productId })));
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
