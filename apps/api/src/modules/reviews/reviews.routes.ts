import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '@shop/shared/constants';
import { IdSchema } from '@shop/shared/common.schema';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser, signedInOnly } from '../../lib/guards';
import { readMultipartFile } from '../uploads';
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

  // Photos: multipart is parsed in this scope only, as for `POST /api/uploadImage`.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fileSize: MAX_UPLOAD_BYTES } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/:id/photos',
      signedInOnly({
        onRequest: app.rateLimit({ max: 30, timeWindow: '10 minutes', keyGenerator: (request) => `review-photos:${byAccount(request)}` }),
        // Who may add a photo is checked before the file is read (a malformed id is left to the validation's 400).
        preValidation: [
          async (request) => {
            const { id } = request.params as { id: string };
            if (IdSchema.safeParse(id).success) await service.checkMayAddPhoto(currentUser(request), id);
          },
          readMultipartFile,
        ],
        // base64 is 4/3 of the bytes, plus the data URL's header and the JSON around it.
        bodyLimit: Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024,
        schema: operations.addReviewPhoto,
      }),
      async (request, reply) =>
        reply.code(201).send({
          message: 'Photo added.',
          photo: await service.addPhoto(currentUser(request), request.params.id, request.body.image),
        }),
    );
  });

  app.delete('/:id/photos/:photoId', signedInOnly({ onRequest: writes, schema: operations.removeReviewPhoto }), async (request) => {
    await service.removePhoto(currentUser(request), request.params.id, request.params.photoId);
    return { message: 'Photo removed.' };
  });

  app.post('/:id/photos/:photoId/approve', adminsOnly({ schema: operations.approveReviewPhoto }), async (request) => ({
    message: 'Photo approved.',
    photo: await service.approvePhoto(currentUser(request), request.params.id, request.params.photoId),
  }));

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

/** A product's buyers' photos, under /api/products beside the catalogue's own routes. */
export const reviewGalleryRoutes: FastifyPluginAsyncZod<{ service: ReviewsService }> = async (app, { service }) => {
  app.get('/:id/review-photos', { schema: operations.listProductReviewPhotos }, async (request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(await service.gallery(request.params.id)),
  );
};
