import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConcurrencyLimit } from '../../lib/concurrency-limit';
import { operations } from '../../lib/operations';
import { matchesEtag, type CatalogueAnswer } from './answer-cache';
import type { CatalogueService } from './catalogue.service';

// Catalogue reads must show an admin's change at once (price, stock, deletion), so caches
// revalidate every time: with the answer's ETag, an unchanged answer is a 304 without a body.
// No max-age, either, for a sale's start or end: an answer shows the sale prices of that moment,
// and the next request after a start or end gets the new prices (and a new ETag).
const PUBLIC_CACHE = 'no-cache';

export interface CatalogueRoutesOptions {
  service: CatalogueService;
  /** Lists and searches running at once (the costly reads); the rest wait briefly or get 503. */
  catalogueLimit: ConcurrencyLimit;
}

/** Sends a kept answer's bytes as they are (no serialiser runs), or 304 when the client holds them. */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CatalogueAnswer) {
  reply.header('Cache-Control', PUBLIC_CACHE).header('ETag', answer.etag);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
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
    async (request, reply) => sendAnswer(request, reply, await service.listAnswer(request.query, (work) => catalogueLimit.run(work))),
  );

  app.get('/related/:id', { schema: operations.listRelatedProducts }, async (request, reply) =>
    reply.header('Cache-Control', PUBLIC_CACHE).send({ products: await service.related(request.params.id, request.query) }),
  );

  app.get('/:id', { schema: operations.getProduct }, async (request, reply) =>
    sendAnswer(request, reply, await service.detailAnswer(request.params.id, request.query)),
  );
};
