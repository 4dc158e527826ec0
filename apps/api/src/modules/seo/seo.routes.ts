import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ProductKeyParamsSchema } from '@shop/shared/product.schema';
import { PAGE_PATTERNS, paths } from '@shop/shared/routes';
import type { CatalogueService } from '../catalogue';
import { CategoryHandleParamsSchema, type Category } from '@shop/shared/category.schema';
import { collectionPageMeta, productPageMeta } from './page-meta';
import { createSitemap } from './sitemap';

/** What search engines and link previews read: product pages with their meta, the sitemap, robots.txt. */
/** What the collections' pages and the sitemap read of the shop's categories. */
export interface SeoCollections {
  listVisible: () => Promise<Category[]>;
  visibleByHandle: (handle: string) => Promise<Category>;
}

export const seoRoutes: FastifyPluginAsync<{ products: CatalogueService; collections: SeoCollections }> = async (
  app,
  { products, collections },
) => {
  const { publicUrl, shop } = { publicUrl: app.config.publicUrl, shop: app.config.shop };

  // The API and one shopper's pages (`paths.order('')` is the prefix of every order page), and a
  // mail's links, whose tokens are one shopper's.
  const disallowed = ['/api/', paths.dashboard, paths.success, paths.order(''), paths.unsubscribe(''), paths.restoreBag('')];
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\n${disallowed.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );

  const sitemap = createSitemap({
    products,
    collections: async () => (await collections.listVisible()).map((category) => category.handle),
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
  app.get<{ Params: { id: string } }>(PAGE_PATTERNS.product, async (request, reply) => {
    const key = ProductKeyParamsSchema.safeParse(request.params);
    const detail = key.success ? await products.findForPage(key.data.id) : undefined;
    // The page shows its own 'not found' state; the status tells machines.
    if (!detail) return sendPage(request, reply, { status: 404 });
    // An id or a former handle moves, for good, to the product's address (with the query kept).
    if (key.data!.id !== detail.product.handle) {
      const query = request.url.indexOf('?');
      return reply.redirect(`${paths.product(detail.product.handle)}${query < 0 ? '' : request.url.slice(query)}`, 301);
    }
    return sendPage(request, reply, { head: productPageMeta(detail, { name: shop.name, publicUrl }) });
  });

  app.get<{ Params: { handle: string } }>(PAGE_PATTERNS.collection, async (request, reply) => {
    const key = CategoryHandleParamsSchema.safeParse(request.params);
    const category = key.success ? await collections.visibleByHandle(key.data.handle).catch(() => undefined) : undefined;
    if (!category) return sendPage(request, reply, { status: 404 });
    return sendPage(request, reply, { head: collectionPageMeta(category, { name: shop.name, publicUrl }) });
  });
};
