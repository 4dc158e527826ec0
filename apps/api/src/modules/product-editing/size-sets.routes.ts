import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser } from '../../lib/guards';
import type { SizeSetsService } from './size-sets.service';

/** The shop's size sets under /api/size-sets: the storefront's list, then the admin's. */
export const sizeSetsRoutes: FastifyPluginAsyncZod<{ service: SizeSetsService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      onRequest: app.rateLimit({ max: 300, timeWindow: '1 minute', keyGenerator: (request) => `size-sets:${request.ip}` }),
      schema: operations.listSizeSets,
    },
    async (_request, reply) =>
      // Short, so that a change shows soon: the list is small and cheap to send again.
      reply.header('Cache-Control', 'public, max-age=60').send({ sizeSets: await service.list() }),
  );

  app.get('/manage', adminsOnly({ schema: operations.listManagedSizeSets }), async () => ({ sizeSets: await service.listManaged() }));

  app.post('/', adminsOnly({ schema: operations.createSizeSet }), async (request, reply) => {
    const sizeSet = await service.create(currentUser(request), request.body);
    return reply.code(201).send({ message: 'Size set added.', sizeSet });
  });

  app.patch('/:id', adminsOnly({ schema: operations.updateSizeSet }), async (request) => ({
    message: 'Size set updated.',
    sizeSet: await service.update(currentUser(request), request.params.id, request.body),
  }));

  app.put('/order', adminsOnly({ schema: operations.reorderSizeSets }), async (request) => ({
    sizeSets: await service.reorder(currentUser(request), request.body.ids),
  }));

  app.delete('/:id', adminsOnly({ schema: operations.deleteSizeSet }), async (request) => ({
    message: await service.remove(currentUser(request), request.params.id, request.query.moveTo),
  }));
};
