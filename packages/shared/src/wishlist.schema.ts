/**
 * The wishlist: products a shopper saved for later, each with the colour and size they chose
 * ('' for one not chosen). An account keeps it on the server; a guest's browser keeps the same
 * lines, merged into the account's at sign-in. Its answer shows each product as the shop sells
 * it today: its price (a running sale's taken off), and whether it can be bought.
 */
import { z } from 'zod';
import { IdSchema } from './common.schema';
import { PresentedPriceSchema } from './product.schema';
import { MAX_WISHLIST_ITEMS } from './wishlist';

export { MAX_WISHLIST_ITEMS };
export const WISHLIST_COLOR_MAX = 60;
export const WISHLIST_SIZE_MAX = 20;

/** The refusal of an item past the cap, as the shopper reads it. */
export const WISHLIST_FULL = `Your wishlist is full: it holds ${MAX_WISHLIST_ITEMS} items. Remove one to save another.`;

/** One saved product, as the browser sends it: its colour and size, each '' when not chosen. */
export const WishlistLineSchema = z.object({
  productId: IdSchema,
  color: z.string().max(WISHLIST_COLOR_MAX, `color must be at most ${WISHLIST_COLOR_MAX} characters`),
  size: z.string().max(WISHLIST_SIZE_MAX, `size must be at most ${WISHLIST_SIZE_MAX} characters`),
});
export type WishlistLine = z.infer<typeof WishlistLineSchema>;

/** A guest's wishlist, as the browser sends it at sign-in (POST /api/wishlist/merge). */
export const WishlistSchema = z.object({
  items: z.array(WishlistLineSchema).max(MAX_WISHLIST_ITEMS, `A wishlist holds at most ${MAX_WISHLIST_ITEMS} items`),
});
export type Wishlist = z.infer<typeof WishlistSchema>;

/** One saved item as the API answers it, with the product's name, picture, price and stock of today. */
export const WishlistItemSchema = z.object({
  /** The item's own id (DELETE /api/wishlist/items/{id}). */
  _id: z.string(),
  productId: z.string(),
  handle: z.string(),
  name: z.string(),
  /** The picture of the chosen colour, as the bag shows it; the main picture when none is chosen. */
  image: z.string(),
  color: z.string(),
  size: z.string(),
  /**
   * What it sells for now, in cents: the chosen variant's price, or the lowest of those it may be
   * when no variant is chosen, with a running sale taken off.
   */
  priceCents: z.number().int(),
  /** The price shown struck through beside it: the regular price during a sale, else a compare-at price above it; null for none. */
  compareAtCents: z.number().int().nullable(),
  /**
   * The same price in the currency asked for with `?currency=` (worked out as the bag and the
   * checkout charge it), a running sale's price of it and the price struck through beside it;
   * absent when none was asked.
   */
  presented: PresentedPriceSchema.optional(),
  /** Whether it can be bought: the chosen variant, or any when none is chosen (a stock not counted is always available). */
  inStock: z.boolean(),
  addedAt: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/** The account's wishlist, newest first (every wishlist route answers it). */
export const WishlistAnswerSchema = z.object({ items: z.array(WishlistItemSchema) });
export type WishlistAnswer = z.infer<typeof WishlistAnswerSchema>;

/** The words a shopper agrees to by turning the wishlist's alerts on; kept with their consent. */
export const WISHLIST_ALERTS_WORDING =
  'Email me when something on my wishlist comes back in stock or its price drops. At most one email per item and change; stop any time.';
/** The same words in French, shown and kept when the switch is turned on from a French page. */
export const WISHLIST_ALERTS_WORDING_FR =
  'Prévenez-moi par e-mail quand un article de mes favoris revient en stock ou baisse de prix. Au plus un e-mail par article et par changement ; arrêt à tout moment.';

/** Turning the wishlist's alerts on or off (PUT /api/wishlist/alerts). */
export const WishlistAlertsChangeSchema = z.object({ on: z.boolean() });
export type WishlistAlertsChange = z.infer<typeof WishlistAlertsChangeSchema>;

/** Whether the account gets its wishlist's alerts, and since when (the consent in force). */
export const WishlistAlertsSchema = z.object({ on: z.boolean(), since: z.string().nullable(), wording: z.string() });
export type WishlistAlerts = z.infer<typeof WishlistAlertsSchema>;
