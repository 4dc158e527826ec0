import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { currentUser, signedInOnly } from '../../lib/guards';
import type { BagService } from './bag.service';

/** The signed-in shopper's bag, the same on every device. */
export const bagRoutes: FastifyPluginAsyncZod<{ service: BagService }> = async (app, { service }) => {
  app.get('/', signedInOnly({ schema: operations.getBag }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.get(currentUser(request).id, request.query.lang)),
  );

  app.put('/', signedInOnly({ schema: operations.replaceBag }), async (request) =>
    service.replace(currentUser(request).id, request.body.products, request.query.lang),
  );

  app.post('/merge', signedInOnly({ schema: operations.mergeBag }), async (request) =>
    service.merge(currentUser(request).id, request.body.products, request.query.lang),
  );
};
