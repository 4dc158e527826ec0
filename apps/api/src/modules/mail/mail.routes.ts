import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendListPage } from '../../lib/list-page';
import { operations } from '../../lib/operations';
import { adminsOnly } from '../../lib/guards';
import type { Mailer } from './mail.service';

/** The outbox as the admin sees it: what was sent, what waits, what failed and why. */
export const mailRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.get('/outbox', adminsOnly({ schema: operations.listOutbox }), async (request, reply) => {
    const { total, ...page } = await mailer.outbox(request.query);
    return sendListPage(reply, total, page);
  });

  app.post('/outbox/:id/resend', adminsOnly({ schema: operations.resendMail }), async (request) => {
    await mailer.resend(request.params.id);
    return { message: 'The message is queued again.' };
  });
};
