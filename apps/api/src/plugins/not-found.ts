import type { FastifyInstance } from 'fastify';

/** JSON 404 for unknown API paths; the web app's pages for page paths (404 when unknown). Rate-limited. */
export function registerNotFound(app: FastifyInstance) {
  // NOTE: a not-found handler takes no onRequest hook of its own; an app-wide one limits it
  // before any body is read, as every other limit is.
  const limit = app.rateLimit({ max: 300, timeWindow: '1 minute', keyGenerator: (request) => `not-found:${request.ip}` });
  app.addHook('onRequest', async function (request, reply) {
    if (request.is404) await limit.call(this, request, reply);
  });
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api') && !request.url.startsWith('/uploads/');
    if (isPage && app.sendPage) return app.sendPage(request, reply);
    return reply.code(404).send({ message: `No such path: ${request.method} ${request.url.split('?')[0]}` });
  });
}
