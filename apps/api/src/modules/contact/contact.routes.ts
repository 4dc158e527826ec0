import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_SUCCESS_MESSAGE } from '@shop/shared/contact.messages';
import { sendListPage } from '../../lib/list-page';
import { operations } from '../../lib/operations';
import { adminsOnly } from '../../lib/guards';
import type { ContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, { service }) => {
  app.post(
    '/contact',
    {
      onRequest: app.rateLimit({ max: 5, timeWindow: '10 minutes', keyGenerator: (request) => `contact:${request.ip}` }),
      schema: operations.sendContactMessage,
    },
    async (request, reply) => {
      await service.send(request.body);
      return reply.code(201).send({ message: CONTACT_SUCCESS_MESSAGE });
    },
  );

  app.get('/contact/messages', adminsOnly({ schema: operations.listContactMessages }), async (request, reply) => {
    const { messages, total, unread } = await service.list(request.query.page, request.query.limit);
    return sendListPage(reply, total, { messages, unread });
  });

  app.patch('/contact/messages/:id/read', adminsOnly({ schema: operations.markContactMessageRead }), async (request) =>
    service.markRead(request.params.id),
  );
};
