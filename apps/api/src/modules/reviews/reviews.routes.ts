import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shop/shared/common.schema';
import {
  PostReviewResponseSchema,
  PostReviewSchema,
  TotalReviewsResponseSchema,
  UserReviewsResponseSchema,
} from '@shop/shared/review.schema';
import { forbidden, notFound } from '../../lib/http-errors';
import { currentUser, requireUser } from '../auth/guards';
import { createReviewsRepository, type ReviewRow } from './reviews.repository';

const toReview = (row: ReviewRow) => ({
  _id: row.id,
  comment: row.comment,
  rating: row.rating,
  userId: { _id: row.author.id, username: row.author.username, profileImage: row.author.profileImage },
  productId: row.productId,
  productName: row.productName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createReviewsRepository(app.database.db);

  app.post(
    '/post-review',
    {
      onRequest: requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Post (or replace) your review of a product',
        body: PostReviewSchema,
        response: { 200: PostReviewResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { productId, rating, comment, userId } = request.body;
      if (userId !== undefined && userId !== '' && userId !== user.id) throw forbidden('You can only post reviews as yourself.');
      if (!(await repository.productExists(productId))) throw notFound('Product not found.');
      const id = await repository.upsert({ userId: user.id, productId, rating, comment });
      const review = await repository.findById(id);
      return { message: 'Comment posted successfully!', review: toReview(review!) };
    },
  );

  app.get(
    '/total-reviews',
    { schema: { tags: ['reviews'], summary: 'How many reviews the shop has', response: { 200: TotalReviewsResponseSchema } } },
    async () => ({ totalReviews: await repository.total() }),
  );

  app.get(
    '/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['reviews'],
        summary: "A user's reviews, newest first (the user or an admin)",
        params: IdParamsSchema,
        response: { 200: UserReviewsResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      if (viewer.id !== request.params.id && viewer.role !== 'admin') throw forbidden();
      reply.header('Cache-Control', 'no-store');
      return { reviews: (await repository.byUser(request.params.id)).map(toReview) };
    },
  );
};
