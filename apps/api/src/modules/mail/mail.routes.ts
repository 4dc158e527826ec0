import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageResponseSchema } from '@shop/shared/common.schema';
import { OutboxPageSchema, OutboxQuerySchema } from '@shop/shared/mail.schema';
import { errorAnswers } from '../../lib/openapi';
import { adminsOnly } from '../auth/guards';
import type { Mailer } from './mail.service';

/** The outbox as the admin sees it: what was sent, what waits, what failed and why. */
export const mailRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.get(
    '/outbox',
    adminsOnly({
      schema: {
        tags: ['mail'],
        summary: "The shop's outgoing mail, newest first, with the count of each status (admin)",
        operationId: 'listOutbox',
        querystring: OutboxQuerySchema,
        response: { 200: OutboxPageSchema, ...errorAnswers(400) },
      },
    }),
    async (request, reply) => {
      const { total, ...page } = await mailer.outbox(request.query);
      return reply.header('X-Total-Count', String(total)).header('Cache-Control', 'no-store').send(page);
    },
  );

  app.post(
    '/outbox/:id/resend',
    adminsOnly({
      schema: {
        tags: ['mail'],
        summary: 'Queue a failed message again (admin)',
        operationId: 'resendMail',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorAnswers(400, 404, 409) },
      },
    }),
    async (request) => {
      await mailer.resend(request.params.id);
      return { message: 'The message is queued again.' };
    },
  );
};
