/**
 * The languages the shop speaks. The default language lives at `/`; every other one at its
 * prefix (`/fr/shop`, `/fr/shop/{handle}`), with the same pages. The language follows the
 * address, never a cookie: a crawler and a shared link see the same page as the shopper.
 * The staff's pages stay in the default language, at their own paths only.
 */

interface LanguageEntry {
  /** The code of `hreflang` and `<html lang>`: `en`, `fr`. */
  code: string;
  /** The locale `Intl` formats dates, numbers and plurals for. */
  locale: string;
  /** Where its pages live: '' for the default language, else `/{code}`. */
  prefix: string;
  /** Its own name, as the language switcher shows it. */
  name: string;
}

export const LANGUAGES = [
  { code: 'en', locale: 'en-US', prefix: '', name: 'English' },
  { code: 'fr', locale: 'fr-FR', prefix: '/fr', name: 'Français' },
] as const satisfies readonly LanguageEntry[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** A language the shop speaks: its code is one of `LANGUAGES`', which a request may name (`language: 'fr'`). */
export interface Language extends LanguageEntry {
  code: LanguageCode;
}

/** The shop's default language, at `/`: the reference for every text, and `x-default`. */
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];

const BY_CODE = new Map<string, Language>(LANGUAGES.map((language) => [language.code, language]));

/** The language of a code; undefined for one the shop does not speak. */
export function languageOf(code: string): Language | undefined {
  return BY_CODE.get(code);
}

/** The language a path is in (the query string ignored): its prefix's, else the default. */
export function languageOfPath(path: string): Language {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return (
    LANGUAGES.find((language) => language.prefix && (pathname === language.prefix || pathname.startsWith(`${language.prefix}/`))) ??
    DEFAULT_LANGUAGE
  );
}

/** A path without its language prefix: `/fr/shop?x=1` -> `/shop?x=1`, `/fr` -> `/`. */
export function unprefixPath(path: string): string {
  const { prefix } = languageOfPath(path);
  if (!prefix) return path;
  const rest = path.slice(prefix.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/** A path of the default language (`/shop`, `/`) at its address in `language`: `/fr/shop`, `/fr`. */
export function prefixPath(path: string, language: Language): string {
  if (!language.prefix) return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return `${language.prefix}${path.slice(1)}`;
  return `${language.prefix}${path}`;
}

/** A page's address in every language (`hreflang` codes, then `x-default`), as absolute URLs from the shop's public URL. */
export function alternatesOf(path: string, publicUrl: string): { hreflang: string; href: string }[] {
  const page = unprefixPath(path);
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language.code, href: `${publicUrl}${prefixPath(page, language)}` })),
    { hreflang: 'x-default', href: `${publicUrl}${prefixPath(page, DEFAULT_LANGUAGE)}` },
  ];
}

/**
 * The language a storefront read asks the brand's own words in (`?lang=`: a product's name, a
 * page's text): undefined for the default language, whose words are read as they are.
 */
export const wordsLanguage = (language: Language): LanguageCode | undefined =>
  language.code === DEFAULT_LANGUAGE.code ? undefined : (language.code as LanguageCode);
