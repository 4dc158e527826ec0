import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageResponseSchema } from '@shop/shared/common.schema';
import { CONTACT_SUCCESS_MESSAGE } from '@shop/shared/contact.messages';
import { ContactMessageSchema, ContactMessagesQuerySchema, InboxMessageSchema, InboxPageSchema } from '@shop/shared/contact.schema';
import { errorAnswers, PUBLIC } from '../../lib/openapi';
import { adminsOnly } from '../auth/guards';
import type { ContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, { service }) => {
  app.post(
    '/contact',
    {
      onRequest: app.rateLimit({ max: 5, timeWindow: '10 minutes', keyGenerator: (request) => `contact:${request.ip}` }),
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

  app.get(
    '/contact/messages',
    adminsOnly({
      schema: {
        tags: ['contact'],
        summary: 'The messages sent to the shop, newest first, with how many are unread (admin)',
        operationId: 'listContactMessages',
        querystring: ContactMessagesQuerySchema,
        response: { 200: InboxPageSchema, ...errorAnswers(400) },
      },
    }),
    async (request, reply) => {
      const { messages, total, unread } = await service.list(request.query.page, request.query.limit);
      return reply.header('X-Total-Count', String(total)).header('Cache-Control', 'no-store').send({ messages, unread });
    },
  );

  app.patch(
    '/contact/messages/:id/read',
    adminsOnly({
      schema: {
        tags: ['contact'],
        summary: 'Mark a message read; the first time it was read stays (admin)',
        operationId: 'markContactMessageRead',
        params: IdParamsSchema,
        response: { 200: InboxMessageSchema, ...errorAnswers(400, 404) },
      },
    }),
    async (request) => service.markRead(request.params.id),
  );
};
