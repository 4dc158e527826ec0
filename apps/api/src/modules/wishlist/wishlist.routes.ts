import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { currentUser, signedInOnly } from '../../lib/guards';
import type { WishlistService } from './wishlist.service';
import type { WishlistAlertsService } from './wishlist-alerts';

/** The signed-in shopper's wishlist, the same on every device; and a guest's, shown from what their browser keeps. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ service: WishlistService; alerts: WishlistAlertsService }> = async (
  app,
  { service, alerts },
) => {
  app.get('/', signedInOnly({ schema: operations.getWishlist }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.get(currentUser(request).id, request.query)),
  );

  app.post('/items', signedInOnly({ schema: operations.addWishlistItem }), async (request) =>
    service.add(currentUser(request).id, request.body, request.query),
  );

  app.delete('/items/:id', signedInOnly({ schema: operations.removeWishlistItem }), async (request) =>
    service.remove(currentUser(request).id, request.params.id, request.query),
  );

  app.get('/alerts', signedInOnly({ schema: operations.getWishlistAlerts }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await alerts.status(currentUser(request).id, request.query.lang)),
  );

  app.put('/alerts', signedInOnly({ schema: operations.setWishlistAlerts }), async (request) =>
    alerts.set(currentUser(request).id, request.body.on, request.query.lang),
  );

  // No account: the browser's lines shown as the shop sells them today, rate-limited as the catalogue is.
  app.post(
    '/preview',
    {
      onRequest: app.rateLimit({
        max: app.config.catalogue.rateLimitPerMinute,
        timeWindow: '1 minute',
        keyGenerator: (request) => `catalogue:${request.ip}`,
      }),
      schema: operations.previewWishlist,
    },
    async (request, reply) => reply.header('Cache-Control', 'no-store').send(await service.preview(request.body.items, request.query)),
  );

  app.post('/merge', signedInOnly({ schema: operations.mergeWishlist }), async (request) =>
    service.merge(currentUser(request).id, request.body.items, request.query),
  );
};
