import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser } from '../../lib/guards';
import type { CategoriesService } from './categories.service';

/** The shop's categories under /api/categories: the storefront's list, then the admin's. */
export const categoriesRoutes: FastifyPluginAsyncZod<{ service: CategoriesService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      onRequest: app.rateLimit({ max: 300, timeWindow: '1 minute', keyGenerator: (request) => `categories:${request.ip}` }),
      schema: operations.listCategories,
    },
    async (request, reply) =>
      // Short, so that a change shows soon: the list is small and cheap to send again.
      reply.header('Cache-Control', 'public, max-age=60').send({ categories: await service.listVisible(request.query.lang) }),
  );

  app.get('/manage', adminsOnly({ schema: operations.listManagedCategories }), async () => ({
    categories: await service.listManaged(),
  }));

  app.get(
    '/handle/:handle',
    {
      onRequest: app.rateLimit({ max: 300, timeWindow: '1 minute', keyGenerator: (request) => `categories:${request.ip}` }),
      schema: operations.getCategory,
    },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=60')
        .send({ category: await service.visibleByHandle(request.params.handle, request.query.lang) }),
  );

  app.post('/', adminsOnly({ schema: operations.createCategory }), async (request, reply) => {
    const category = await service.create(currentUser(request), request.body);
    return reply.code(201).send({ message: 'Category added.', category });
  });

  app.patch('/:id', adminsOnly({ schema: operations.updateCategory }), async (request) => ({
    message: 'Category updated.',
    category: await service.update(currentUser(request), request.params.id, request.body),
  }));

  app.put('/:id/translations', adminsOnly({ schema: operations.translateCategory }), async (request) => ({
    message: 'Translation saved.',
    category: await service.translate(currentUser(request), request.params.id, request.body),
  }));

  app.put('/order', adminsOnly({ schema: operations.reorderCategories }), async (request) => ({
    categories: await service.reorder(currentUser(request), request.body.ids),
  }));

  app.delete('/:id', adminsOnly({ schema: operations.deleteCategory }), async (request) => ({
    message: await service.remove(currentUser(request), request.params.id, request.query.moveTo),
  }));
};
