import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { isClientRoute } from '@shop/shared/routes';

/**
 * How the app's router matches paths, shared with the copy below so that both agree. A path
 * parameter may be as long as its schema allows: an email is up to 254 characters, more once
 * percent-encoded (find-my-way's default of 100 answered 'No such path' to longer ones).
 */
export const ROUTER_OPTIONS = { ignoreTrailingSlash: true, maxParamLength: 512 } as const;

/** The order in which an `Allow` header lists methods. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** What a page of the web app takes: it is read, never written to. */
const PAGE_METHODS = ['GET', 'HEAD'] as const;

/**
 * 405 with an `Allow` header for a known path called with a method it does not take: a route's
 * (the API, the feeds, the sitemap, the API's document, uploads) or a page's; a JSON 404 for an
 * unknown API or upload path, and any other method; the web app's pages for page paths (404 when
 * unknown). Rate-limited. Registered before any route (the API's document's too), so that it
 * sees each of them added.
 */
export function registerNotFound(app: FastifyInstance) {
  // NOTE: a not-found handler takes no onRequest hook of its own; an app-wide one limits it
  // before any body is read, as every other limit is.
  const limit = app.rateLimit({ max: 300, timeWindow: '1 minute', keyGenerator: (request) => `not-found:${request.ip}` });
  app.addHook('onRequest', async function (request, reply) {
    if (request.is404) await limit.call(this, request, reply);
  });

  // A copy of the app's routes, matched as its router matches them, to find the methods a path
  // takes. The pages' catch-all is left out: which paths are pages, the table of pages says.
  const apiRoutes = FindMyWay(ROUTER_OPTIONS);
  const apiMethods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    if (route.url === '/*') return;
    for (const method of [route.method].flat().map((name) => name.toUpperCase() as HTTPMethod)) {
      if (apiRoutes.hasRoute(method, route.url)) continue;
      apiRoutes.on(method, route.url, () => undefined);
      apiMethods.add(method);
    }
  });
  const allowedMethods = (path: string): readonly string[] => {
    const methods = [...apiMethods].filter((method) => apiRoutes.find(method, path) !== null);
    if (methods.length === 0 && !path.startsWith('/api/') && !path.startsWith('/uploads/') && isClientRoute(path)) return PAGE_METHODS;
    return methods.sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
  };

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && !path.startsWith('/uploads/');
    if (isPage && app.sendPage) return app.sendPage(request, reply);
    const allowed = allowedMethods(path);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ message: `${path} does not take ${request.method}: it takes ${allowed.join(', ')}.` });
    }
    return reply.code(404).send({ message: `No such path: ${request.method} ${path}` });
  });
}
