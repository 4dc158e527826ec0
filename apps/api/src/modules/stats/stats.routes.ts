import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserStatsSchema } from '@shop/shared/auth.schema';
import { errorAnswers } from '../../lib/openapi';
import { AdminStatsQuerySchema, AdminStatsSchema } from '@shop/shared/stats.schema';
import { adminsOnly, currentUser, signedInOnly } from '../auth/guards';
import type { StatsService } from './stats.service';

export const statsRoutes: FastifyPluginAsyncZod<{ service: StatsService }> = async (app, { service }) => {
  // NOTE: the static path wins over `/user-stats/:email`; no account is called 'mine' (an email has an @).
  app.get(
    '/user-stats/mine',
    signedInOnly({
      schema: {
        tags: ['stats'],
        summary: 'Your own totals',
        description:
          'The same answer as `GET /api/stats/user-stats/{email}` with your email, without an address in the URL (or in access logs).',
        operationId: 'getMyStats',
        response: { 200: UserStatsSchema },
      },
    }),
    async (request, reply) => reply.header('Cache-Control', 'no-store').send(await service.ownStats(currentUser(request))),
  );

  app.get(
    '/user-stats/:email',
    signedInOnly({
      schema: {
        tags: ['stats'],
        summary: "A customer's totals (the customer or an admin)",
        operationId: 'getUserStats',
        params: z.object({ email: z.string().trim().toLowerCase().max(254) }),
        response: { 200: UserStatsSchema, ...errorAnswers(400, 403, 404) },
      },
    }),
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send(await service.userStats(currentUser(request), request.params.email)),
  );

  app.get(
    '/admin-stats',
    adminsOnly({
      schema: {
        tags: ['stats'],
        summary: "The admin dashboard's figures (admin)",
        description:
          "The shop's totals; a year's monthly earnings, units sold by size and colour and ten best sellers; the variants at or under " +
          'the low-stock threshold and the orders needing attention (flagged, or unpaid too long). Test-mode orders are left out unless `includeTest=true`.',
        operationId: 'getAdminStats',
        querystring: AdminStatsQuerySchema,
        response: { 200: AdminStatsSchema, ...errorAnswers(400) },
      },
    }),
    async (request, reply) => reply.header('Cache-Control', 'no-store').send(await service.adminStats(request.query)),
  );
};
