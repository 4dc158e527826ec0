import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { currentUser, signedInOnly } from '../../lib/guards';
import type { CreditsService } from './credits.service';

export const creditsRoutes: FastifyPluginAsyncZod<{ service: CreditsService }> = async (app, { service }) => {
  app.get('/mine', signedInOnly({ schema: operations.listMyCredits }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.mine(currentUser(request).id)),
  );
};
