import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, signedInOnly } from '../../lib/guards';
import { operations } from '../../lib/operations';
import type { ConsentsService } from './consents.service';

/** The signed-in account's email preferences: each kind of mail on or off, with the words and the date. */
export const consentsRoutes: FastifyPluginAsyncZod<{ service: ConsentsService }> = async (app, { service }) => {
  app.get('/', signedInOnly({ schema: operations.getConsents }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.ofAccount(currentUser(request).id, request.query.lang)),
  );

  app.put('/:kind', signedInOnly({ schema: operations.setConsent }), async (request) =>
    service.setForAccount(currentUser(request).id, request.params.kind, request.body.on, request.query.lang),
  );
};
