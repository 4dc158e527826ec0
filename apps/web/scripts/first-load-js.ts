/**
 * The JavaScript each storefront page fetches before the network goes quiet, from the build's
 * manifest: the boot script a server-rendered page loads first (src/boot.ts), the entry with
 * everything it imports statically, the page's own module and its static imports, its language's
 * messages (which the server lists with the page's modules), and the parts it loads right after
 * hydrating (LATE_PARTS). Sizes are those of the Brotli copies the shop sends
 * (apps/web/scripts/precompress.ts), else gzip. e2e/tests/page-weight.spec.ts counts the same in
 * a browser.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { languageOfPath, LANGUAGES } from '@shop/shared/languages';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The storefront's pages and the module each renders (see src/app/router.tsx). */
export const STOREFRONT_PAGES: Record<string, string> = {
  '/': 'src/features/home/pages/home-page.tsx',
  '/shop': 'src/features/catalogue/pages/shop-page.tsx',
  '/shop/{id}': 'src/features/catalogue/pages/product-page.tsx',
  '/collections/{handle}': 'src/features/catalogue/pages/collection-page.tsx',
  '/search': 'src/features/catalogue/pages/search-page.tsx',
  '/pages': 'src/features/content/pages/visual-story-page.tsx',
  '/contact': 'src/features/contact/pages/contact-page.tsx',
  '/about': 'src/features/content/pages/about-page.tsx',
  '/design': 'src/features/content/pages/design-page.tsx',
  '/photography': 'src/features/content/pages/photography-page.tsx',
  '/services': 'src/features/content/pages/services-page.tsx',
  '/terms': 'src/features/content/pages/terms-page.tsx',
  '/help': 'src/features/content/pages/help-page.tsx',
  '/pages/{handle}': 'src/features/content/pages/content-page-page.tsx',
  '/gift-cards': 'src/features/credit/pages/gift-card-balance-page.tsx',
  // The same pages in French, with the French messages: the shop list and the product page, the heaviest.
  '/fr/shop': 'src/features/catalogue/pages/shop-page.tsx',
  '/fr/shop/{id}': 'src/features/catalogue/pages/product-page.tsx',
};

/** The parts a page loads by itself once it has hydrated, with no action of the visitor. */
const REVIEWS = ['src/features/catalogue/components/lazy-reviews-section.tsx', 'src/features/catalogue/components/reviews-section.tsx'];
export const LATE_PARTS: Record<string, string[]> = {
  '/shop/{id}': REVIEWS,
  '/fr/shop/{id}': REVIEWS,
};

/**
 * The parts of its language's messages that a page loads with it (its route's `messages`, see
 * src/app/router.tsx) or right after hydrating (the reviews'): `MESSAGE_PARTS` in
 * src/i18n/compile-catalogue.ts.
 */
const PAGE_MESSAGES: Record<string, string[]> = {
  ...Object.fromEntries(['/', '/shop', '/collections/{handle}', '/search', '/fr/shop'].map((page) => [page, ['browse']])),
  '/shop/{id}': ['reviews'],
  '/fr/shop/{id}': ['reviews'],
  ...Object.fromEntries(
    ['/pages', '/contact', '/about', '/design', '/photography', '/services', '/terms', '/help', '/pages/{handle}', '/gift-cards'].map(
      (page) => [page, ['pages']],
    ),
  ),
};

/** The module of a language's messages (or of one of its parts), as the manifest names it (src/i18n/i18n.tsx, `catalogueModule`). */
export const catalogueModule = (code: string, part?: string) => `src/i18n/catalogues/${code}.json${part ? `?${part}` : ''}`;

export interface PageWeight {
  page: string;
  /** The code of the page's language. */
  language: string;
  files: string[];
  /** Each language's messages' file. */
  catalogues: Record<string, string>;
  /** As a browser downloads them: Brotli where the build wrote a copy, else gzip. */
  bytes: number;
}

export function firstLoadJs(clientDir: string): PageWeight[] {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = 'index.html';
  const bootKey = 'src/boot.ts';
  if (!manifest[entryKey]?.isEntry || !manifest[bootKey]?.isEntry) throw new Error('The manifest lacks the entry or the boot script');
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) {
      const brotli = path.join(clientDir, `${file}.br`);
      sizes.set(file, existsSync(brotli) ? statSync(brotli).size : gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length);
    }
    return sizes.get(file)!;
  };
  const staticClosure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
    return seen;
  };
  const catalogues = Object.fromEntries(
    LANGUAGES.map(({ code }) => {
      const chunk = manifest[catalogueModule(code)];
      if (!chunk) throw new Error(`${catalogueModule(code)} (the ${code} messages) is not in the build`);
      return [code, chunk.file];
    }),
  );
  return Object.entries(STOREFRONT_PAGES).map(([page, module]) => {
    if (!manifest[module]) throw new Error(`${module} (the page at ${page}) is not in the build`);
    const language = languageOfPath(page).code;
    let keys = staticClosure(catalogueModule(language), staticClosure(module, staticClosure(entryKey, staticClosure(bootKey))));
    for (const late of [...(LATE_PARTS[page] ?? []), ...(PAGE_MESSAGES[page] ?? []).map((part) => catalogueModule(language, part))]) {
      if (!manifest[late]) throw new Error(`${late} (loaded late by ${page}) is not in the build`);
      keys = staticClosure(late, keys);
    }
    const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    return { page, language, files, catalogues, bytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
  });
}
