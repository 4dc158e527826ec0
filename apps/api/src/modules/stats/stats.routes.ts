import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserStatsSchema } from '@shop/shared/auth.schema';
import { toDollars } from '@shop/shared/money';
import { forbidden, notFound } from '../../lib/http-errors';
import { AdminStatsSchema } from '@shop/shared/stats.schema';
import { currentUser, isOwnerOrAdmin, requireAdmin, requireUser } from '../auth/guards';
import { createUsersRepository } from '../users/users.repository';
import { createStatsRepository } from './stats.repository';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const statsRepository = createStatsRepository(app.database.db);
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
      const totals = await statsRepository.userStats(user.id, user.email);
      reply.header('Cache-Control', 'no-store');
      return {
        totalPayments: toDollars(totals.paidCents),
        totalReviews: totals.reviews,
        totalPurchasedProducts: totals.items,
      };
    },
  );

  app.get(
    '/admin-stats',
    {
      onRequest: requireAdmin,
      schema: { tags: ['stats'], summary: "The shop's totals and this year's monthly earnings (admin)", response: { 200: AdminStatsSchema } },
    },
    async (_request, reply) => {
      const stats = await statsRepository.adminStats(new Date().getUTCFullYear());
      reply.header('Cache-Control', 'no-store');
      return {
        totalEarnings: toDollars(stats.earningsCents),
        totalOrders: stats.orders,
        totalUsers: stats.users,
        totalProducts: stats.products,
        totalReviews: stats.reviews,
        monthlyEarnings: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, earnings: toDollars(stats.monthlyCents.get(index + 1) ?? 0) })),
      };
    },
  );
};
