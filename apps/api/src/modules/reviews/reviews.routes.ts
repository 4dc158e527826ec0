import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageResponseSchema } from '@shop/shared/common.schema';
import {
  AllReviewsQuerySchema,
  AllReviewsResponseSchema,
  HelpfulVoteResponseSchema,
  PostReviewResponseSchema,
  PostReviewSchema,
  ReviewListQuerySchema,
  ReviewListResponseSchema,
  TotalReviewsResponseSchema,
  UpdateReviewSchema,
  UserReviewsQuerySchema,
  UserReviewsResponseSchema,
} from '@shop/shared/review.schema';
import { errorAnswers, PUBLIC } from '../../lib/openapi';
import { adminsOnly, currentUser, signedInOnly } from '../auth/guards';
import type { ReviewsService } from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod<{ service: ReviewsService }> = async (app, { service }) => {
  // What one account writes is limited: reviews and votes are what a spammer would flood.
  const byAccount = (request: FastifyRequest) => `reviews:${request.user?.id ?? request.ip}`;
  const writes = app.rateLimit({ max: 30, timeWindow: '10 minutes', keyGenerator: byAccount });
  const votes = app.rateLimit({ max: 60, timeWindow: '1 minute', keyGenerator: (request) => `votes:${byAccount(request)}` });

  app.get(
    '/',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's reviews, page by page, sorted and optionally verified buyers' only",
        description: 'With a session, each review also says whether the viewer found it helpful (`helpfulByMe`).',
        operationId: 'listProductReviews',
        security: PUBLIC,
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListResponseSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => reply.header('Cache-Control', 'no-store').send(await service.ofProduct(request.user, request.query)),
  );

  app.post(
    '/post-review',
    signedInOnly({
      onRequest: writes,
      schema: {
        tags: ['reviews'],
        summary: 'Post (or replace) your review of a product',
        operationId: 'postReview',
        body: PostReviewSchema,
        response: { 200: PostReviewResponseSchema, ...errorAnswers(400, 403, 404, 429) },
      },
    }),
    async (request) => ({ message: 'Comment posted successfully!', review: await service.post(currentUser(request), request.body) }),
  );

  app.get(
    '/all',
    adminsOnly({
      schema: {
        tags: ['reviews'],
        summary: 'Every review, newest first, page by page (admins: moderation)',
        operationId: 'listAllReviews',
        querystring: AllReviewsQuerySchema,
        response: { 200: AllReviewsResponseSchema, ...errorAnswers(400) },
      },
    }),
    async (request, reply) => reply.header('Cache-Control', 'no-store').send(await service.newest(request.query)),
  );

  app.patch(
    '/:id',
    signedInOnly({
      onRequest: writes,
      schema: {
        tags: ['reviews'],
        summary: 'Edit a review (its author or an admin)',
        operationId: 'updateReview',
        params: IdParamsSchema,
        body: UpdateReviewSchema,
        response: { 200: PostReviewResponseSchema, ...errorAnswers(400, 403, 404, 429) },
      },
    }),
    async (request) => ({
      message: 'Review updated.',
      review: await service.update(currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    signedInOnly({
      onRequest: writes,
      schema: {
        tags: ['reviews'],
        summary: 'Delete a review (its author, or an admin: audited)',
        operationId: 'deleteReview',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorAnswers(400, 403, 404, 429) },
      },
    }),
    async (request) => {
      await service.delete(currentUser(request), request.params.id);
      return { message: 'Review deleted.' };
    },
  );

  app.post(
    '/:id/helpful',
    signedInOnly({
      onRequest: votes,
      schema: {
        tags: ['reviews'],
        summary: "Find a review helpful, or take that vote back (not on one's own review)",
        operationId: 'toggleHelpfulVote',
        params: IdParamsSchema,
        response: { 200: HelpfulVoteResponseSchema, ...errorAnswers(400, 403, 404, 429) },
      },
    }),
    async (request) => service.toggleHelpful(currentUser(request), request.params.id),
  );

  app.get(
    '/total-reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'How many reviews the shop has',
        operationId: 'countReviews',
        security: PUBLIC,
        response: { 200: TotalReviewsResponseSchema },
      },
    },
    async () => ({ totalReviews: await service.total() }),
  );

  // NOTE: static paths win over `/:id`, and an id is a UUID, so 'mine' never names a user.
  app.get(
    '/mine',
    signedInOnly({
      schema: {
        tags: ['reviews'],
        summary: 'A page of your own reviews, newest first',
        description: 'The same answer as `GET /api/reviews/{id}` with your user id.',
        operationId: 'listMyReviews',
        querystring: UserReviewsQuerySchema,
        response: { 200: UserReviewsResponseSchema, ...errorAnswers(400) },
      },
    }),
    async (request, reply) => {
      const user = currentUser(request);
      return reply.header('Cache-Control', 'no-store').send(await service.byUser(user, user.id, request.query));
    },
  );

  app.get(
    '/:id',
    signedInOnly({
      schema: {
        tags: ['reviews'],
        summary: "A page of a user's reviews, newest first (the user or an admin)",
        operationId: 'listUserReviews',
        params: IdParamsSchema,
        querystring: UserReviewsQuerySchema,
        response: { 200: UserReviewsResponseSchema, ...errorAnswers(400, 403) },
      },
    }),
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send(await service.byUser(currentUser(request), request.params.id, request.query)),
  );
};
