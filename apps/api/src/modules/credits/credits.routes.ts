import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser, signedInOnly } from '../../lib/guards';
import type { CreditsService } from './credits.service';

/** Anyone may check a code's balance, but not try codes one after another. */
const BALANCE_CHECKS_PER_MINUTE = 10;

export const creditsRoutes: FastifyPluginAsyncZod<{ service: CreditsService }> = async (app, { service }) => {
  app.get('/mine', signedInOnly({ schema: operations.listMyCredits }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.mine(currentUser(request).id)),
  );

  app.get(
    '/balance',
    {
      onRequest: app.rateLimit({
        max: BALANCE_CHECKS_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request) => `credit-balance:${request.ip}`,
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          message: `Too many checks. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        }),
      }),
      schema: operations.checkCreditBalance,
    },
    async (request, reply) => reply.header('Cache-Control', 'no-store').send(await service.balance(request.query.code)),
  );

  app.get('/', adminsOnly({ schema: operations.listCredits }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.listAll(request.query)),
  );

  app.post('/', adminsOnly({ schema: operations.issueCredit }), async (request, reply) => {
    const credit = await service.issue(currentUser(request), request.body);
    return reply.code(201).send({ message: credit.kind === 'gift-card' ? 'Gift card issued.' : 'Store credit given.', credit });
  });

  app.post('/:id/adjust', adminsOnly({ schema: operations.adjustCredit }), async (request) => ({
    message: 'Balance adjusted.',
    credit: await service.adjust(currentUser(request), request.params.id, request.body),
  }));

  app.post('/:id/disable', adminsOnly({ schema: operations.disableCredit }), async (request) => ({
    message: 'Code disabled.',
    credit: await service.disable(currentUser(request), request.params.id, request.body.reason),
  }));
};
