/**
 * What the mail catalogues format for their locale through `Intl` (no locale data of the shop's
 * own): plurals as ICU writes them (`{count, plural, one {# item} other {# items}}`), days and
 * moments. Formatters are made once per locale.
 */

type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

const made = new Map<string, Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>();
function once<T extends Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (!formatter) made.set(key, (formatter = make()));
  return formatter;
}

/** The form the locale's plural rules choose for `count`, its `#` the count as the locale writes it: 24 -> '24 hours'. */
export function plural(locale: string, count: number, forms: PluralForms): string {
  const rule = once(`plural ${locale}`, () => new Intl.PluralRules(locale)).select(count);
  const number = once(`number ${locale}`, () => new Intl.NumberFormat(locale)).format(count);
  return (forms[rule] ?? forms.other).replaceAll('#', number);
}

/** A day (a `YYYY-MM-DD` as kept, or a moment's day in UTC), long: '31 janvier 2027'. */
export function longDay(locale: string, day: Date | string): string {
  const date = typeof day === 'string' ? new Date(`${day}T00:00:00Z`) : day;
  return once(`day ${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })).format(date);
}

/** A moment in UTC, long, to the minute: '31 janvier 2027 à 14:05'. */
export function longMoment(locale: string, moment: Date): string {
  return once(`moment ${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })).format(
    moment,
  );
}
