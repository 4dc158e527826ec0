import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@shop/shared/common.schema';
import { CONTACT_SUCCESS_MESSAGE } from '@shop/shared/contact.messages';
import { ContactMessageSchema } from '@shop/shared/contact.schema';
import { errorAnswers, PUBLIC } from '../../lib/openapi';
import type { ContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, { service }) => {
  app.post(
    '/contact',
    {
      preHandler: app.rateLimit({ max: 5, timeWindow: '10 minutes' }),
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop',
        operationId: 'sendContactMessage',
        security: PUBLIC,
        body: ContactMessageSchema,
        response: { 201: MessageResponseSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      await service.send(request.body);
      return reply.code(201).send({ message: CONTACT_SUCCESS_MESSAGE });
    },
  );
};
