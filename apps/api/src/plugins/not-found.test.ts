/**
 * What the router answers beside the routes: 404 for an unknown API path, 405 with an `Allow`
 * header for a known path called with a method it does not take, and path parameters as long as
 * their schemas allow reaching their route.
 */
import { ErrorResponseSchema } from '@shop/shared/common.schema';
import { describe, expect, it } from 'vitest';
import { createUser, signIn } from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';

const t = useTestApp();

describe('a known API path called with a method it does not take', () => {
  it('answers 405 with the methods it takes in `Allow`, in the one error shape', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/products' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(ErrorResponseSchema.strict().parse(res.json()).message).toBe('/api/products does not take DELETE: it takes GET, HEAD.');
  });

  it('lists every method of a path with several, and matches paths with parameters', async () => {
    const collection = await t.app.inject({ method: 'PATCH', url: '/api/discounts' });
    expect(collection.statusCode).toBe(405);
    expect(collection.headers.allow).toBe('GET, HEAD, POST');

    const one = await t.app.inject({ method: 'PUT', url: '/api/discounts/8f7c2f8e-3d4b-4c59-9a51-0d6b5e1f2a3b' });
    expect(one.statusCode).toBe(405);
    expect(one.headers.allow).toBe('PATCH, DELETE');
  });

  it('ignores the query string and a trailing slash, as the router does', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/products/?page=2' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('answers the same outside the API: the feeds, the sitemap, the API’s document, uploads and the pages', async () => {
    for (const [method, url] of [
      ['POST', '/feeds/google.xml'],
      ['DELETE', '/feeds/meta.csv'],
      ['POST', '/sitemap.xml'],
      ['POST', '/robots.txt'],
      ['POST', '/api/docs/json'],
      ['PUT', '/uploads/some-picture.webp'],
      ['POST', '/shop'],
      ['DELETE', '/fr/shop/a-product'],
      ['PUT', '/dashboard/profile'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, `${method} ${url}`).toBe('GET, HEAD');
    }
    const nowhere = await t.app.inject({ method: 'POST', url: '/no-such-page/at-all' });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.headers.allow).toBeUndefined();
  });

  it('leaves an unknown API path a 404', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
    expect(res.json()).toEqual({ message: 'No such path: DELETE /api/no-such-thing' });
  });
});

describe('path parameters', () => {
  it('reach their route at the longest an email may be (254 characters)', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(56)}.shop`;
    expect(email).toHaveLength(254);
    const customer = await createUser(t.database.db, 'user', { email });
    const cookie = await signIn(t.app, customer);

    const stats = await t.app.inject({ method: 'GET', url: `/api/stats/user-stats/${encodeURIComponent(email)}`, headers: { cookie } });
    expect(stats.statusCode, stats.body).toBe(200);
    const orders = await t.app.inject({ method: 'GET', url: `/api/orders/${encodeURIComponent(email)}`, headers: { cookie } });
    expect(orders.statusCode, orders.body).toBe(200);
    expect(orders.json()).toMatchObject({ orders: [] });
  });

  it('past what any schema allows, answer 414 before reaching a handler', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/stats/user-stats/${'x'.repeat(600)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The address is too long.' });
  });
});
