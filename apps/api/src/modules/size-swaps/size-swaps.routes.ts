import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminsOnly } from '../../lib/guards';
import { operations } from '../../lib/operations';
import type { SizeSwapsService } from './size-swaps.service';

/**
 * A product's fit from its swaps, under /api/products: apart from the product's own answer, which
 * the catalogue keeps per catalogue version (exchanges do not change that version). Swaps move
 * slowly: caches may keep the answer a few minutes.
 */
export const productFitRoutes: FastifyPluginAsyncZod<{ service: SizeSwapsService }> = async (app, { service }) => {
  app.get('/:id/fit', { schema: operations.getProductFit }, async (request, reply) =>
    reply.header('Cache-Control', 'public, max-age=300').send(await service.productFit(request.params.id)),
  );
};

/** The admin's 'Sizes most often swapped', under /api/stats. */
export const sizeSwapsRoutes: FastifyPluginAsyncZod<{ service: SizeSwapsService }> = async (app, { service }) => {
  app.get('/size-swaps', adminsOnly({ schema: operations.listSizeSwaps }), async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.mostSwapped()),
  );
};
