import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConcurrencyLimit } from '../../lib/concurrency-limit';
import { operations } from '../../lib/operations';
import type { CatalogueService } from './catalogue.service';

// Catalogue reads must show an admin's change at once (price, stock, deletion), so caches
// revalidate every time; the browser's query cache already absorbs repeat reads.
const PUBLIC_CACHE = 'no-cache';

export interface CatalogueRoutesOptions {
  service: CatalogueService;
  /** Lists and searches running at once (the costly reads); the rest wait briefly or get 503. */
  catalogueLimit: ConcurrencyLimit;
}

/** The storefront's catalogue under /api/products: a page of products, a product, its related products. */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (app, { service, catalogueLimit }) => {
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
};
