/**
 * The shop's own analytics, as the storefront and the server share them, with no zod: the
 * storefront's reporter loads this and nothing more (the schemas are in analytics.schema.ts).
 */

/** Where the storefront reports its events (POST). */
export const ANALYTICS_EVENTS_PATH = '/api/analytics/events';
/** The request header that carries the visitor's id on the checkout call. */
export const VISITOR_HEADER = 'x-visitor-id';
/** At most this many events a report. */
export const MAX_EVENTS_PER_REPORT = 20;
/** The longest search reported: the storefront search's own longest (`search` of GET /api/products). */
export const MAX_SEARCH_QUERY_LENGTH = 200;

/** A search's words as they are counted: lower case, trimmed, single spaces. */
export function searchWords(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The events the storefront reports. A search's words only: the server counts what they find itself. */
export type StorefrontEvent = { kind: 'view'; productId: string } | { kind: 'search'; query: string } | { kind: 'bag'; productId: string };
