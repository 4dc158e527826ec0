import type { VariantDemand } from '@shop/shared/waitlist.schema';
import { DEFAULT_MANAGE_PRODUCT_SORT } from '@shop/shared/product-admin.schema';
import type {
  ManageProductsQueryParsed,
  ManageProductsResponse,
  ImportRow,
  ProductImportResponse,
  VariantSales,
} from '@shop/shared/product-admin.schema';
import { productsToCsv, readProductCsv } from '@shop/shared/product-csv';
import { badRequest, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../lib/guards';
import type { ManageProductsRepository } from './manage-products.repository';
import { toProduct, toProductCard } from '../catalogue';
import type { ProductEditingService } from './product-editing.service';

export interface ManageProductsServiceDeps {
  repository: ManageProductsRepository;
  /** Writes the imported products as the product form's own adds do. */
  products: Pick<ProductEditingService, 'createMany' | 'newCategories' | 'newColorsAndSizes' | 'takenByOthers'>;
  /** A tracked variant with this many or fewer in stock is low. */
  lowStockThreshold: number;
  /** How many shoppers wait for each variant of a product (the waiting lists). */
  demandFor: (productId: string) => Promise<VariantDemand[]>;
}

const products = (count: number) => `${count} product${count === 1 ? '' : 's'}`;
const rows = (count: number) => `${count} row${count === 1 ? '' : 's'}`;

/** What only an admin sees of the catalogue: Manage Products, the units sold per variant, and the CSV export and import. */
export function createManageProductsService({ repository, products: writer, lowStockThreshold, demandFor }: ManageProductsServiceDeps) {
  /** An imported product whose handle or SKU a product of the shop has is wrong, named by its row and column. */
  async function markTaken(rows: ImportRow[]): Promise<void> {
    const valid = rows.flatMap((row) => (row.product ? [row.product] : []));
    const taken = await writer.takenByOthers(valid);
    for (const row of rows) {
      const product = row.product;
      if (!product) continue;
      if (product.handle && taken.handles.has(product.handle))
        row.errors.push({ field: 'Handle', message: `Row ${row.row}, Handle: a product of the shop has the handle '${product.handle}'` });
      for (const line of product.variants ?? [])
        if (line.sku && taken.skus.has(line.sku))
          row.errors.push({
            field: 'Variant SKU',
            message: `Variant SKU of ${line.color}/${line.size}: a product of the shop has the SKU ${line.sku}`,
          });
      if (row.errors.length) row.product = null;
    }
  }

  return {
    async list(query: ManageProductsQueryParsed): Promise<ManageProductsResponse> {
      const {
        rows: found,
        total,
        categories,
      } = await repository.page(
        { search: query.search, category: query.category, lowStockAt: query.lowStock ? lowStockThreshold : undefined },
        query.sort ?? DEFAULT_MANAGE_PRODUCT_SORT,
        lowStockThreshold,
        { offset: (query.page - 1) * query.limit, limit: query.limit },
      );
      return {
        products: found.map((row) => ({ ...toProductCard(row), totalStock: row.totalStock, lowStock: row.lowStock })),
        totalProducts: total,
        totalPages: Math.ceil(total / query.limit),
        page: query.page,
        limit: query.limit,
        lowStockThreshold,
        categories,
      };
    },

    /** Units sold of each variant, and how many shoppers wait for each one that is sold out. */
    async sales(productId: string): Promise<{ sales: VariantSales[]; waiting: VariantDemand[] }> {
      const [live, sales, waiting] = await Promise.all([repository.isLive(productId), repository.sales(productId), demandFor(productId)]);
      if (!live) throw notFound('Product not found.');
      return { sales, waiting };
    },

    /** Every live product as CSV (a row per variant), oldest first, so that an import of the file adds them in the same order. */
    async exportCsv(): Promise<string> {
      return productsToCsv((await repository.all()).map(toProduct));
    },

    /**
     * Reads a CSV of products: each row's product or its errors. A dry run only answers that
     * preview; otherwise every row is added, or none when any row is wrong.
     */
    async importCsv(actor: AuthUser, csv: string, { dryRun }: { dryRun: boolean }): Promise<ProductImportResponse> {
      const file = readProductCsv(csv);
      if (!file.ok) throw badRequest(file.message, [{ path: 'csv', message: file.message }]);
      await markTaken(file.rows);
      const wrong = file.rows.filter((row) => row.errors.length > 0);
      const valid = file.rows.flatMap((row) => (row.product ? [row.product] : []));
      const newCategories = await writer.newCategories(valid);
      const { newColors, newSizes } = await writer.newColorsAndSizes(valid);
      if (dryRun) {
        return {
          newCategories,
          newColors,
          newSizes,
          message: wrong.length
            ? `${rows(wrong.length)} of ${file.rows.length} ${wrong.length === 1 ? 'has' : 'have'} errors.`
            : `${products(file.rows.length)} ready to import.`,
          dryRun,
          rows: file.rows,
          created: 0,
        };
      }
      if (wrong.length) {
        throw badRequest(
          `Nothing was imported: ${rows(wrong.length)} ${wrong.length === 1 ? 'has' : 'have'} errors.`,
          wrong.flatMap((row) =>
            row.errors.map((error) => ({
              path: `rows.${row.row}${error.field ? `.${error.field}` : ''}`,
              message: `Row ${row.row}: ${error.message}`,
            })),
          ),
        );
      }
      const ids = await writer.createMany(actor, valid);
      return {
        message: `${products(ids.length)} imported.`,
        dryRun,
        rows: file.rows,
        created: ids.length,
        newCategories,
        newColors,
        newSizes,
      };
    },
  };
}

export type ManageProductsService = ReturnType<typeof createManageProductsService>;
