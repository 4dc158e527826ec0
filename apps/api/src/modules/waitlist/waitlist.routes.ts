import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, signedInOnly } from '../../lib/guards';
import { operations } from '../../lib/operations';
import type { WaitlistService } from './waitlist.service';

/** 'Email me when it's back': anyone joins a sold-out variant's list; an account sees and leaves its lists. */
export const waitlistRoutes: FastifyPluginAsyncZod<{ service: WaitlistService }> = async (app, { service }) => {
  app.post(
    '/',
    {
      onRequest: app.rateLimit({ max: 10, timeWindow: '10 minutes', keyGenerator: (request) => `waitlist:${request.ip}` }),
      schema: operations.joinWaitlist,
    },
    async (request, reply) => reply.code(201).send(await service.join(request.body, request.user ?? undefined)),
  );

  app.get('/', signedInOnly({ schema: operations.listWaitlists }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.forAccount(currentUser(request))),
  );

  app.delete('/:id', signedInOnly({ schema: operations.leaveWaitlist }), async (request) => {
    const user = currentUser(request);
    await service.leaveForAccount(user, request.params.id);
    return service.forAccount(user);
  });
};
