import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { currentUser, signedInOnly } from '../../lib/guards';
import type { WishlistService } from './wishlist.service';

/** The signed-in shopper's wishlist, the same on every device. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ service: WishlistService }> = async (app, { service }) => {
  app.get('/', signedInOnly({ schema: operations.getWishlist }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.get(currentUser(request).id)),
  );

  app.post('/items', signedInOnly({ schema: operations.addWishlistItem }), async (request) =>
    service.add(currentUser(request).id, request.body),
  );

  app.delete('/items/:id', signedInOnly({ schema: operations.removeWishlistItem }), async (request) =>
    service.remove(currentUser(request).id, request.params.id),
  );

  app.post('/merge', signedInOnly({ schema: operations.mergeWishlist }), async (request) =>
    service.merge(currentUser(request).id, request.body.items),
  );
};
