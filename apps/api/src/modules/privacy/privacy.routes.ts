import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_DELETED_MESSAGE } from '@shop/shared/privacy.schema';
import { adminsOnly, currentUser, signedInOnly } from '../../lib/guards';
import { operations } from '../../lib/operations';
import type { PrivacyService } from './privacy.service';

export interface PrivacyRoutesOptions {
  service: PrivacyService;
  /** Clears the session cookie, with the attributes it was set with (the auth module's). */
  clearSessionCookie: (reply: FastifyReply) => void;
  /** Deleting one's account checks a password: limited per address as sign-in is. */
  passwordAttempts: { max: number; windowMs: number };
}

/** A customer's own data: its copy, and deleting the account; staff deleting one at a customer's request. */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRoutesOptions> = async (
  app,
  { service, clearSessionCookie, passwordAttempts },
) => {
  const perIp = app.rateLimit({
    max: passwordAttempts.max,
    timeWindow: passwordAttempts.windowMs,
    keyGenerator: (request) => `auth-ip:${request.ip}`,
  });

  app.get('/privacy/data-export', signedInOnly({ schema: operations.getDataExport }), async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return service.exportStatus(currentUser(request));
  });

  app.post('/privacy/data-export', signedInOnly({ schema: operations.requestDataExport }), async (request, reply) =>
    reply.code(202).send(await service.requestExport(currentUser(request))),
  );

  app.get('/privacy/data-export/:id/:file', signedInOnly({ schema: operations.downloadDataExport }), async (request, reply) => {
    const { content, fileName } = await service.downloadFile(currentUser(request), request.params.id, request.params.file);
    return reply
      .type(request.params.file === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .serializer((payload: unknown) => payload as string)
      .send(content);
  });

  app.post('/privacy/delete-account', signedInOnly({ preHandler: perIp, schema: operations.deleteOwnAccount }), async (request, reply) => {
    await service.deleteOwnAccount(currentUser(request), request.body, request.ip);
    clearSessionCookie(reply);
    return { message: ACCOUNT_DELETED_MESSAGE };
  });

  app.post('/privacy/accounts/:id/erase', adminsOnly({ schema: operations.eraseAccountAtRequest }), async (request) => {
    await service.eraseAtRequest(currentUser(request), request.params.id, request.body);
    return { message: 'The account is deleted, and its orders kept without the customer’s details.' };
  });
};
