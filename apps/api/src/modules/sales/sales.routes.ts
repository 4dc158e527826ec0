import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser } from '../../lib/guards';
import type { SalesService } from './sales.service';

/** The admin's automatic sales, under /api/sales. */
export const salesRoutes: FastifyPluginAsyncZod<{ service: SalesService }> = async (app, { service }) => {
  app.get('/', adminsOnly({ schema: operations.listSales }), async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ sales: await service.list() }),
  );

  app.post('/', adminsOnly({ schema: operations.createSale }), async (request, reply) =>
    reply.code(201).send(await service.create(currentUser(request), request.body)),
  );

  app.patch('/:id', adminsOnly({ schema: operations.updateSale }), async (request) =>
    service.update(currentUser(request), request.params.id, request.body),
  );

  app.delete('/:id', adminsOnly({ schema: operations.deleteSale }), async (request) =>
    service.remove(currentUser(request), request.params.id),
  );
};
