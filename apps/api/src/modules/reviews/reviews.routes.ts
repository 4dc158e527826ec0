import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shop/shared/common.schema';
import {
  PostReviewResponseSchema,
  PostReviewSchema,
  TotalReviewsResponseSchema,
  UserReviewsResponseSchema,
} from '@shop/shared/review.schema';
import { errorAnswers, PUBLIC } from '../../lib/openapi';
import { currentUser, signedInOnly } from '../auth/guards';
import type { ReviewsService } from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod<{ service: ReviewsService }> = async (app, { service }) => {
  app.post(
    '/post-review',
    signedInOnly({
      schema: {
        tags: ['reviews'],
        summary: 'Post (or replace) your review of a product',
        operationId: 'postReview',
        body: PostReviewSchema,
        response: { 200: PostReviewResponseSchema, ...errorAnswers(400, 403, 404) },
      },
    }),
    async (request) => ({ message: 'Comment posted successfully!', review: await service.post(currentUser(request), request.body) }),
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

  app.get(
    '/:id',
    signedInOnly({
      schema: {
        tags: ['reviews'],
        summary: "A user's reviews, newest first (the user or an admin)",
        operationId: 'listUserReviews',
        params: IdParamsSchema,
        response: { 200: UserReviewsResponseSchema, ...errorAnswers(400, 403) },
      },
    }),
    async (request, reply) => {
      const reviews = await service.byUser(currentUser(request), request.params.id);
      return reply.header('Cache-Control', 'no-store').send({ reviews });
    },
  );
};
