import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_IMPORT_MAX_CHARS } from '@shop/shared/product-csv';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser } from '../../lib/guards';
import type { ManageProductsService } from './manage-products.service';
import type { ProductEditingService } from './product-editing.service';
import type { ProductTranslationsService } from './product-translations.service';

export interface ProductEditingRoutesOptions {
  /** Adding, editing and deleting products. */
  service: ProductEditingService;
  /** Manage Products, the units sold, the CSV export and import. */
  manage: ManageProductsService;
  /** A product's words in the shop's other languages. */
  translations: ProductTranslationsService;
}

/** A CSV of PRODUCT_IMPORT_MAX_CHARS characters inside JSON: quotes and line breaks are escaped, a character may take 4 bytes. */
const IMPORT_BODY_LIMIT = PRODUCT_IMPORT_MAX_CHARS * 4 + 64 * 1024;

/**
 * The admin's product routes, under /api/products beside the catalogue's reads: adding, editing
 * and deleting products and setting their stock, then Manage Products, the units sold and the
 * CSV export and import. Their GET paths are static (`/manage`, `/export.csv`) or start with a
 * static segment (`/sales/{id}`), so that they never meet the catalogue's `/{id}`.
 */
export const productEditingRoutes: FastifyPluginAsyncZod<ProductEditingRoutesOptions> = async (app, { service, manage, translations }) => {
  app.post('/create-product', adminsOnly({ schema: operations.createProduct }), async (request, reply) => {
    const product = await service.create(currentUser(request), request.body);
    return reply.code(201).send({ message: 'Product added successfully', product });
  });

  app.patch('/update-product/:id', adminsOnly({ schema: operations.updateProduct }), async (request) => ({
    message: 'Product updated successfully',
    product: await service.update(currentUser(request), request.params.id, request.body),
  }));

  app.patch('/:id/stock', adminsOnly({ schema: operations.setProductStock }), async (request) => ({
    message: 'Stock updated',
    product: await service.setStock(currentUser(request), request.params.id, request.body),
  }));

  app.get('/:id/translations', adminsOnly({ schema: operations.getProductTranslations }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await translations.list(request.params.id)),
  );

  app.put('/:id/translations', adminsOnly({ schema: operations.translateProduct }), async (request) =>
    translations.save(currentUser(request), request.params.id, request.body),
  );

  app.delete('/:id', adminsOnly({ schema: operations.deleteProduct }), async (request) => {
    await service.remove(currentUser(request), request.params.id);
    return { message: 'Product deleted successfully' };
  });

  app.get('/manage', adminsOnly({ schema: operations.listManagedProducts }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await manage.list(request.query)),
  );

  app.get('/sales/:id', adminsOnly({ schema: operations.getProductSales }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await manage.sales(request.params.id)),
  );

  app.get('/export.csv', adminsOnly({ schema: operations.exportProductsCsv }), async (_request, reply) => {
    const csv = await manage.exportCsv();
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
    const answer = await manage.importCsv(currentUser(request), request.body.csv, { dryRun });
    return reply.code(dryRun ? 200 : 201).send(answer);
  });
};
