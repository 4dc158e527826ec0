/** Money is integer cents in every computation; dollars only at the edges. */
import {
  ANY_COUNTRY,
  DEFAULT_TAX_SETTINGS,
  priceOrder,
  shippingMethodCents,
  STANDARD_TAX_CLASS,
  type ShippingMethod,
  type TaxSettings,
} from './pricing';

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

/** What shipping an order of this subtotal costs. An empty order ships nothing. */
export function shippingCents(subtotal: Cents, rate: ShippingRate): Cents {
  return subtotal <= 0 ? 0 : shippingMethodCents(shopShipping(rate), subtotal, 0);
}

/** The id of the shop's one rate (its settings' flat rate and free-over), when it has no shipping zones. */
export const SHOP_RATE_ID = 'shop';

/** The shop's one shipping rate as a method of the pricing pipeline. */
export function shopShipping(rate: ShippingRate): ShippingMethod {
  return {
    id: SHOP_RATE_ID,
    name: 'Shipping',
    estimate: '',
    kind: 'free-over',
    rateCents: rate.flatRateCents,
    freeOverCents: rate.freeOverCents,
  };
}

/** The shop's one tax rate, on everything wherever it goes, as the pricing pipeline's settings. */
export function shopTax(taxPercent: number): TaxSettings {
  return { ...DEFAULT_TAX_SETTINGS, rules: [{ country: ANY_COUNTRY, region: null, taxClass: STANDARD_TAX_CLASS, percent: taxPercent }] };
}

/**
 * The subtotal of the lines, the tax on it at `taxPercent`, shipping by `rate`, and what they
 * come to, as the pricing pipeline works them out (pricing.ts). Tax is on the goods only.
 */
export function orderTotals(lines: readonly PricedLine[], taxPercent: number, rate: ShippingRate = FREE_SHIPPING): OrderTotals {
  const priced = priceOrder({
    lines: lines.map((line, index) => ({
      key: String(index),
      productId: '',
      categories: [],
      unitCents: line.unitCents,
      quantity: line.quantity,
    })),
    shipping: shopShipping(rate),
    tax: shopTax(taxPercent),
  });
  return { subtotal: priced.subtotalCents, tax: priced.taxCents, shipping: priced.shippingCents, total: priced.totalCents };
}
