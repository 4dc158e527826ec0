import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index';
import { createUser, signIn } from '../../test/auth-helpers';
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
  it('answers /shop/{handle} with the title, description, Open Graph tags and JSON-LD in the HTML', async () => {
    const res = await t.app.inject({ url: '/shop/night-script-tee' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Night &lt;/script&gt; Tee | Drip Studio</title>');
    expect(html).toContain('<meta name="description" content="Soft &quot;black&quot; cotton." />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta property="og:url" content="https://shop.example.com/shop/night-script-tee" />');
    expect(html).toContain('<meta property="og:image" content="https://shop.example.com/uploads/');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    expect(jsonLd).not.toContain('</script>');
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@type': 'Product',
      name: 'Night </script> Tee',
      offers: {
        url: 'https://shop.example.com/shop/night-script-tee',
        price: '29.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/OutOfStock',
      },
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

  it('moves /shop/{id} and every former handle for good to the product’s address, with the query kept', async () => {
    const byId = await t.app.inject({ url: `/shop/${productId}?ref=mail` });
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe('/shop/night-script-tee?ref=mail');

    const admin = await createUser(t.database.db, 'admin');
    const cookie = await signIn(t.app, admin);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${productId}`,
      payload: { handle: 'midnight-tee', seoTitle: 'Midnight Tee, heavy black cotton', seoDescription: 'The tee for after dark.' },
      headers: { cookie },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().product).toMatchObject({ handle: 'midnight-tee', seoTitle: 'Midnight Tee, heavy black cotton' });
    const old = await t.app.inject({ url: '/shop/night-script-tee' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/shop/midnight-tee');
    // The API answers by the former handle too, for links the app made before.
    expect((await t.app.inject({ url: '/api/products/night-script-tee' })).json().product.handle).toBe('midnight-tee');

    const page = await t.app.inject({ url: '/shop/midnight-tee' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Midnight Tee, heavy black cotton</title>');
    expect(page.body).toContain('<meta name="description" content="The tee for after dark." />');
    expect(page.body).toContain('<link rel="canonical" href="https://shop.example.com/shop/midnight-tee" />');

    // Back to the first handle: it is the product's own again, and the other one moves.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${productId}`,
      payload: { handle: 'night-script-tee', seoTitle: '', seoDescription: '' },
      headers: { cookie },
    });
    expect((await t.app.inject({ url: '/shop/night-script-tee' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/shop/midnight-tee' })).headers.location).toBe('/shop/night-script-tee');
  });

  it('answers /collections/{handle} with its own listing, lists visible collections in the sitemap, and 404 for a hidden one', async () => {
    const admin = await createUser(t.database.db, 'admin');
    const cookie = await signIn(t.app, admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Night Wear', handle: 'night', description: 'Tees for after dark.', seoTitle: 'Night wear & sleep tees' },
      headers: { cookie },
    });
    expect(created.statusCode).toBe(201);
    const page = await t.app.inject({ url: '/collections/night' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Night wear &amp; sleep tees</title>');
    expect(page.body).toContain('<meta name="description" content="Tees for after dark." />');
    expect(page.body).toContain('<link rel="canonical" href="https://shop.example.com/collections/night" />');
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).toContain('<loc>https://shop.example.com/collections/night</loc>');

    await t.app.inject({
      method: 'PATCH',
      url: `/api/categories/${created.json().category._id}`,
      payload: { hidden: true },
      headers: { cookie },
    });
    expect((await t.app.inject({ url: '/collections/night' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain('/collections/night');
    expect((await t.app.inject({ url: '/collections/no-such' })).statusCode).toBe(404);
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

describe('pages in French', () => {
  it('answers /fr/shop/{handle} in French, canonical at its French address, with the page in every language', async () => {
    const res = await t.app.inject({ url: '/fr/shop/night-script-tee' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(/^<!doctype html><html lang="fr">/);
    expect(html).toContain('<link rel="canonical" href="https://shop.example.com/fr/shop/night-script-tee" />');
    expect(html).toContain('<meta property="og:url" content="https://shop.example.com/fr/shop/night-script-tee" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://shop.example.com/shop/night-script-tee" />');
    expect(html).toContain('<link rel="alternate" hreflang="fr" href="https://shop.example.com/fr/shop/night-script-tee" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.example.com/shop/night-script-tee" />');
    // The English page is in English, and names the French one.
    const english = await t.app.inject({ url: '/shop/night-script-tee' });
    expect(english.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(english.body).toContain('<link rel="alternate" hreflang="fr" href="https://shop.example.com/fr/shop/night-script-tee" />');
  });

  it('moves /fr/shop/{id} to the French address of the product, with the query kept', async () => {
    const byId = await t.app.inject({ url: `/fr/shop/${productId}?ref=mail` });
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe('/fr/shop/night-script-tee?ref=mail');
  });

  it('has the customer pages under /fr, but not the staff pages, nor a language the shop does not speak', async () => {
    for (const url of ['/fr', '/fr/shop', '/fr/dashboard/orders', '/fr/login']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<html lang="fr">');
    }
    for (const url of ['/fr/dashboard/admin', '/fr/dashboard/tax', '/de/shop', '/fr/fr/shop', '/french']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ url: '/dashboard/admin' })).statusCode).toBe(200);
    // A missing product is missing in French too.
    expect((await t.app.inject({ url: '/fr/shop/not-an-id' })).statusCode).toBe(404);
  });
});

describe('robots.txt', () => {
  it("keeps search engines out of the API and of one shopper's pages, and points them at the sitemap", async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\nDisallow: /success\nDisallow: /orders/\nDisallow: /unsubscribe/\nDisallow: /restore-bag/\n' +
        'Disallow: /fr/dashboard\nDisallow: /fr/success\nDisallow: /fr/orders/\nDisallow: /fr/unsubscribe/\nDisallow: /fr/restore-bag/\n' +
        '\nSitemap: https://shop.example.com/sitemap.xml\n',
    );
  });
});
