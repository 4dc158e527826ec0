import type { UserStats } from '@shop/shared/auth.schema';
import { toDollars } from '@shop/shared/money';
import type { AdminStats } from '@shop/shared/stats.schema';
import { notFound } from '../../lib/http-errors';
import { requireOwnerOrAdmin, type AuthUser } from '../auth/guards';
import type { UsersRepository } from '../users/users.repository';
import type { StatsRepository } from './stats.repository';

export function createStatsService({ stats, users }: { stats: StatsRepository; users: UsersRepository }) {
  return {
    async userStats(viewer: AuthUser, email: string): Promise<UserStats> {
      // Another customer's email gets 403 whether or not it exists, which reveals nothing.
      requireOwnerOrAdmin(viewer, { email });
      const user = await users.findByEmail(email);
      if (!user) throw notFound('No such customer.');
      const totals = await stats.userStats(user.id);
      return {
        totalPayments: toDollars(totals.paidCents),
        totalReviews: totals.reviews,
        totalPurchasedProducts: totals.items,
      };
    },

    /**
     * The shop's totals and a year's earnings (this year unless given), month by month (a month
     * without sales shows 0). Test-mode orders stay out unless `includeTest`.
     */
    async adminStats({ year, includeTest = false }: { year?: number; includeTest?: boolean } = {}): Promise<AdminStats> {
      const totals = await stats.adminStats(year ?? new Date().getUTCFullYear(), { includeTest });
      return {
        totalEarnings: toDollars(totals.earningsCents),
        totalOrders: totals.orders,
        totalUsers: totals.users,
        totalProducts: totals.products,
        totalReviews: totals.reviews,
        monthlyEarnings: Array.from({ length: 12 }, (_, index) => ({
          month: index + 1,
          earnings: toDollars(totals.monthlyCents.get(index + 1) ?? 0),
        })),
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
