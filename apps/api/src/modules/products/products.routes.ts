import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConcurrencyLimit } from '../../lib/concurrency-limit';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser } from '../../lib/guards';
import type { ProductsService } from './products.service';

// Catalogue reads must show an admin's change at once (price, stock, deletion), so caches
// revalidate every time; the browser's query cache already absorbs repeat reads.
const PUBLIC_CACHE = 'no-cache';

export interface ProductsRoutesOptions {
  service: ProductsService;
  /** Lists and searches running at once (the costly reads); the rest wait briefly or get 503. */
  catalogueLimit: ConcurrencyLimit;
}

export const productsRoutes: FastifyPluginAsyncZod<ProductsRoutesOptions> = async (app, { service, catalogueLimit }) => {
  app.get(
    '/',
    {
      onRequest: app.rateLimit({
        max: app.config.catalogue.rateLimitPerMinute,
        timeWindow: '1 minute',
        keyGenerator: (request) => `catalogue:${request.ip}`,
      }),
      schema: operations.listProducts,
    },
    async (request, reply) => reply.header('Cache-Control', PUBLIC_CACHE).send(await catalogueLimit.run(() => service.list(request.query))),
  );

  app.get('/related/:id', { schema: operations.listRelatedProducts }, async (request, reply) =>
    reply.header('Cache-Control', PUBLIC_CACHE).send({ products: await service.related(request.params.id) }),
  );

  app.get('/:id', { schema: operations.getProduct }, async (request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(await service.detail(request.params.id)),
  );

  app.post('/create-product', adminsOnly({ schema: operations.createProduct }), async (request, reply) => {
    const product = await service.create(currentUser(request), request.body);
    return reply.code(201).send({ message: 'Product added successfully', product });
  });

  app.patch('/update-product/:id', adminsOnly({ schema: operations.updateProduct }), async (request) => ({
    message: 'Product updated successfully',
    product: await service.update(currentUser(request), request.params.id, request.body),
  }));

  app.delete('/:id', adminsOnly({ schema: operations.deleteProduct }), async (request) => {
    await service.remove(currentUser(request), request.params.id);
    return { message: 'Product deleted successfully' };
  });
};
