/** Money is integer cents in every computation; dollars only at the edges. */

export type Cents = number;

export function toCents(dollars: number): Cents {
  // NOTE: 19.99 * 100 is 1998.9999999999998 in floating point; rounding fixes it.
  return Math.round(dollars * 100);
}

export function toDollars(cents: Cents): number {
  return cents / 100;
}

/**
 * `$1,234.50` from cents, as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })`
 * writes it (`-$5.00` below zero).
 */
export function formatCents(cents: Cents): string {
  // NOTE: written by hand, not by Intl: a browser's first number format loads its locale data,
  // about 30 ms on a desktop and four times that on a phone, in the middle of hydration.
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** `$12.34` from a dollar amount as the API shows it. */
export function formatDollars(dollars: number): string {
  return formatCents(toCents(dollars));
}

/** Tax on an amount in cents, rounded half up to the cent. */
export function taxCents(subtotal: Cents, percent: number): Cents {
  return Math.round((subtotal * percent) / 100);
}

/** A line of a bag or an order: what one unit costs, and how many. */
export interface PricedLine {
  unitCents: Cents;
  quantity: number;
}

/** What a line costs in all. */
export function lineTotalCents({ unitCents, quantity }: PricedLine): Cents {
  return unitCents * quantity;
}

export interface OrderTotals {
  subtotal: Cents;
  tax: Cents;
  shipping: Cents;
  total: Cents;
}

/** What shipping costs: a flat rate, free at or over a subtotal (never, when null). */
export interface ShippingRate {
  flatRateCents: Cents;
  freeOverCents: Cents | null;
}

/** The specification's shop: shipping is free. */
export const FREE_SHIPPING: ShippingRate = { flatRateCents: 0, freeOverCents: null };

/** The id of the shop's one rate (its settings' flat rate and free-over), when it has no shipping zones. */
export const SHOP_RATE_ID = 'shop';
