import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserStatsSchema } from '@shop/shared/auth.schema';
import { toDollars } from '@shop/shared/money';
import { forbidden, notFound } from '../../lib/http-errors';
import { currentUser, isOwnerOrAdmin, requireUser } from '../auth/guards';
import { createUsersRepository } from '../users/users.repository';
import { createStatsRepository } from './stats.repository';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const stats = createStatsRepository(app.database.db);
  const users = createUsersRepository(app.database.db);

  app.get(
    '/user-stats/:email',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stats'],
        summary: "A customer's totals (the customer or an admin)",
        params: z.object({ email: z.string().trim().toLowerCase().max(254) }),
        response: { 200: UserStatsSchema },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      // Another customer's email gets 403 whether or not it exists, which reveals nothing.
      if (!isOwnerOrAdmin(viewer, request.params.email)) throw forbidden();
      const user = await users.findByEmail(request.params.email);
      if (!user) throw notFound('No such customer.');
      const totals = await stats.userStats(user.id, user.email);
      reply.header('Cache-Control', 'no-store');
      return {
        totalPayments: toDollars(totals.paidCents),
        totalReviews: totals.reviews,
        totalPurchasedProducts: totals.items,
      };
    },
  );
};
