/**
 * Formats a compiled message (compile-catalogue.ts) for a locale, with the browser's own `Intl`
 * for numbers, dates and plural rules: no ICU parser and no locale data ship with the shop.
 *
 * A compiled message is its text, or a list of parts: a text; `0` for a plural's `#`; or an
 * argument `[name]` (as it is), `[name, 'n', options?]` (a number), `[name, 'd', options]` (a date
 * or a time), `[name, 's', cases]` (select), `[name, 'p', cases, offset?]` (plural) or
 * `[name, 'o', cases, offset]` (ordinal), each case a compiled message.
 */

export type CompiledMessage = string | CompiledElement[];
export type CompiledElement =
  | string
  | 0
  | [name: string]
  | [name: string, kind: 'n', options?: Intl.NumberFormatOptions]
  | [name: string, kind: 'd', options: Intl.DateTimeFormatOptions]
  | [name: string, kind: 's' | 'p', cases: Record<string, CompiledMessage>, offset?: number]
  | [name: string, kind: 'o', cases: Record<string, CompiledMessage>, offset: number];

/** What a message's arguments take: texts, numbers, dates, and for `t.rich` anything React renders. */
export type MessageValues = Record<string, string | number | Date>;

// Built on first use and kept: creating an Intl formatter is slow.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  Kind: new (locale: string, options?: object) => T,
  locale: string,
  options?: object,
): T {
  const key = `${Kind.name} ${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Kind(locale, options)));
  return made as T;
}

type Cases = Record<string, CompiledMessage>;

/** The message's parts, written into `out`: texts, and values that are not texts (`t.rich`) as they are. */
function write(message: CompiledMessage, locale: string, values: Record<string, unknown>, count: number, out: unknown[]): void {
  if (typeof message === 'string') {
    out.push(message);
    return;
  }
  for (const part of message) {
    if (typeof part === 'string') out.push(part);
    else if (part === 0) out.push(formatter(Intl.NumberFormat, locale).format(count));
    else {
      const [name, kind, options, offset = 0] = part;
      const value = values[name];
      if (kind === 'n') out.push(formatter(Intl.NumberFormat, locale, options).format(Number(value)));
      else if (kind === 'd') out.push(formatter(Intl.DateTimeFormat, locale, options).format(new Date(value as string)));
      else if (kind === 's') write((options as Cases)[String(value)] ?? (options as Cases).other!, locale, values, count, out);
      else if (kind) {
        const number = Number(value) - offset;
        const rule = formatter(Intl.PluralRules, locale, { type: kind === 'o' ? 'ordinal' : 'cardinal' }).select(number);
        const cases = options as Cases;
        write(cases[`=${Number(value)}`] ?? cases[rule] ?? cases.other!, locale, values, number, out);
      } else out.push(typeof value === 'string' || typeof value === 'number' ? String(value) : (value ?? ''));
    }
  }
}

/** A message as text. */
export function formatMessage(message: CompiledMessage, locale: string, values: MessageValues = {}): string {
  const out: unknown[] = [];
  write(message, locale, values, 0, out);
  return out.join('');
}

/** A message as parts, its texts joined, and values that are not texts (elements) kept as they are. */
export function formatParts(message: CompiledMessage, locale: string, values: Record<string, unknown>): unknown[] {
  const out: unknown[] = [];
  write(message, locale, values, 0, out);
  return out.reduce<unknown[]>((parts, part) => {
    if (typeof part === 'string' && typeof parts.at(-1) === 'string') parts[parts.length - 1] += part;
    else parts.push(part);
    return parts;
  }, []);
}
