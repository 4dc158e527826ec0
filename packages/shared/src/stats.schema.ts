import { z } from 'zod';

export const AdminStatsSchema = z.object({
  /** Dollars from paid orders, two decimals. */
  totalEarnings: z.number(),
  totalOrders: z.number().int(),
  totalUsers: z.number().int(),
  totalProducts: z.number().int(),
  totalReviews: z.number().int(),
  /** January to December of the current year, in dollars. */
  monthlyEarnings: z.array(z.object({ month: z.number().int().min(1).max(12), earnings: z.number() })).length(12),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;
