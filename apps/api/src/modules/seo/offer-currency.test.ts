/**
 * A product page's offer in the shopper's currency, as its page shows its prices (docs/decisions/045):
 * the `currency` cookie while the shop presents it, else the page's language's (French pages in
 * euros), else US dollars; the page's render given the cookie, and the page varying on it; and the
 * currency picker's form sent without JavaScript, which keeps the choice in the cookie and sends the
 * shopper back to the page (with its query, which the form carries).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let files: string;

beforeAll(async () => {
  files = await mkdtemp(path.join(os.tmpdir(), 'shop-offer-'));
  await mkdir(path.join(files, 'client', 'assets'), { recursive: true });
  await mkdir(path.join(files, 'server'));
  await writeFile(
    path.join(files, 'client', 'index.html'),
    '<!doctype html><html><head><title>Drip Studio</title></head><body><div id="root"></div></body></html>',
  );
  // A stand-in for the web app's server entry: it shows the currency cookie it was given.
  await writeFile(
    path.join(files, 'server', 'entry-server.js'),
    `export async function render({ currency }) {
      return { kind: 'page', status: 200, html: '<p id="currency">' + currency + '</p>', state: '{}', head: {} };
    }`,
  );
  t = await createTestApp({ WEB_DIST_DIR: files, PUBLIC_URL: 'https://shop.example.com' });
  await insertProducts(t.database.db, [{ name: 'Field Tee', colors: ['black'], sizes: ['m'], priceCents: 2999 }]);
  await t.app.ready();
  const admin = await signedInUser(t, 'admin');
  // Euros rounded up to .99, yen to the whole yen.
  for (const [code, currency] of [
    ['EUR', { rate: 0.92, rounding: 'end-99' }],
    ['JPY', { rate: 151.37, rounding: 'whole' }],
  ] as const) {
    const res = await t.app.inject({ method: 'PUT', url: `/api/currencies/${code}`, payload: currency, headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
  await rm(files, { recursive: true, force: true });
});

/** The page's JSON-LD offer, asked for with the `currency` cookie when given. */
async function offerOf(url: string, currency?: string) {
  const res = await t.app.inject({ url, headers: currency ? { cookie: `currency=${currency}` } : {} });
  expect(res.statusCode).toBe(200);
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)?.[1];
  const { priceCurrency, price } = (JSON.parse(jsonLd!) as { offers: { priceCurrency: string; price: string } }).offers;
  return { priceCurrency, price };
}

describe('a product page’s offer', () => {
  it('is in US dollars without a choice on the English page, and in the currency the cookie chose', async () => {
    expect(await offerOf('/shop/field-tee')).toEqual({ priceCurrency: 'USD', price: '29.99' });
    // $29.99 at 0.92 is €27.5908, up to .99; at 151.37 it is ¥4,539.5863, to the yen.
    expect(await offerOf('/shop/field-tee', 'EUR')).toEqual({ priceCurrency: 'EUR', price: '27.99' });
    expect(await offerOf('/shop/field-tee', 'JPY')).toEqual({ priceCurrency: 'JPY', price: '4540' });
  });

  it('is in euros on the French page while the shop presents them, unless the shopper chose another', async () => {
    expect(await offerOf('/fr/shop/field-tee')).toEqual({ priceCurrency: 'EUR', price: '27.99' });
    expect(await offerOf('/fr/shop/field-tee', 'USD')).toEqual({ priceCurrency: 'USD', price: '29.99' });
  });

  it('falls back quietly when the cookie names a currency the shop does not present', async () => {
    expect(await offerOf('/shop/field-tee', 'GBP')).toEqual({ priceCurrency: 'USD', price: '29.99' });
    expect(await offerOf('/fr/shop/field-tee', 'GBP')).toEqual({ priceCurrency: 'EUR', price: '27.99' });
    expect(await offerOf('/shop/field-tee', 'eur')).toEqual({ priceCurrency: 'USD', price: '29.99' });
  });
});

describe('a page the server renders', () => {
  it('is rendered with the currency cookie, and says that it varies on the cookies', async () => {
    const euros = await t.app.inject({ url: '/shop', headers: { cookie: 'currency=EUR' } });
    expect(euros.body).toContain('<p id="currency">EUR</p>');
    expect(euros.headers.vary).toBe('Cookie');
    expect(euros.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/shop' })).body).toContain('<p id="currency">undefined</p>');
  });
});

describe('the currency picker without JavaScript', () => {
  it('keeps the choice for a year and sends the shopper back to the page, with the query the form carried', async () => {
    const res = await t.app.inject({ url: '/fr/shop?category=mens&sort=newest&currency=EUR' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/fr/shop?category=mens&sort=newest');
    expect(res.headers['set-cookie']).toBe('currency=EUR; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
  });

  it('keeps nothing that is not a code', async () => {
    const junk = await t.app.inject({ url: '/shop?currency=%3Cb%3E' });
    expect(junk.statusCode).toBe(303);
    expect(junk.headers.location).toBe('/shop');
    expect(junk.headers['set-cookie']).toBeUndefined();
  });
});
