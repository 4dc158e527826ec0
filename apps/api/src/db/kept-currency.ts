/**
 * Amounts as the shop's rows keep them: in the currency of their order ('eur', in lower case as
 * the payment provider writes it, at the rate the order was priced at '0.92000000'). Figures
 * that add such amounts up (the admin's earnings, a customer's total spent, a code's or a sale's
 * revenue) read them grouped by currency, rate and amount, and convert each group here, in the
 * base currency: each order's amount at its own rate, then added up.
 */
import { sql, type SQL } from 'drizzle-orm';
import { BASE_CURRENCY, currencyCodeOf, toBase } from '@shop/shared/currency';
import type { PresentedCurrency } from '@shop/shared/currency.schema';

/** What an order's row keeps of its currency. */
export interface KeptCurrency {
  currency: string;
  exchangeRate: string | number;
}

/** The order's currency and the rate it was priced at ('eur' at '0.92000000' is EUR at 0.92). */
export function orderCurrency(order: KeptCurrency): PresentedCurrency {
  const code = currencyCodeOf(order.currency);
  const rate = code === BASE_CURRENCY ? 1 : Number(order.exchangeRate);
  // NOTE: the rounding rule is that of shelf prices; nothing converts one back at it.
  return { code, rate: Number.isFinite(rate) && rate > 0 ? rate : 1, rounding: 'minor' };
}

/** An amount in the order's minor units, in the base currency's, at the order's own rate. */
export const inBaseCents = (minor: number, order: KeptCurrency) => toBase(minor, orderCurrency(order));

/** The base currency as an order's row keeps it: 'usd'. */
export const BASE_ROW_CURRENCY = BASE_CURRENCY.toLowerCase();

/** Amounts of one currency, rate and amount, as the SQL below groups them (numbers may come back as text). */
export interface ForeignAmounts {
  currency: string;
  rate: string | number;
  cents: string | number;
  /** How many orders (or lines) of that amount. */
  count: string | number;
}

/** Groups of amounts, in the base currency's minor units: each order's converted at its own rate, then added up. */
export function inBaseCentsOfGroups(groups: readonly ForeignAmounts[]): number {
  return groups.reduce(
    (sum, group) => sum + inBaseCents(Number(group.cents), { currency: group.currency, exchangeRate: group.rate }) * Number(group.count),
    0,
  );
}

/**
 * The amounts `cents` of the rows `from` (a FROM clause and its condition, whose rows have
 * `currency` and `exchange_rate`), grouped by currency, rate and amount, as a JSON list of
 * `ForeignAmounts` for `inBaseCentsOfGroups`.
 */
export const amountGroups = (from: SQL, cents: SQL) => sql<ForeignAmounts[] | string>`(
  select coalesce(json_agg(json_build_object('currency', g.currency, 'rate', g.exchange_rate, 'cents', g.cents, 'count', g.n)), '[]'::json)
  from (select currency, exchange_rate, ${cents} as cents, count(*) as n from ${from} group by currency, exchange_rate, ${cents}) as g
)`;

/** A JSON column: parsed by the driver, or (on some paths) still text. */
export const parsedGroups = (value: ForeignAmounts[] | string | null | undefined): ForeignAmounts[] =>
  value == null ? [] : typeof value === 'string' ? (JSON.parse(value) as ForeignAmounts[]) : value;
