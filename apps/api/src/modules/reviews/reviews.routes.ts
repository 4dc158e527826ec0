import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser, signedInOnly } from '../../lib/guards';
import type { ReviewsService } from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod<{ service: ReviewsService }> = async (app, { service }) => {
  // What one account writes is limited: reviews and votes are what a spammer would flood.
  const byAccount = (request: FastifyRequest) => `reviews:${request.user?.id ?? request.ip}`;
  const writes = app.rateLimit({ max: 30, timeWindow: '10 minutes', keyGenerator: byAccount });
  const votes = app.rateLimit({ max: 60, timeWindow: '1 minute', keyGenerator: (request) => `votes:${byAccount(request)}` });

  app.get('/', { schema: operations.listProductReviews }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.ofProduct(request.user, request.query)),
  );

  app.post('/post-review', signedInOnly({ onRequest: writes, schema: operations.postReview }), async (request) => ({
    message: 'Comment posted successfully!',
    review: await service.post(currentUser(request), request.body),
  }));

  app.get('/all', adminsOnly({ schema: operations.listAllReviews }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.newest(request.query)),
  );

  app.patch('/:id', signedInOnly({ onRequest: writes, schema: operations.updateReview }), async (request) => ({
    message: 'Review updated.',
    review: await service.update(currentUser(request), request.params.id, request.body),
  }));

  app.delete('/:id', signedInOnly({ onRequest: writes, schema: operations.deleteReview }), async (request) => {
    await service.delete(currentUser(request), request.params.id);
    return { message: 'Review deleted.' };
  });

  app.post('/:id/helpful', signedInOnly({ onRequest: votes, schema: operations.toggleHelpfulVote }), async (request) =>
    service.toggleHelpful(currentUser(request), request.params.id),
  );

  app.get('/total-reviews', { schema: operations.countReviews }, async () => ({ totalReviews: await service.total() }));

  // NOTE: static paths win over `/:id`, and an id is a UUID, so 'mine' never names a user.
  app.get('/mine', signedInOnly({ schema: operations.listMyReviews }), async (request, reply) => {
    const user = currentUser(request);
    return reply.header('Cache-Control', 'no-store').send(await service.byUser(user, user.id, request.query));
  });

  app.get('/:id', signedInOnly({ schema: operations.listUserReviews }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.byUser(currentUser(request), request.params.id, request.query)),
  );
};
