import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index';
import { createUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let files: string;
let productId: string;

beforeAll(async () => {
  files = await mkdtemp(path.join(os.tmpdir(), 'shop-seo-'));
  await mkdir(path.join(files, 'client', 'assets'), { recursive: true });
  await writeFile(
    path.join(files, 'client', 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Default" /><title>Drip Studio</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: files, PUBLIC_URL: 'https://shop.example.com' });
  const [product] = await insertProducts(t.database.db, [
    {
      name: 'Night </script> Tee',
      description: 'Soft "black" cotton.',
      category: 'mens',
      colors: ['black'],
      sizes: ['m'],
      priceCents: 2999,
      rating: 4.5,
      reviewCount: 2,
      variants: [{ color: 'black', size: 'm', stock: 0 }],
    },
  ]);
  productId = product!.id;
  const author = await createUser(t.database.db);
  await t.database.db.insert(reviews).values({ userId: author.id, productId, rating: 5, comment: '<b>ok</b> </script>' });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  await rm(files, { recursive: true, force: true });
});

describe('product pages for search engines and link previews', () => {
  it('answers /shop/{id} with the title, description, Open Graph tags and JSON-LD in the HTML', async () => {
    const res = await t.app.inject({ url: `/shop/${productId}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Night &lt;/script&gt; Tee | Drip Studio</title>');
    expect(html).toContain('<meta name="description" content="Soft &quot;black&quot; cotton." />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(`<meta property="og:url" content="https://shop.example.com/shop/${productId}" />`);
    expect(html).toContain('<meta property="og:image" content="https://shop.example.com/uploads/');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    expect(jsonLd).not.toContain('</script>');
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@type': 'Product',
      name: 'Night </script> Tee',
      offers: { price: '29.99', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: expect.any(String) },
          reviewBody: '<b>ok</b> </script>',
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        },
      ],
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('answers an unknown or malformed product with the app and HTTP 404', async () => {
    for (const url of ['/shop/00000000-0000-4000-8000-000000000000', '/shop/not-an-id']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<title>Drip Studio</title>');
    }
  });
});

describe('robots.txt', () => {
  it("keeps search engines out of the API and of one shopper's pages, and points them at the sitemap", async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\nDisallow: /success\nDisallow: /orders/\n\nSitemap: https://shop.example.com/sitemap.xml\n',
    );
  });
});
