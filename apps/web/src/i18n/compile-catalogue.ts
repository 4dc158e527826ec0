/**
 * Compiles a message catalogue at build time (the `shopMessages` plugin in vite.config.ts), so
 * that no ICU parser ships to the browser: FormatJS's parser reads each message, and its tree is
 * written in the compact form `format-message.ts` formats (see there). Styles and skeletons
 * (`{n, number, percent}`, `{d, date, ::yMMMd}`) become the `Intl` options they stand for. Runs
 * in Node only; the checks of the catalogues (catalogues.test.ts) use it too.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { CompiledElement, CompiledMessage } from './format-message';

const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent' },
};

function numberOptions(style: unknown): Intl.NumberFormatOptions | undefined {
  if (style === null || style === undefined) return undefined;
  if (typeof style === 'string') {
    const options = NUMBER_STYLES[style];
    if (!options) throw new Error(`unknown number style '${style}'`);
    return options;
  }
  return (style as { parsedOptions: Intl.NumberFormatOptions }).parsedOptions;
}

function dateOptions(style: unknown, kind: 'dateStyle' | 'timeStyle'): Intl.DateTimeFormatOptions {
  if (style === null || style === undefined) return { [kind]: 'medium' };
  if (typeof style === 'string') {
    if (!['short', 'medium', 'long', 'full'].includes(style)) throw new Error(`unknown date style '${style}'`);
    return { [kind]: style as Intl.DateTimeFormatOptions['dateStyle'] };
  }
  return (style as { parsedOptions: Intl.DateTimeFormatOptions }).parsedOptions;
}

function compileElements(elements: MessageFormatElement[]): CompiledMessage {
  const compiled: CompiledElement[] = [];
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        // Neighbouring texts become one.
        if (typeof compiled.at(-1) === 'string') compiled[compiled.length - 1] += element.value;
        else compiled.push(element.value);
        break;
      case TYPE.argument:
        compiled.push([element.value]);
        break;
      case TYPE.number: {
        const options = numberOptions(element.style);
        compiled.push(options ? [element.value, 'n', options] : [element.value, 'n']);
        break;
      }
      case TYPE.date:
        compiled.push([element.value, 'd', dateOptions(element.style, 'dateStyle')]);
        break;
      case TYPE.time:
        compiled.push([element.value, 'd', dateOptions(element.style, 'timeStyle')]);
        break;
      case TYPE.select:
        compiled.push([element.value, 's', compileOptions(element.options)]);
        break;
      case TYPE.plural: {
        const options = compileOptions(element.options);
        if (element.pluralType === 'ordinal') compiled.push([element.value, 'o', options, element.offset]);
        else compiled.push(element.offset ? [element.value, 'p', options, element.offset] : [element.value, 'p', options]);
        break;
      }
      case TYPE.pound:
        compiled.push(0);
        break;
      default:
        throw new Error('tags are not used in the catalogues');
    }
  }
  // A message without arguments is its text alone.
  if (compiled.length === 0) return '';
  return compiled.length === 1 && typeof compiled[0] === 'string' ? compiled[0] : compiled;
}

function compileOptions(options: Record<string, { value: MessageFormatElement[] }>): Record<string, CompiledMessage> {
  return Object.fromEntries(Object.entries(options).map(([key, option]) => [key, compileElements(option.value)]));
}

/**
 * The parts of a catalogue that load apart from a page's first load, each with the groups of keys
 * (a key's first word) it holds; every other group is in the first load. A build puts each part
 * in a chunk of its own per language (`{code}.json?{part}`), loaded with what shows it:
 * - `later`: the parts that open on a press (the bag and its forms, the totals, the waiting
 *   list's form, the account menu, the buyers' photos);
 * - `browse`: the home page's, the shop's, a collection's and the search's own;
 * - `reviews`: the product page's reviews, whose code loads after the page's;
 * - `pages`: the storefront's other pages (contact, the owner's pages, gift cards, not found);
 * - `account`: the pages the browser renders alone (signing in, the customer's dashboard, the
 *   checkout, an order), the review form, and the staff's pages, which show some of the same parts.
 */
export const MESSAGE_PARTS = {
  later: ['bag', 'totals', 'notify', 'accountMenu', 'reviewPhotos'],
  browse: ['home', 'shop', 'filters', 'collection', 'search'],
  reviews: ['reviews'],
  pages: ['pages', 'contact', 'giftCards', 'notFound'],
  account: [
    'account',
    'auth',
    'dashboard',
    'orders',
    'checkout',
    'addresses',
    'profile',
    'emails',
    'privacy',
    'credit',
    'exchanges',
    'returns',
    'reviewForm',
  ],
} as const;
export type MessagePart = keyof typeof MESSAGE_PARTS;

const PART_OF_GROUP = new Map<string, MessagePart>(
  Object.entries(MESSAGE_PARTS).flatMap(([part, groups]) => groups.map((group) => [group, part as MessagePart] as const)),
);
/** The part a key's message loads with; undefined for the first load's. */
export const partOfMessage = (key: string): MessagePart | undefined => PART_OF_GROUP.get(key.split('.')[0]!);

/** One ICU message, compiled; throws on a syntax error. */
export function compileMessage(message: string): CompiledMessage {
  return compileElements(parse(message, { ignoreTag: true, requiresOtherClause: true, shouldParseSkeletons: true }));
}

/** A catalogue's source (key -> ICU message), compiled; the error names the key of a broken message. */
export function compileCatalogue(source: Record<string, string>): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(source).map(([key, message]) => {
      try {
        return [key, compileMessage(message)];
      } catch (error) {
        throw new Error(`The message '${key}' is not valid ICU: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}

/** The names of the arguments a message takes, sorted (a plural in one language may be a plain argument in another). */
export function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        walk(element.children);
        continue;
      }
      found.add(element.value);
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message, { ignoreTag: true, requiresOtherClause: true }));
  return [...found].sort();
}
