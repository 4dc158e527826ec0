/**
 * The shop's one shipping rate and one tax rate (its settings, when it has no shipping zones or
 * tax rules of its own) as the pricing pipeline's inputs, and the totals it works out from them.
 * Apart from money.ts, which every page loads to write amounts: these carry the pipeline.
 */
import {
  ANY_COUNTRY,
  DEFAULT_TAX_SETTINGS,
  priceOrder,
  shippingMethodCents,
  STANDARD_TAX_CLASS,
  type ShippingMethod,
  type TaxSettings,
} from './pricing';
import { FREE_SHIPPING, SHOP_RATE_ID, type Cents, type OrderTotals, type PricedLine, type ShippingRate } from './money';

/** What shipping an order of this subtotal costs. An empty order ships nothing. */
export function shippingCents(subtotal: Cents, rate: ShippingRate): Cents {
  return subtotal <= 0 ? 0 : shippingMethodCents(shopShipping(rate), subtotal, 0);
}

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
