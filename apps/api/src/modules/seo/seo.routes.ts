import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { IdSchema } from '@shop/shared/common.schema';
import { PAGE_PATTERNS, paths } from '@shop/shared/routes';
import type { CatalogueService } from '../catalogue';
import { productPageMeta } from './page-meta';
import { createSitemap } from './sitemap';

/** What search engines and link previews read: product pages with their meta, the sitemap, robots.txt. */
export const seoRoutes: FastifyPluginAsync<{ products: CatalogueService }> = async (app, { products }) => {
  const { publicUrl, shop } = { publicUrl: app.config.publicUrl, shop: app.config.shop };

  // The API and one shopper's pages (`paths.order('')` is the prefix of every order page).
  const disallowed = ['/api/', paths.dashboard, paths.success, paths.order('')];
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\n${disallowed.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );

  const sitemap = createSitemap({ products, publicUrl, urlsPerFile: app.config.sitemapUrlsPerFile });
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
    const id = IdSchema.safeParse(request.params.id);
    const detail = id.success ? await products.findForPage(id.data) : undefined;
    // The page shows its own 'not found' state; the status tells machines.
    if (!detail) return sendPage(request, reply, { status: 404 });
    return sendPage(request, reply, { head: productPageMeta(detail, { name: shop.name, publicUrl }) });
  });
};
