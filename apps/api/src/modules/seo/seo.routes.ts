import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ShopCurrencies } from '@shop/shared/currency.schema';
import { ProductKeyParamsSchema, type ProductDetailResponse } from '@shop/shared/product.schema';
import { CURRENCY_COOKIE, shopperCurrency } from '@shop/shared/shopper-currency';
import { LANGUAGES, prefixPath } from '@shop/shared/languages';
import { PAGE_PATTERNS, paths } from '@shop/shared/routes';
import type { CatalogueService } from '../catalogue';
import { CategoryHandleParamsSchema, type Category } from '@shop/shared/category.schema';
import { pageAddress, PageHandleParamsSchema } from '@shop/shared/page-content.schema';
import { collectionPageMeta, contentPageMeta, productPageMeta } from './page-meta';
import { createSitemap } from './sitemap';

/** What search engines and link previews read: product pages with their meta, the sitemap, robots.txt. */
/** What the collections' pages and the sitemap read of the shop's categories. */
export interface SeoCollections {
  listVisible: () => Promise<Category[]>;
  /** A visible category in the page's language (its words there, field by field). */
  visibleByHandle: (handle: string, language?: string) => Promise<Category>;
}

/** What the Markdown pages' addresses and the sitemap read of the shop's pages. */
export interface SeoContentPages {
  sitemapPages: () => Promise<{ handle: string }[]>;
  /** A published page in the page's language (its words there, field by field). */
  show: (handle: string, language?: string) => Promise<{ handle: string; title: string; seoDescription: string }>;
}

/** What a product page's offer reads of the currencies the shop presents. */
export interface SeoCurrencies {
  list: () => Promise<ShopCurrencies>;
}

export const seoRoutes: FastifyPluginAsync<{
  products: CatalogueService;
  collections: SeoCollections;
  contentPages: SeoContentPages;
  /** Without them, offers are in the base currency. */
  currencies?: SeoCurrencies;
}> = async (app, { products, collections, contentPages, currencies }) => {
  const { publicUrl, shop } = { publicUrl: app.config.publicUrl, shop: app.config.shop };

  // The API and one shopper's pages (`paths.order('')` is the prefix of every order page), and a
  // mail's links, whose tokens are one shopper's.
  const disallowed = [
    '/api/',
    ...LANGUAGES.flatMap((language) =>
      [paths.dashboard, paths.success, paths.order(''), paths.unsubscribe(''), paths.restoreBag('')].map((path) =>
        prefixPath(path, language),
      ),
    ),
  ];
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\n${disallowed.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );

  const sitemap = createSitemap({
    products,
    collections: async () => (await collections.listVisible()).map((category) => category.handle),
    // A page with an address of its own (About at /about) is listed there, not twice.
    contentPages: async () =>
      (await contentPages.sitemapPages()).map((page) => page.handle).filter((handle) => pageAddress(handle) === paths.contentPage(handle)),
    publicUrl,
    urlsPerFile: app.config.sitemapUrlsPerFile,
  });
  const sendXml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600').send(body);

  app.get('/sitemap.xml', async (_request, reply) => sendXml(reply, await sitemap.root()));
  // Parts are numbered from 1 without leading zeros, so that each has one address.
  app.get<{ Params: { part: string } }>('/sitemap-:part(^[1-9]\\d{0,8}).xml', async (request, reply) => {
    const body = await sitemap.part(Number(request.params.part));
    if (body !== undefined) return sendXml(reply, body);
    reply.callNotFound();
    return reply;
  });

  const sendPage = app.sendPage;
  if (!sendPage) return;
  // Each page in every language, at the language's prefix; its canonical address is in its language.
  for (const language of LANGUAGES) {
    const ofPage = { name: shop.name, publicUrl, language };
    app.get<{ Params: { id: string } }>(`${language.prefix}${PAGE_PATTERNS.product}`, async (request, reply) => {
      const key = ProductKeyParamsSchema.safeParse(request.params);
      const detail = key.success ? await products.findForPage(key.data.id, language.code) : undefined;
      // The page shows its own 'not found' state; the status tells machines.
      if (!detail) return sendPage(request, reply, { status: 404 });
      // An id or a former handle moves, for good, to the product's address (with the query kept).
      if (key.data!.id !== detail.product.handle) {
        const query = request.url.indexOf('?');
        return reply.redirect(
          `${prefixPath(paths.product(detail.product.handle), language)}${query < 0 ? '' : request.url.slice(query)}`,
          301,
        );
      }
      // Its offer in the currency the page shows its prices in, as the page works it out (docs/decisions/045).
      const shop = await currencies?.list();
      const currency = shop && shopperCurrency(shop, request.cookies[CURRENCY_COOKIE], language.code);
      const { presented } =
        currency && currency !== shop.base
          ? (JSON.parse((await products.detailAnswer(detail.product.handle, { currency })).body) as ProductDetailResponse).product
          : detail.product;
      return sendPage(request, reply, { head: productPageMeta({ ...detail, product: { ...detail.product, presented } }, ofPage) });
    });

    app.get<{ Params: { handle: string } }>(`${language.prefix}${PAGE_PATTERNS.collection}`, async (request, reply) => {
      const key = CategoryHandleParamsSchema.safeParse(request.params);
      const category = key.success ? await collections.visibleByHandle(key.data.handle, language.code).catch(() => undefined) : undefined;
      if (!category) return sendPage(request, reply, { status: 404 });
      return sendPage(request, reply, { head: collectionPageMeta(category, ofPage) });
    });

    // A Markdown page: unknown or unpublished answers the shop's 404 page with the status.
    app.get<{ Params: { handle: string } }>(`${language.prefix}${PAGE_PATTERNS.contentPage}`, async (request, reply) => {
      const key = PageHandleParamsSchema.safeParse(request.params);
      const page = key.success ? await contentPages.show(key.data.handle, language.code).catch(() => undefined) : undefined;
      if (!page) return sendPage(request, reply, { status: 404 });
      return sendPage(request, reply, { head: contentPageMeta(page, ofPage) });
    });
  }
};
