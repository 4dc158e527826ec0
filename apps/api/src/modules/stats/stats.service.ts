import type { UserStats } from '@shop/shared/auth.schema';
import { toDollars } from '@shop/shared/money';
import { BASE_CURRENCY } from '@shop/shared/currency';
import { ADMIN_ALERTS_LIMIT, BEST_SELLERS_LIMIT, STATS_CURRENCY_NOTE, type AdminStats } from '@shop/shared/stats.schema';
import { notFound } from '../../lib/http-errors';
import { requireOwnerOr, type AuthUser } from '../../lib/guards';
import type { UsersRepository } from '../users';
import type { StatsRepository } from './stats.repository';

/** When the dashboard calls a variant low and an unpaid order late (settings LOW_STOCK_THRESHOLD, UNPAID_ALERT_HOURS). */
export interface AdminAlertSettings {
  lowStockThreshold: number;
  unpaidAfterMs: number;
}

export function createStatsService({
  stats,
  users,
  alerts,
  testMode,
}: {
  stats: StatsRepository;
  users: UsersRepository;
  alerts: AdminAlertSettings;
  /** Whether the shop takes its payments in test mode: then every order is a test order, and they count. */
  testMode: boolean;
}) {
  async function totalsOf(userId: string): Promise<UserStats> {
    const totals = await stats.userStats(userId);
    return {
      totalPayments: toDollars(totals.paidCents),
      totalReviews: totals.reviews,
      totalPurchasedProducts: totals.items,
    };
  }

  return {
    async userStats(viewer: AuthUser, email: string): Promise<UserStats> {
      // Another customer's email gets 403 whether or not it exists, which reveals nothing.
      const user = await users.findByEmail(email);
      requireOwnerOr('customers.view', viewer, { id: user?.id });
      if (!user) throw notFound('No such customer.');
      return totalsOf(user.id);
    },

    /** The signed-in customer's own totals (`/mine`). */
    ownStats: (viewer: AuthUser): Promise<UserStats> => totalsOf(viewer.id),

    /**
     * The shop's totals; a year's earnings (this year unless given) month by month (a month
     * without sales shows 0), units sold by size and colour and best sellers; the variants
     * running low and the orders needing attention now. Test-mode orders count while the shop
     * runs in test mode and stay out of a live shop's figures; `includeTest` decides otherwise.
     * Amounts are in the base currency: an order in another counts at the rate it was priced at.
     */
    async adminStats(
      { year, includeTest = testMode }: { year?: number; includeTest?: boolean } = {},
      now = new Date(),
    ): Promise<AdminStats> {
      const thisYear = now.getUTCFullYear();
      const shown = year ?? thisYear;
      const totals = await stats.adminStats({
        year: shown,
        includeTest,
        lowStockThreshold: alerts.lowStockThreshold,
        unpaidBefore: new Date(now.getTime() - alerts.unpaidAfterMs),
        bestSellersLimit: BEST_SELLERS_LIMIT,
        alertsLimit: ADMIN_ALERTS_LIMIT,
      });
      return {
        // Every amount in the base currency: orders in others converted at the rate each was priced at.
        currency: BASE_CURRENCY,
        currencyNote: STATS_CURRENCY_NOTE,
        totalEarnings: toDollars(totals.earningsCents),
        totalOrders: totals.orders,
        totalUsers: totals.users,
        totalProducts: totals.products,
        totalReviews: totals.reviews,
        monthlyEarnings: Array.from({ length: 12 }, (_, index) => ({
          month: index + 1,
          earnings: toDollars(totals.monthlyCents.get(index + 1) ?? 0),
        })),
        year: shown,
        firstYear: Math.min(totals.firstYear ?? thisYear, thisYear),
        unitsBySize: totals.unitsBySize,
        unitsByColor: totals.unitsByColor,
        bestSellers: totals.bestSellers.map(({ cents, ...seller }) => ({ ...seller, revenue: toDollars(cents) })),
        lowStockThreshold: alerts.lowStockThreshold,
        lowStock: totals.lowStock,
        lowStockCount: totals.lowStockCount,
        mostWanted: totals.mostWanted,
        attentionOrders: totals.attentionOrders.map(({ id, cents, createdAt, ...order }) => ({
          _id: id,
          ...order,
          total: toDollars(cents),
          createdAt: new Date(createdAt).toISOString(),
          reason: order.paymentStatus === 'flagged' ? 'flagged' : 'unpaid',
        })),
        attentionCount: totals.attentionCount,
        includesTestOrders: includeTest,
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
