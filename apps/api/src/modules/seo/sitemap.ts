import { paths, PUBLIC_PAGES } from '@shop/shared/routes';
import type { CatalogueService } from '../catalogue';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');

const xml = (root: 'urlset' | 'sitemapindex', entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${SITEMAP_NS}">\n${entries.map((entry) => `${entry}\n`).join('')}</${root}>\n`;

/** The path of the nth part of a split sitemap (from 1). */
export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

export interface SitemapOptions {
  products: Pick<CatalogueService, 'sitemapProductCount' | 'sitemapEntries'>;
  /** The handles of the visible categories, whose pages follow the public pages. */
  collections: () => Promise<string[]>;
  publicUrl: string;
  /** At most this many URLs in one file (the protocol allows 50,000); past it, `/sitemap.xml` is an index of parts. */
  urlsPerFile: number;
}

/**
 * The sitemap: the public pages and the visible categories' pages, then every live product, newest first. While they fit in one
 * file it is one `<urlset>`; past that, `/sitemap.xml` is a `<sitemapindex>` of parts of at most
 * `urlsPerFile` URLs each, every part read from the database on its own, a slice at a time.
 */
export function createSitemap({ products, collections, publicUrl, urlsPerFile }: SitemapOptions) {
  const fixedPages = async () => [...PUBLIC_PAGES, ...(await collections()).map((handle) => paths.collection(handle))];
  const urlCount = async () => (await fixedPages()).length + (await products.sitemapProductCount());
  const partCount = (urls: number) => (urls <= urlsPerFile ? 1 : Math.ceil(urls / urlsPerFile));

  /** The URLs from position `start` up to `end` (excluded), the public pages counting first. */
  async function urlset(start: number, end: number): Promise<string> {
    const fixed = await fixedPages();
    const pages = fixed.slice(start, end).map((page) => `  <url><loc>${escapeXml(`${publicUrl}${page}`)}</loc></url>`);
    const from = Math.max(0, start - fixed.length);
    const to = end - fixed.length;
    const entries = to > from ? await products.sitemapEntries(from, to - from) : [];
    const productUrls = entries.map(
      (entry) =>
        `  <url><loc>${escapeXml(`${publicUrl}${paths.product(entry.handle)}`)}</loc><lastmod>${entry.updatedAt.toISOString()}</lastmod></url>`,
    );
    return xml('urlset', [...pages, ...productUrls]);
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
