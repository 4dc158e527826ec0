import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser } from '../../lib/guards';
import type { ColorsService } from './colors.service';

/** The shop's colours under /api/colors: the storefront's list, then the admin's. */
export const colorsRoutes: FastifyPluginAsyncZod<{ service: ColorsService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      onRequest: app.rateLimit({ max: 300, timeWindow: '1 minute', keyGenerator: (request) => `colors:${request.ip}` }),
      schema: operations.listColors,
    },
    async (request, reply) =>
      // Short, so that a change shows soon: the list is small and cheap to send again.
      reply.header('Cache-Control', 'public, max-age=60').send({ colors: await service.list(request.query.lang) }),
  );

  app.get('/manage', adminsOnly({ schema: operations.listManagedColors }), async () => ({ colors: await service.listManaged() }));

  app.post('/', adminsOnly({ schema: operations.createColor }), async (request, reply) => {
    const color = await service.create(currentUser(request), request.body);
    return reply.code(201).send({ message: 'Colour added.', color });
  });

  app.patch('/:id', adminsOnly({ schema: operations.updateColor }), async (request) => ({
    message: 'Colour updated.',
    color: await service.update(currentUser(request), request.params.id, request.body),
  }));

  app.put('/:id/translations', adminsOnly({ schema: operations.translateColor }), async (request) => ({
    message: 'Translation saved.',
    color: await service.translate(currentUser(request), request.params.id, request.body),
  }));

  app.put('/order', adminsOnly({ schema: operations.reorderColors }), async (request) => ({
    colors: await service.reorder(currentUser(request), request.body.ids),
  }));

  app.delete('/:id', adminsOnly({ schema: operations.deleteColor }), async (request) => ({
    message: await service.remove(currentUser(request), request.params.id, request.query.moveTo),
  }));
};
