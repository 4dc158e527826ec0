import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema/index';
import { insertProducts } from '../../test/fixtures';
import { CHECKOUT_TEST_SETTINGS } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';

const t = useTestApp(CHECKOUT_TEST_SETTINGS);
let tee: string;
let cap: string;

beforeAll(async () => {
  const rows = await insertProducts(t.database.db, [
    {
      name: 'Two Tone Tee',
      colors: ['black', 'red'],
      sizes: ['m', 'l'],
      image: '/uploads/two-tone-black-800.webp',
      imageColor: 'black',
      gallery: [
        { image: '/uploads/two-tone-back-800.webp', imageSet: null, color: null },
        { image: '/uploads/two-tone-red-800.webp', imageSet: null, color: 'red' },
      ],
    },
    { name: 'Washed Cap', colors: ['blue'], sizes: ['one-size'], image: '/uploads/cap-800.webp' },
  ]);
  [tee, cap] = rows.map((row) => row.id) as [string, string];
});

const checkout = (products: object[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    payload: { products, email: 'guest@example.com' },
  });

/** The order lines of a checkout session: colour, size and picture. */
async function linesOf(sessionId: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
  return lines.sort((a, b) => a.position - b.position).map((line) => `${line.color}/${line.size} ${line.image}`);
}

describe('the colour of a checkout line', () => {
  it('must be chosen when the product comes in several: 400 naming the line, and no colour picked for the shopper', async () => {
    const res = await checkout([
      { _id: cap, color: 'blue', size: 'one-size', quantity: 1 },
      { _id: tee, size: 'm', quantity: 1 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Line 2: choose a colour of Two Tone Tee (black, red)');
    expect(res.json().errors).toEqual([{ path: 'products.1.color', message: 'Line 2: choose a colour of Two Tone Tee (black, red)' }]);
    expect((await checkout([{ _id: tee, color: '', size: 'm', quantity: 1 }])).statusCode).toBe(400);
  });

  it('must be one the product is made in, as must the size', async () => {
    const res = await checkout([{ _id: tee, color: 'green', size: 'xl', quantity: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((error: { path: string }) => error.path)).toEqual(['products.0.color', 'products.0.size']);
  });

  it("is the product's only colour when none is named, and each order line keeps its colour's picture", async () => {
    const res = await checkout([
      { _id: tee, color: 'red', size: 'm', quantity: 1 },
      { _id: tee, color: 'black', size: 'l', quantity: 1 },
      { _id: cap, size: 'one-size', quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await linesOf(res.json().id)).toEqual([
      'red/m /uploads/two-tone-red-800.webp',
      'black/l /uploads/two-tone-black-800.webp',
      'blue/one-size /uploads/cap-800.webp',
    ]);
  });
});
