import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser } from '../../lib/guards';
import type { DiscountsService } from './discounts.service';

/** The admin's discount codes, under /api/discounts. */
export const discountsRoutes: FastifyPluginAsyncZod<{ service: DiscountsService }> = async (app, { service }) => {
  app.get('/', adminsOnly({ schema: operations.listDiscounts }), async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ discounts: await service.list() }),
  );

  app.post('/', adminsOnly({ schema: operations.createDiscount }), async (request, reply) =>
    reply.code(201).send(await service.create(currentUser(request), request.body)),
  );

  app.patch('/:id', adminsOnly({ schema: operations.updateDiscount }), async (request) =>
    service.update(currentUser(request), request.params.id, request.body),
  );

  app.delete('/:id', adminsOnly({ schema: operations.deleteDiscount }), async (request) =>
    service.remove(currentUser(request), request.params.id),
  );
};
