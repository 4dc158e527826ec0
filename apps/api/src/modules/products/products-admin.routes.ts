import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@shop/shared/common.schema';
import {
  ManageProductsQuerySchema,
  ManageProductsResponseSchema,
  ProductImportBodySchema,
  ProductImportQuerySchema,
  ProductImportResponseSchema,
  ProductSalesResponseSchema,
} from '@shop/shared/product-admin.schema';
import { PRODUCT_IMPORT_MAX_CHARS } from '@shop/shared/product-csv';
import { errorAnswers } from '../../lib/openapi';
import { adminsOnly, currentUser } from '../auth/guards';
import type { ProductsAdminService } from './products-admin.service';

export interface ProductsAdminRoutesOptions {
  service: ProductsAdminService;
}

/** A CSV of PRODUCT_IMPORT_MAX_CHARS characters inside JSON: quotes and line breaks are escaped, a character may take 4 bytes. */
const IMPORT_BODY_LIMIT = PRODUCT_IMPORT_MAX_CHARS * 4 + 64 * 1024;

/**
 * The admin's product routes, under /api/products beside the catalogue's. Their paths are
 * static (`/manage`, `/export.csv`) or start with a static segment (`/sales/{id}`), so that they
 * never meet `/{id}`.
 */
export const productsAdminRoutes: FastifyPluginAsyncZod<ProductsAdminRoutesOptions> = async (app, { service }) => {
  app.get(
    '/manage',
    adminsOnly({
      schema: {
        tags: ['products'],
        summary: 'Manage Products: live products searched by name, by category and low stock, sorted and paged (admin)',
        operationId: 'listManagedProducts',
        querystring: ManageProductsQuerySchema,
        response: { 200: ManageProductsResponseSchema, ...errorAnswers(400) },
      },
    }),
    async (request, reply) => reply.header('Cache-Control', 'no-store').send(await service.list(request.query)),
  );

  app.get(
    '/sales/:id',
    adminsOnly({
      schema: {
        tags: ['products'],
        summary: "Units sold of each of a product's variants in paid orders, test orders left out (admin)",
        operationId: 'getProductSales',
        params: IdParamsSchema,
        response: { 200: ProductSalesResponseSchema, ...errorAnswers(400, 404) },
      },
    }),
    async (request, reply) => reply.header('Cache-Control', 'no-store').send({ sales: await service.sales(request.params.id) }),
  );

  app.get(
    '/export.csv',
    adminsOnly({
      schema: {
        tags: ['products'],
        summary: 'Every live product as a CSV file: name, category, colors, sizes, price, oldPrice, description, stock, finalSale (admin)',
        operationId: 'exportProductsCsv',
        response: {
          200: {
            description: 'The CSV file, with a header row; lists separated by |, stock as colour/size=units',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    }),
    async (_request, reply) => {
      const csv = await service.exportCsv();
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="products-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .serializer((payload: unknown) => payload as string)
        .send(csv);
    },
  );

  app.post(
    '/import',
    adminsOnly({
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['products'],
        summary: 'Import products from CSV: a preview of each row (dryRun, the default), or every row added at once, or none (admin)',
        operationId: 'importProductsCsv',
        querystring: ProductImportQuerySchema,
        body: ProductImportBodySchema,
        response: { 200: ProductImportResponseSchema, 201: ProductImportResponseSchema, ...errorAnswers(400, 413) },
      },
    }),
    async (request, reply) => {
      const { dryRun } = request.query;
      const answer = await service.importCsv(currentUser(request), request.body.csv, { dryRun });
      return reply.code(dryRun ? 200 : 201).send(answer);
    },
  );
};
