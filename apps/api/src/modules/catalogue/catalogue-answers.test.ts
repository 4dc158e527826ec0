/**
 * The catalogue's whole answers are kept per version of the catalogue and sent with a strong
 * ETag (docs/decisions/022): every change to what an answer shows gives a new answer, whether it
 * comes from an admin, a paid order, a review, or a statement run outside the app.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProductDetailResponseSchema, ProductListResponseSchema } from '@shop/shared/product.schema';
import { useSignedInUsers } from '../../test/auth-helpers';
import { insertProducts, trackedStock } from '../../test/fixtures';
import { buyInTestMode, CHECKOUT_TEST_SETTINGS } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';

const t = useTestApp(CHECKOUT_TEST_SETTINGS);
const { admin, customer } = useSignedInUsers(t, { admin: 'admin', customer: 'user' });
let teeId: string;

const LIST = '/api/products?category=mens&sort=price-asc&limit=12';

beforeAll(async () => {
  const [tee] = await insertProducts(t.database.db, [
    { name: 'Answer Tee', category: 'mens', priceCents: 2500, ...trackedStock({ 'black/m': 3 }) },
    { name: 'Other Tee', category: 'mens', priceCents: 3000 },
  ]);
  teeId = tee!.id;
});

async function get(url: string, ifNoneMatch?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });
  return { status: res.statusCode, etag: res.headers.etag as string | undefined, body: res.body, headers: res.headers };
}

describe('ETag and 304', () => {
  it('sends a strong ETag with the list and the product, and 304 without a body to a client that holds it', async () => {
    for (const url of [LIST, `/api/products/${teeId}`]) {
      const first = await get(url);
      expect(first.status).toBe(200);
      expect(first.etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control']).toBe('no-cache');

      const again = await get(url, first.etag);
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect(again.etag).toBe(first.etag);

      // If-None-Match compares weakly, and may list several tags or say '*'.
      expect((await get(url, `W/${first.etag}`)).status).toBe(304);
      expect((await get(url, `"other", ${first.etag}`)).status).toBe(304);
      expect((await get(url, '*')).status).toBe(304);
      expect((await get(url, '"other"')).status).toBe(200);
    }
  });

  it('sends the contract’s answer: the schema’s fields, nothing more', async () => {
    const list = JSON.parse((await get(LIST)).body) as unknown;
    expect(ProductListResponseSchema.strict().safeParse(list).success).toBe(true);
    const detail = JSON.parse((await get(`/api/products/${teeId}`)).body) as unknown;
    expect(ProductDetailResponseSchema.strict().safeParse(detail).success).toBe(true);
  });

  it('answers an unknown product 404 every time, with no ETag', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await get('/api/products/00000000-0000-4000-8000-000000000000');
      expect(res.status).toBe(404);
      expect(res.etag).toBeUndefined();
    }
  });
});

describe('a new answer after every change it shows', () => {
  it('an admin’s price change', async () => {
    const before = await get(LIST);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${teeId}`,
      payload: { price: 21 },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const after = await get(LIST, before.etag);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(JSON.parse(after.body).products.find((product: { _id: string }) => product._id === teeId).price).toBe(21);
  });

  it('a paid order taking stock', async () => {
    const url = `/api/products/${teeId}`;
    const before = await get(url);
    const sessionId = await buyInTestMode(t.app, [{ _id: teeId, color: 'black', size: 'm', quantity: 2 }], { cookie: customer.cookie });
    // The return from the payment page confirms it, as the provider's webhook would.
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } });
    expect(confirmed.json().order.paymentStatus).toBe('paid');
    const after = await get(url, before.etag);
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body).product.stock).toEqual([{ color: 'black', size: 'm', stock: 1 }]);
  });

  it('a review, and its author’s new name', async () => {
    const url = `/api/products/${teeId}`;
    const before = await get(url);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/post-review',
      payload: { productId: teeId, rating: 5, comment: 'Holds its shape.' },
      headers: { cookie: customer.cookie },
    });
    expect(posted.statusCode).toBe(200);
    const reviewed = await get(url, before.etag);
    expect(reviewed.status).toBe(200);
    const { product, reviews } = JSON.parse(reviewed.body);
    expect(product.reviewCount).toBe(1);
    // Bought above, so a verified buyer.
    expect(reviews).toMatchObject([{ comment: 'Holds its shape.', verified: true }]);

    await t.database.db.execute(sql`update users set username = 'Renamed Buyer' where id = ${customer.id}`);
    const renamed = await get(url, reviewed.etag);
    expect(renamed.status).toBe(200);
    expect(JSON.parse(renamed.body).reviews[0].userId.username).toBe('Renamed Buyer');
  });

  it('a statement run outside the app', async () => {
    const before = await get(LIST);
    await t.database.db.execute(sql`update products set name = 'Renamed Tee' where id = ${teeId}`);
    const after = await get(LIST, before.etag);
    expect(after.status).toBe(200);
    expect(after.body).toContain('Renamed Tee');
  });
});
