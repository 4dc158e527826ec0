import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminsOnly, currentUser, signedInOrTokenOnly } from '../../lib/guards';
import { operations } from '../../lib/operations';
import type { ApiTokensService } from './api-tokens.service';

/**
 * A staff member's API tokens under /api/auth/api-tokens (a token may list and revoke its
 * owner's, but not make one: that asks for a fresh proof), and everyone's for owners.
 */
export const apiTokensRoutes: FastifyPluginAsyncZod<{ service: ApiTokensService }> = async (app, { service }) => {
  app.get('/auth/api-tokens', signedInOrTokenOnly({ schema: operations.listMyApiTokens }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.listOwn(currentUser(request), request.query)),
  );

  app.post('/auth/api-tokens', signedInOrTokenOnly({ schema: operations.createApiToken }), async (request, reply) =>
    reply
      .code(201)
      .header('Cache-Control', 'no-store')
      .send(await service.create(currentUser(request), request.body)),
  );

  app.delete('/auth/api-tokens/:id', signedInOrTokenOnly({ schema: operations.revokeApiToken }), async (request) =>
    service.revoke(currentUser(request), request.params.id),
  );

  app.get('/staff/api-tokens', adminsOnly({ schema: operations.listApiTokens }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.listAll(request.query)),
  );
};
