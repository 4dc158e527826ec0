import type { FastifyInstance } from 'fastify';

/** JSON 404 for unknown API paths; the web app's pages for page paths (404 when unknown). Rate-limited. */
export function registerNotFound(app: FastifyInstance) {
  app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) }, (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api') && !request.url.startsWith('/uploads/');
    if (isPage && app.sendPage) return app.sendPage(request, reply);
    return reply.code(404).send({ message: `No such path: ${request.method} ${request.url.split('?')[0]}` });
  });
}
