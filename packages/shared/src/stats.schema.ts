import { z } from 'zod';
import { MostWantedSchema } from './waitlist.schema';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './constants';
import { optionalQuery, VariantSchema } from './common.schema';
import { BASE_CURRENCY, CurrencyCodeSchema } from './currency.schema';

/** How many best sellers the dashboard lists. */
export const BEST_SELLERS_LIMIT = 10;
/** The dashboard lists at most this many low-stock variants and orders needing attention; the counts say how many in all. */
export const ADMIN_ALERTS_LIMIT = 50;

const units = z.number().int().min(0);

/** What the figures say of the currencies they count: the base currency's, every other converted at its order's own rate. */
export const STATS_CURRENCY_NOTE = `Figures in ${BASE_CURRENCY}; orders in other currencies converted at the rate of each order`;

export const BestSellerSchema = z.object({
  productId: z.string(),
  name: z.string(),
  units,
  /** In the base currency: the lines' unit prices times their quantities, each order's converted at its rate. */
  revenue: z.number(),
});
export type BestSeller = z.infer<typeof BestSellerSchema>;

/** A variant of a live, stock-tracked product at or under the low-stock threshold. */
export const LowStockVariantSchema = z.object({
  productId: z.string(),
  name: z.string(),
  ...VariantSchema.shape,
  stock: units,
  /** Shoppers waiting for it to come back ('Email me when it's back'). */
  waiting: z.number().int().min(0),
});
export type LowStockVariant = z.infer<typeof LowStockVariantSchema>;

export const ATTENTION_REASONS = ['flagged', 'unpaid'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** An order the admin should look at: its payment was flagged, or it has waited unpaid too long. */
export const AttentionOrderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  email: z.string().nullable(),
  /** In the base currency: an order in another currency converted at its own rate. */
  total: z.number(),
  /** The currency the order itself is in, when it is not the base currency. */
  currency: CurrencyCodeSchema.optional(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  reason: z.enum(ATTENTION_REASONS),
});
export type AttentionOrder = z.infer<typeof AttentionOrderSchema>;

export const AdminStatsSchema = z.object({
  /** The currency of every amount here: the base currency (always sent). */
  currency: CurrencyCodeSchema.optional(),
  /** How orders in other currencies count: STATS_CURRENCY_NOTE (always sent). */
  currencyNote: z.string().optional(),
  /** What paid orders brought in, less what was refunded of them, in the base currency (two decimals): each order in another currency converted at its own rate. */
  totalEarnings: z.number(),
  totalOrders: z.number().int(),
  totalUsers: z.number().int(),
  totalProducts: z.number().int(),
  totalReviews: z.number().int(),
  /** January to December of `year`, in the base currency. */
  monthlyEarnings: z.array(z.object({ month: z.number().int().min(1).max(12), earnings: z.number() })).length(12),
  /** The year of the monthly earnings, units sold and best sellers. */
  year: z.number().int(),
  /** The year of the first paid order (this year when there is none): where a year switch starts. */
  firstYear: z.number().int(),
  /** Units sold in the year by size and by colour, most first. */
  unitsBySize: z.array(z.object({ size: z.string(), units })),
  unitsByColor: z.array(z.object({ color: z.string(), units })),
  /** The year's best sellers by units, most first. */
  bestSellers: z.array(BestSellerSchema).max(BEST_SELLERS_LIMIT),
  /** Variants with this many or fewer in stock are low. */
  lowStockThreshold: z.number().int().min(0),
  /** The lowest first, at most ADMIN_ALERTS_LIMIT of them. */
  lowStock: z.array(LowStockVariantSchema),
  lowStockCount: z.number().int().min(0),
  /** Sold-out variants that shoppers wait for, the most awaited first (at most ADMIN_ALERTS_LIMIT). */
  mostWanted: z.array(MostWantedSchema),
  /** Newest first, at most ADMIN_ALERTS_LIMIT of them. */
  attentionOrders: z.array(AttentionOrderSchema),
  attentionCount: z.number().int().min(0),
  /** Whether these figures count the orders taken in test mode. */
  includesTestOrders: z.boolean(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const AdminStatsQuerySchema = z.object({
  /** The year of the monthly earnings, units sold and best sellers; this year when not given. */
  year: optionalQuery(z.coerce.number({ message: 'year must be a number' }).int('year must be a whole number').min(2000).max(2100)),
  /**
   * Orders taken in test mode move no money: a live shop leaves them out unless asked for, and a
   * shop that runs in test mode counts them unless asked not to.
   */
  includeTest: optionalQuery(
    z.enum(['true', 'false'], { message: 'includeTest must be true or false' }).transform((value) => value === 'true'),
  ),
});
