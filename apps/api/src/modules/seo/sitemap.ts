import { alternatesOf, LANGUAGES, prefixPath } from '@shop/shared/languages';
import { paths, PUBLIC_PAGES } from '@shop/shared/routes';
import type { CatalogueService } from '../catalogue';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The namespace of the `hreflang` alternates in a sitemap. */
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');

const xml = (root: 'urlset' | 'sitemapindex', entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${SITEMAP_NS}"${root === 'urlset' ? ` xmlns:xhtml="${XHTML_NS}"` : ''}>\n${entries.map((entry) => `${entry}\n`).join('')}</${root}>\n`;

/** The path of the nth part of a split sitemap (from 1). */
export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

export interface SitemapOptions {
  products: Pick<CatalogueService, 'sitemapProductCount' | 'sitemapEntries'>;
  /** The handles of the visible categories, whose pages follow the public pages. */
  collections: () => Promise<string[]>;
  /** The handles of the published Markdown pages that have no address of their own (/pages/{handle}), after the categories. */
  contentPages: () => Promise<string[]>;
  publicUrl: string;
  /** At most this many URLs in one file (the protocol allows 50,000); past it, `/sitemap.xml` is an index of parts. */
  urlsPerFile: number;
}

/** A page of the default language, as the sitemap lists it in every language. */
interface SitemapPage {
  path: string;
  lastmod?: Date;
}

/**
 * The sitemap: the public pages, the visible categories' pages and the published Markdown pages, then every live product, newest first.
 * Each page is there in every language the shop speaks (`/shop`, `/fr/shop`), one URL after the other, and each URL names all of
 * them as `hreflang` alternates, with the default language's as `x-default`. While they fit in one file it is one `<urlset>`;
 * past that, `/sitemap.xml` is a `<sitemapindex>` of parts of at most `urlsPerFile` URLs each, every part read from the
 * database on its own, a slice at a time.
 */
export function createSitemap({ products, collections, contentPages, publicUrl, urlsPerFile }: SitemapOptions) {
  const languages = LANGUAGES.length;
  const fixedPages = async () => [
    ...PUBLIC_PAGES,
    ...(await collections()).map((handle) => paths.collection(handle)),
    ...(await contentPages()).map((handle) => paths.contentPage(handle)),
  ];
  const urlCount = async () => ((await fixedPages()).length + (await products.sitemapProductCount())) * languages;
  const partCount = (urls: number) => (urls <= urlsPerFile ? 1 : Math.ceil(urls / urlsPerFile));

  const urlOf = ({ path, lastmod }: SitemapPage, language: (typeof LANGUAGES)[number]) => {
    const alternates = alternatesOf(path, publicUrl).map(
      ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    );
    return `  <url><loc>${escapeXml(`${publicUrl}${prefixPath(path, language)}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternates.join('')}</url>`;
  };

  /** The URLs from position `start` up to `end` (excluded), the public pages counting first, each page in every language. */
  async function urlset(start: number, end: number): Promise<string> {
    const fixed = await fixedPages();
    // The pages whose URLs fall in the range, then their URLs in every language, cut to the range.
    const first = Math.floor(start / languages);
    const last = Math.ceil(end / languages);
    const pages: SitemapPage[] = fixed.slice(first, last).map((path) => ({ path }));
    const from = Math.max(0, first - fixed.length);
    const to = last - fixed.length;
    const entries = to > from ? await products.sitemapEntries(from, to - from) : [];
    pages.push(...entries.map((entry) => ({ path: paths.product(entry.handle), lastmod: entry.updatedAt })));
    const urls = pages.flatMap((page) => LANGUAGES.map((language) => urlOf(page, language)));
    return xml('urlset', urls.slice(start - first * languages, end - first * languages));
  }

  return {
    /** `/sitemap.xml`: every URL while they fit in one file, else the index of the parts. */
    async root(): Promise<string> {
      const parts = partCount(await urlCount());
      if (parts === 1) return urlset(0, urlsPerFile);
      return xml(
        'sitemapindex',
        Array.from(
          { length: parts },
          (_, index) => `  <sitemap><loc>${escapeXml(`${publicUrl}${sitemapPartPath(index + 1)}`)}</loc></sitemap>`,
        ),
      );
    },

    /** `/sitemap-{part}.xml`: that part of a split sitemap; undefined when the sitemap is not split or has no such part. */
    async part(part: number): Promise<string | undefined> {
      const parts = partCount(await urlCount());
      if (parts === 1 || part < 1 || part > parts) return undefined;
      return urlset((part - 1) * urlsPerFile, part * urlsPerFile);
    },
  };
}
