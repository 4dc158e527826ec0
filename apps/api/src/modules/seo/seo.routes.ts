import type { FastifyPluginAsync } from 'fastify';
import { IdSchema } from '@shop/shared/common.schema';
import { PAGE_PATTERNS, paths, PUBLIC_PAGES } from '@shop/shared/routes';
import type { ProductsService } from '../products/products.service';
import { productPageMeta } from './page-meta';

const escapeXml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** What search engines and link previews read: product pages with their meta, the sitemap, robots.txt. */
export const seoRoutes: FastifyPluginAsync<{ products: ProductsService }> = async (app, { products }) => {
  const { publicUrl, shop } = { publicUrl: app.config.publicUrl, shop: app.config.shop };

  // The API and one shopper's pages (`paths.order('')` is the prefix of every order page).
  const disallowed = ['/api/', paths.dashboard, paths.success, paths.order('')];
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\n${disallowed.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const entries = await products.sitemapEntries();
    const urls = [
      ...PUBLIC_PAGES.map((page) => `  <url><loc>${escapeXml(`${publicUrl}${page}`)}</loc></url>`),
      ...entries.map(
        (entry) =>
          `  <url><loc>${escapeXml(`${publicUrl}${paths.product(entry.id)}`)}</loc><lastmod>${entry.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
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
