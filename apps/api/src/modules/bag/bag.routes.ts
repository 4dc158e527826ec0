import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BagSchema, MergedBagSchema } from '@shop/shared/cart.schema';
import { errorAnswers } from '../../lib/openapi';
import { currentUser, signedInOnly } from '../auth/guards';
import type { BagService } from './bag.service';

/** The signed-in shopper's bag, the same on every device. */
export const bagRoutes: FastifyPluginAsyncZod<{ service: BagService }> = async (app, { service }) => {
  app.get(
    '/',
    signedInOnly({
      schema: {
        tags: ['bag'],
        summary: "The signed-in shopper's bag, with today's names and prices",
        operationId: 'getBag',
        response: { 200: MergedBagSchema },
      },
    }),
    async (request, reply) => reply.header('Cache-Control', 'no-store').send(await service.get(currentUser(request).id)),
  );

  app.put(
    '/',
    signedInOnly({
      schema: {
        tags: ['bag'],
        summary: "Replace the signed-in shopper's bag with the browser's",
        operationId: 'replaceBag',
        body: BagSchema,
        response: { 200: MergedBagSchema, ...errorAnswers(400) },
      },
    }),
    async (request) => service.replace(currentUser(request).id, request.body.products),
  );

  app.post(
    '/merge',
    signedInOnly({
      schema: {
        tags: ['bag'],
        summary: "At sign-in, add the browser's bag to the account's (quantities added and capped; lines no longer sold dropped)",
        operationId: 'mergeBag',
        body: BagSchema,
        response: { 200: MergedBagSchema, ...errorAnswers(400) },
      },
    }),
    async (request) => service.merge(currentUser(request).id, request.body.products),
  );
};
