/**
 * The one place that turns numbers into text on screen: money (integer cents, or dollars as the
 * API shows them), dates and counted nouns. Screens call these instead of building their own
 * `Intl` formatters or writing `count === 1 ? ... : ...` by hand.
 */
import { formatMoney, type CurrencyCode } from '@shop/shared/currency';
import { formatCents, lineTotalCents, toCents } from '@shop/shared/money';

export { formatCents, formatDollars } from '@shop/shared/money';

/**
 * An amount in a currency's minor units (cents; whole yen) as `formatMoney` writes it for the
 * locale: `23,00 €` in fr-FR, `￥3,026` in en-US. US dollars in US English are written by
 * `formatCents`, the same text without asking Intl during hydration.
 */
export function formatPrice(minor: number, currency: CurrencyCode, locale: string): string {
  return currency === 'USD' && locale === 'en-US' ? formatCents(minor) : formatMoney(minor, currency, locale);
}

/** What a line costs in all, from its unit price in dollars as the API shows it: `$59.98`. */
export function formatLineTotal(unitPrice: number, quantity: number): string {
  return formatCents(lineTotalCents({ unitCents: toCents(unitPrice), quantity }));
}

const DATE_STYLES = {
  /** `Mar 14, 2025`: the admin tables. */
  medium: { locale: 'en-US', options: { dateStyle: 'medium' } },
  /** `March 14, 2025`: reviews. */
  long: { locale: 'en-US', options: { dateStyle: 'long' } },
  /** `March 2025`: 'Member since'. */
  monthYear: { locale: 'en-US', options: { month: 'long', year: 'numeric' } },
  /** The shopper's own locale and time zone, for their orders ("local date and time", docs/product.md). */
  localDate: { locale: undefined, options: { dateStyle: 'medium' } },
  /** `Mar 14, 2025, 10:00 AM` in the shopper's own locale and time zone. */
  localDateTime: { locale: undefined, options: { dateStyle: 'medium', timeStyle: 'short' } },
  /** `March`, `Mar`: the months of the earnings chart, which counts them in UTC. */
  month: { locale: 'en-US', options: { month: 'long', timeZone: 'UTC' } },
  monthShort: { locale: 'en-US', options: { month: 'short', timeZone: 'UTC' } },
} satisfies Record<string, { locale: string | undefined; options: Intl.DateTimeFormatOptions }>;

export type DateStyle = keyof typeof DATE_STYLES;

// Built on first use: creating an Intl formatter is slow, and most pages use one style or none.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A style's formatter; `locale` in place of the style's own (a page in another language: `useFormatLocale`). */
function formatterOf(style: DateStyle, locale?: string): Intl.DateTimeFormat {
  const key = `${style} ${locale ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const { locale: own, options } = DATE_STYLES[style];
    formatter = new Intl.DateTimeFormat(locale ?? own, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A whole number with US thousands separators: `1,234` (or the locale's: `1 234`). */
export function formatCount(count: number, locale = 'en-US'): string {
  return count.toLocaleString(locale);
}

/** Parses an ISO date; null when missing or not a date. */
export function parseDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An ISO date as text in one of the shop's styles; `fallback` (an em dash unless told) when unknown.
 * `locale`: the page's language's, in place of the style's own (`useFormatLocale`).
 */
export function formatDate(iso: string | null | undefined, style: DateStyle, fallback = '—', locale?: string): string {
  const date = parseDate(iso);
  return date ? formatterOf(style, locale).format(date) : fallback;
}

/** 1 -> 'January' (or 'Jan'). */
export function monthName(month: number, style: 'long' | 'short' = 'long'): string {
  return formatterOf(style === 'long' ? 'month' : 'monthShort').format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** Whole dollars, as the price filters name them: `$50`. Money is written by the functions of this file alone. */
export function formatWholeDollars(dollars: number): string {
  return `$${dollars}`;
}

/** A chart axis's dollars, as exact as the value: `$1,250`, `$12.5`. */
export function formatAxisDollars(dollars: number): string {
  return `$${formatCount(dollars)}`;
}

/** `0 items`, `1 item`, `2 items`; `many` for nouns whose plural is not `noun + s`. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Only the noun of `plural`: `item` or `items`. */
export function pluralNoun(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** A number as typed ('$1,250.50', '12.5 %'); NaN when it is not one, for the schema to refuse. */
export function typedNumber(text: string): number {
  return Number(text.replace(/[\s$%,]/g, ''));
}

const sendDayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A day written `YYYY-MM-DD` (a gift card's sending day, a day in UTC) as `Dec 24, 2026` (as the
 * locale writes it: `24 déc. 2026`), wherever the reader is.
 */
export function formatDay(day: string, locale = 'en-US'): string {
  const date = parseDate(`${day}T00:00:00Z`);
  if (!date) return day;
  let format = sendDayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    sendDayFormats.set(locale, format);
  }
  return format.format(date);
}

/** Who a gift card is for: `Ana (ana@example.com)`, or the email alone. */
export function giftCardRecipient(gift: { to: string; toName?: string | null }): string {
  return gift.toName ? `${gift.toName} (${gift.to})` : gift.to;
}
