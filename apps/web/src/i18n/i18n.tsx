/**
 * The storefront's texts in the page's language (docs/architecture.md, Languages). Each language's
 * messages are a chunk of their own (catalogues/{code}.json, compiled at build time), loaded for
 * the page's language only: the server renders with them and has the browser fetch them with the
 * page's code, so hydration never waits for them and never shows another language. The messages
 * of the parts that load apart (the bag, the reviews, the other pages, the account's: `MESSAGE_PARTS`
 * in compile-catalogue.ts) follow with what shows them (`useMessages`).
 */
import { DEFAULT_LANGUAGE, type Language, type LanguageCode } from '@shop/shared/languages';
import { createContext, Fragment, use, useContext, useMemo, type ReactNode } from 'react';
import type { MessagePart } from './compile-catalogue';
import { formatMessage, formatParts, type CompiledMessage, type MessageValues } from './format-message';
import type english from './catalogues/en.json';

export type { MessagePart };

/** Every text's key: those of the English catalogue, the reference. */
export type MessageKey = keyof typeof english;

/**
 * A language's messages, compiled, with the language they are in. (A build writes each key as its
 * place among the English catalogue's keys, and the first load's messages as a list: see
 * `shopMessages` in vite.config.ts.)
 */
export interface Catalogue {
  language: Language;
  messages: Partial<Record<MessageKey, CompiledMessage>>;
  /** The parts that load apart whose messages are in (`useMessages`). */
  parts: Set<MessagePart>;
}

// NOTE: one import() per language and part, so that each is a chunk of its own.
const LOADERS: Record<LanguageCode, () => Promise<{ default: unknown }>> = {
  en: () => import('./catalogues/en.json'),
  fr: () => import('./catalogues/fr.json'),
};
const PART_LOADERS: Record<MessagePart, Record<LanguageCode, () => Promise<{ default: unknown }>>> = {
  later: { en: () => import('./catalogues/en.json?later'), fr: () => import('./catalogues/fr.json?later') },
  browse: { en: () => import('./catalogues/en.json?browse'), fr: () => import('./catalogues/fr.json?browse') },
  reviews: { en: () => import('./catalogues/en.json?reviews'), fr: () => import('./catalogues/fr.json?reviews') },
  pages: { en: () => import('./catalogues/en.json?pages'), fr: () => import('./catalogues/fr.json?pages') },
  account: { en: () => import('./catalogues/en.json?account'), fr: () => import('./catalogues/fr.json?account') },
};
const PARTS = Object.keys(PART_LOADERS) as MessagePart[];

/** The module of a language's messages (or of one of its parts), as the build's manifest names it: the server has the browser fetch it with the page. */
export const catalogueModule = (language: Language, part?: MessagePart) =>
  `src/i18n/catalogues/${language.code}.json${part ? `?${part}` : ''}`;

/**
 * A language's messages; `whole`, with those of every part that loads apart (the server's render,
 * which may show any part, loads them all).
 */
export async function loadCatalogue(language: Language, { whole = false } = {}): Promise<Catalogue> {
  const messages = (await LOADERS[language.code as LanguageCode]()).default as Catalogue['messages'];
  const catalogue: Catalogue = { language, messages: { ...messages }, parts: new Set() };
  // Outside a build the catalogue holds every message already.
  if (whole || !import.meta.env.PROD) await loadMessages(catalogue, PARTS);
  return catalogue;
}

const loading = new WeakMap<Catalogue, Map<MessagePart, Promise<void>>>();
/** Adds the messages of a part that loads apart (once per catalogue and part). */
function loadPart(catalogue: Catalogue, part: MessagePart): Promise<void> {
  let ofCatalogue = loading.get(catalogue);
  if (!ofCatalogue) loading.set(catalogue, (ofCatalogue = new Map()));
  let loaded = ofCatalogue.get(part);
  if (!loaded) {
    loaded = PART_LOADERS[part][catalogue.language.code as LanguageCode]().then(({ default: messages }) => {
      Object.assign(catalogue.messages, messages);
      catalogue.parts.add(part);
    });
    ofCatalogue.set(part, loaded);
  }
  return loaded;
}

/** Adds the messages of these parts (a page's, before it hydrates or renders: `ShopRouteHandle.messages`). */
export async function loadMessages(catalogue: Catalogue, parts: readonly MessagePart[]): Promise<void> {
  await Promise.all(parts.filter((part) => !catalogue.parts.has(part)).map((part) => loadPart(catalogue, part)));
}

const CatalogueContext = createContext<Catalogue | null>(null);

/** Where no catalogue is given (a component rendered on its own, in a test): the one set here. */
let catalogueOutsideApp: Catalogue | null = null;
export function setCatalogueOutsideApp(catalogue: Catalogue | null): void {
  catalogueOutsideApp = catalogue;
}

/** The pages below speak the catalogue's language. */
export function CatalogueProvider({ catalogue, children }: { catalogue: Catalogue; children: ReactNode }) {
  return <CatalogueContext.Provider value={catalogue}>{children}</CatalogueContext.Provider>;
}

const NO_CATALOGUE: Catalogue = { language: DEFAULT_LANGUAGE, messages: {}, parts: new Set(PARTS) };
function useCatalogue(): Catalogue {
  return useContext(CatalogueContext) ?? catalogueOutsideApp ?? NO_CATALOGUE;
}

/**
 * For what shows the messages of a part that loads apart (the bag, the reviews, a customer's
 * page): waits (suspends) until they are in. Every component that shows such a message calls it
 * (catalogues.test.ts checks that each file does).
 */
export function useMessages(part: MessagePart): void {
  const catalogue = useCatalogue();
  if (!catalogue.parts.has(part)) use(loadPart(catalogue, part));
}

/** Starts loading a part's messages (or several parts') once `when` holds (as the code that shows them starts loading), without waiting for them. */
export function useLoadMessages(parts: MessagePart | readonly MessagePart[], when = true): void {
  const catalogue = useCatalogue();
  if (when) void loadMessages(catalogue, typeof parts === 'string' ? [parts] : parts);
}

/** For a part that opens on a press (the bag, the waiting list's form): `useMessages('later')`. */
export const useLaterMessages = (): void => useMessages('later');

/** Starts loading the messages of the parts that open on a press once `when` holds. */
export const useLoadLaterMessages = (when: boolean): void => useLoadMessages('later', when);

/** The page's language. */
export function useLanguage(): Language {
  return useCatalogue().language;
}

export interface Translate {
  (key: MessageKey, values?: MessageValues): string;
  /** A message whose arguments hold elements too (a code in bold within a sentence). */
  rich: (key: MessageKey, values: Record<string, ReactNode>) => ReactNode;
}

/** `t(key, values)`: a text of the page's language, its numbers, dates and plurals formatted for its locale. A missing key shows as itself. */
export function useT(): Translate {
  const catalogue = useCatalogue();
  // NOTE: the messages are read when a text is asked for: a part that loads apart adds to them.
  return useMemo(() => translator(catalogue), [catalogue]);
}

/** `useT`'s texts of a catalogue, outside a component (a test's expected words). */
export function translator({ language, messages }: Catalogue): Translate {
  const t = (key: MessageKey, values?: MessageValues) => {
    const message = messages[key];
    return message == null ? key : formatMessage(message, language.locale, values);
  };
  const rich = (key: MessageKey, values: Record<string, ReactNode>): ReactNode => {
    const message = messages[key];
    if (message == null) return key;
    return formatParts(message, language.locale, values).map((part, index) =>
      typeof part === 'string' ? part : <Fragment key={index}>{part as ReactNode}</Fragment>,
    );
  };
  return Object.assign(t, { rich });
}

/**
 * The locale of the formats the shop writes in US English (or in the reader's own locale) in its
 * default language: undefined there, so that each keeps its own; the language's locale elsewhere.
 */
export function useFormatLocale(): string | undefined {
  const language = useLanguage();
  return language.code === DEFAULT_LANGUAGE.code ? undefined : language.locale;
}
