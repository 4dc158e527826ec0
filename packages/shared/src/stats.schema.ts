import { z } from 'zod';
import { optionalQuery } from './common.schema';

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

export const AdminStatsQuerySchema = z.object({
  /** The year of the monthly earnings; this year when not given. */
  year: optionalQuery(z.coerce.number({ message: 'year must be a number' }).int('year must be a whole number').min(2000).max(2100)),
  /** Orders taken in test mode move no money, so they stay out of the figures unless asked for. */
  includeTest: optionalQuery(
    z.enum(['true', 'false'], { message: 'includeTest must be true or false' }).transform((value) => value === 'true'),
  ),
});
