/**
 * The shop's own analytics: what the storefront reports (product views, searches, adds to the
 * bag, with the browsing session's anonymous id) and the admin's report of them. No cookie, no
 * IP address, no user agent: see apps/api's modules/analytics.
 */
import { z } from 'zod';
import { MAX_EVENTS_PER_REPORT, MAX_SEARCH_QUERY_LENGTH } from './analytics';
import { IdSchema, NOT_BLANK, optionalQuery } from './common.schema';

export { ANALYTICS_EVENTS_PATH, MAX_EVENTS_PER_REPORT, MAX_SEARCH_QUERY_LENGTH, searchWords, VISITOR_HEADER } from './analytics';
/** The report's longest range, in days (a leap year). */
export const MAX_REPORT_DAYS = 366;
/** The range the report covers when none is asked for: the last 30 days, today included. */
export const DEFAULT_REPORT_DAYS = 30;
/** A product is ranked by conversion only from this many viewers in the range: fewer say little. */
export const MIN_VIEWS_FOR_CONVERSION = 10;
export const TOP_PRODUCTS_LIMIT = 10;
export const EMPTY_SEARCHES_LIMIT = 20;
export const REFERRERS_LIMIT = 10;

/** A random id the browser keeps for one browsing session (sessionStorage): never tied to an account. */
export const VisitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'visitor must be 16 to 64 letters, digits, - or _');

export const AnalyticsEventInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('view'), productId: IdSchema }),
  z.object({
    kind: z.literal('search'),
    query: z
      .string()
      .trim()
      .min(1, { message: 'query is empty', abort: true })
      .regex(NOT_BLANK, 'query is empty')
      .max(MAX_SEARCH_QUERY_LENGTH),
    // No count of what it found: the server works that out itself, through the catalogue's own
    // search, so that nobody can fill 'Searches with no results'. A count still sent is ignored.
  }),
  z.object({ kind: z.literal('bag'), productId: IdSchema }),
]);
export type AnalyticsEventInput = z.infer<typeof AnalyticsEventInputSchema>;

/** POST /api/analytics/events: a few of one visitor's events, reported together. */
export const RecordAnalyticsEventsSchema = z.object({
  visitor: VisitorIdSchema,
  /** The page that sent the visitor to the shop (`document.referrer`): only its host name is kept, and none for the shop's own. */
  referrer: z.string().max(2048).optional(),
  events: z.array(AnalyticsEventInputSchema).min(1).max(MAX_EVENTS_PER_REPORT),
});
export type RecordAnalyticsEvents = z.input<typeof RecordAnalyticsEventsSchema>;

const DaySchema = (name: string) => z.iso.date({ message: `${name} must be a date (YYYY-MM-DD)` });

/** A day `YYYY-MM-DD` moved by `days` (UTC). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** GET /api/analytics: the days of the report (UTC), both included; the last 30 days when not given. */
export const AnalyticsQuerySchema = z
  .object({
    from: optionalQuery(DaySchema('from')),
    to: optionalQuery(DaySchema('to')),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['from'],
    message: 'from must not be after to',
  })
  .refine((query) => !query.from || !query.to || daysBetween(query.from, query.to) <= MAX_REPORT_DAYS, {
    path: ['to'],
    message: `The range must be at most ${MAX_REPORT_DAYS} days`,
  });
export type AnalyticsQuery = z.input<typeof AnalyticsQuerySchema>;

export const DayRangeSchema = z.object({ from: z.string(), to: z.string() });
export type DayRange = z.infer<typeof DayRangeSchema>;

const count = z.number().int().min(0);
/**
 * A step's visitors as a share of the step it is compared with: 0 to 1 as a rule (above 1 only
 * when visitors skip a step, as a checkout from a bag filled in an earlier session, or on a day
 * that holds a payment whose checkout began the day before; a payment counts only when its
 * checkout was recorded); null when nobody reached the step it is compared with.
 */
const ratio = z.number().min(0).nullable();

/** Visitors at each step of the funnel, and the share of each step that went on to the next (and from a view to paying). */
export const FunnelTotalsSchema = z.object({
  views: count,
  bag: count,
  checkout: count,
  paid: count,
  viewToBag: ratio,
  bagToCheckout: ratio,
  checkoutToPaid: ratio,
  viewToPaid: ratio,
});
export type FunnelTotals = z.infer<typeof FunnelTotalsSchema>;

/** The funnel of one day. */
export const FunnelDaySchema = z.object({ day: z.string(), ...FunnelTotalsSchema.shape });
export type FunnelDay = z.infer<typeof FunnelDaySchema>;

export const ProductTrafficSchema = z.object({
  productId: z.string(),
  name: z.string(),
  handle: z.string(),
  /** Visitors who saw its page. */
  views: count,
  /** Visitors who paid for an order holding it. */
  paid: count,
  /** `paid / views`; null without views. */
  conversion: z.number().min(0).nullable(),
  /** The same figures over the period before (zeros, and no conversion, when nobody saw it then). */
  previous: z.object({ views: count, paid: count, conversion: z.number().min(0).nullable() }),
});
export type ProductTraffic = z.infer<typeof ProductTrafficSchema>;

export const AnalyticsReportSchema = z.object({
  range: DayRangeSchema,
  /** As many days, just before `range`: what each figure is compared with. */
  previous: DayRangeSchema,
  funnel: z.object({
    /** Every day of the range, oldest first, with zeros where nothing happened. */
    days: z.array(FunnelDaySchema),
    totals: FunnelTotalsSchema,
    previousTotals: FunnelTotalsSchema,
  }),
  topProducts: z.object({
    byViews: z.array(ProductTrafficSchema),
    /** Products with at least `minViews` viewers, best conversion first. */
    byConversion: z.array(ProductTrafficSchema),
    minViews: count,
  }),
  /**
   * Searches that found nothing (as the server counted them), most often first: the words as
   * searched (lower case), and how often they found nothing in the period before.
   */
  emptySearches: z.array(z.object({ query: z.string(), count, previousCount: count })),
  /** The sites that sent visitors, by host name, with their visitors in the period before. */
  referrers: z.array(z.object({ domain: z.string(), visitors: count, previousVisitors: count })),
  /**
   * The orders paid in the period (less their refunds, as the dashboard's revenue), over their
   * number, in the base currency's cents: read from the orders, tracked or not; null when none was paid.
   */
  averageOrderCents: z.object({ current: z.number().int().nullable(), previous: z.number().int().nullable() }),
});
export type AnalyticsReport = z.infer<typeof AnalyticsReportSchema>;
