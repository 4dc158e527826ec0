import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_IMPORT_MAX_CHARS } from '@shop/shared/product-csv';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser } from '../../lib/guards';
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
  app.get('/manage', adminsOnly({ schema: operations.listManagedProducts }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.list(request.query)),
  );

  app.get('/sales/:id', adminsOnly({ schema: operations.getProductSales }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ sales: await service.sales(request.params.id) }),
  );

  app.get('/export.csv', adminsOnly({ schema: operations.exportProductsCsv }), async (_request, reply) => {
    const csv = await service.exportCsv();
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="products-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .serializer((payload: unknown) => payload as string)
      .send(csv);
  });

  app.post('/import', adminsOnly({ bodyLimit: IMPORT_BODY_LIMIT, schema: operations.importProductsCsv }), async (request, reply) => {
    const { dryRun } = request.query;
    const answer = await service.importCsv(currentUser(request), request.body.csv, { dryRun });
    return reply.code(dryRun ? 200 : 201).send(answer);
  });
};
