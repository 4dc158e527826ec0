/** Money is integer cents in every computation; dollars only at the edges. */

export type Cents = number;

export function toCents(dollars: number): Cents {
  // NOTE: 19.99 * 100 is 1998.9999999999998 in floating point; rounding fixes it.
  return Math.round(dollars * 100);
}

export function toDollars(cents: Cents): number {
  return cents / 100;
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `$1,234.50` from cents. */
export function formatCents(cents: Cents): string {
  return usd.format(cents / 100);
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
  total: Cents;
}

/** The subtotal of the lines, the tax on it at `taxPercent`, and what the two come to. */
export function orderTotals(lines: readonly PricedLine[], taxPercent: number): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const tax = taxCents(subtotal, taxPercent);
  return { subtotal, tax, total: subtotal + tax };
}
