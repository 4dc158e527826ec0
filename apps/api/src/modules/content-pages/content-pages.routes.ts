import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminsOnly, currentUser } from '../../lib/guards';
import { operations } from '../../lib/operations';
import type { ContentPagesService } from './content-pages.service';

/** The shop's Markdown pages, under /api/pages: a published page for anyone; the staff's list, editor, preview and versions. */
export const contentPagesRoutes: FastifyPluginAsyncZod<{ service: ContentPagesService }> = async (app, { service }) => {
  app.get('/', adminsOnly({ schema: operations.listContentPages }), async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.list()),
  );

  app.post('/', adminsOnly({ schema: operations.createContentPage }), async (request, reply) =>
    reply.code(201).send(await service.create(currentUser(request), request.body)),
  );

  // The editor asks as the owner types (debounced): bounded, though it only renders.
  app.post(
    '/preview',
    adminsOnly({
      onRequest: app.rateLimit({ max: 240, timeWindow: '1 minute', keyGenerator: (request) => `page-preview:${request.ip}` }),
      schema: operations.previewContentPage,
    }),
    async (request, reply) => reply.header('Cache-Control', 'no-store').send(service.preview(request.body.markdown)),
  );

  // Revalidated on every read, so an edit shows at once; the server render reads it in process.
  app.get('/:handle', { schema: operations.getContentPage }, async (request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(await service.show(request.params.handle, request.query.lang)),
  );

  app.put('/:handle', adminsOnly({ schema: operations.updateContentPage }), async (request) =>
    service.update(currentUser(request), request.params.handle, request.body),
  );

  app.put('/:handle/translations', adminsOnly({ schema: operations.translateContentPage }), async (request) =>
    service.translate(currentUser(request), request.params.handle, request.body),
  );

  app.delete('/:handle', adminsOnly({ schema: operations.deleteContentPage }), async (request) =>
    service.remove(currentUser(request), request.params.handle),
  );

  app.get('/:handle/versions', adminsOnly({ schema: operations.getManagedContentPage }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.get(request.params.handle)),
  );

  app.get('/:handle/versions/:number', adminsOnly({ schema: operations.getContentPageVersion }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.version(request.params.handle, request.params.number)),
  );

  app.post('/:handle/versions/:number/restore', adminsOnly({ schema: operations.restoreContentPageVersion }), async (request) =>
    service.restore(currentUser(request), request.params.handle, request.params.number),
  );
};
