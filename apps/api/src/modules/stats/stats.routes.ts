import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser, signedInOnly } from '../../lib/guards';
import type { StatsService } from './stats.service';

export const statsRoutes: FastifyPluginAsyncZod<{ service: StatsService }> = async (app, { service }) => {
  // NOTE: the static path wins over `/user-stats/:email`; no account is called 'mine' (an email has an @).
  app.get('/user-stats/mine', signedInOnly({ schema: operations.getMyStats }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.ownStats(currentUser(request))),
  );

  app.get('/user-stats/:email', signedInOnly({ schema: operations.getUserStats }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.userStats(currentUser(request), request.params.email)),
  );

  app.get('/admin-stats', adminsOnly({ schema: operations.getAdminStats }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.adminStats(request.query)),
  );
};
