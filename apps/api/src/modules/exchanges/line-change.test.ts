/**
 * Changing a line's size or colour before the order ships: in one step, at the same price, with
 * the stock moved at once and the change in the order's history.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ExchangeOptionsResponse } from '@shop/shared/exchange.schema';
import { orderLines, orders, orderStatusEvents, productVariants } from '../../db/schema/index';
import { useSignedInUsers, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { CHECKOUT_TEST_SETTINGS } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';

const t = useTestApp(CHECKOUT_TEST_SETTINGS);
const { customer, stranger } = useSignedInUsers(t, { customer: 'user', stranger: 'user' });

type Product = Awaited<ReturnType<typeof insertProducts>>[number];

/** A tee in black and white, M and L: white L costs more, white M is sold out. */
async function tee(stock: { blackL?: number } = {}) {
  const [product] = await insertProducts(t.database.db, [
    {
      name: 'Linen Tee',
      colors: ['black', 'white'],
      sizes: ['m', 'l'],
      variants: [
        { color: 'black', size: 'm', stock: 5 },
        { color: 'black', size: 'l', stock: stock.blackL ?? 3 },
        { color: 'white', size: 'm', stock: 0 },
        { color: 'white', size: 'l', stock: 4, priceCents: 3000 },
      ],
    },
  ]);
  return product!;
}

/** A paid order of the customer's for two black M tees, in the state given. */
async function placeOrder(
  product: Product,
  {
    status = 'pending' as 'pending' | 'processing' | 'shipped',
    paymentStatus = 'paid' as 'paid' | 'pending',
    user = customer as SignedInUser,
  } = {},
) {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      orderId: `ORD-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      userId: user.id,
      email: user.email,
      provider: 'test',
      status,
      paymentStatus,
      paidAt: paymentStatus === 'paid' ? new Date() : null,
      subtotalCents: 5000,
      taxCents: 0,
      totalCents: 5000,
    })
    .returning();
  const [line] = await t.database.db
    .insert(orderLines)
    .values({
      orderId: order!.id,
      productId: product.id,
      name: product.name,
      image: product.image,
      color: 'black',
      size: 'm',
      unitPriceCents: 2500,
      quantity: 2,
      position: 0,
    })
    .returning();
  return { order: order!, line: line! };
}

async function variant(product: Product, color: string, size: string) {
  const [row] = await t.database.db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, product.id), eq(productVariants.color, color), eq(productVariants.size, size)));
  return row!;
}

const change = (orderId: string, payload: object, cookie: string = customer.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/change-line`, payload, headers: { cookie } });

const optionsOf = async (orderId: string) =>
  (
    await t.app.inject({ url: `/api/orders/${orderId}/exchange-options`, headers: { cookie: customer.cookie } })
  ).json() as ExchangeOptionsResponse;

describe('changing a size before the order ships', () => {
  it('offers the in-stock variants at the same price while the order is paid and not shipped, and none once it has shipped', async () => {
    const product = await tee();
    const { order } = await placeOrder(product);
    const options = await optionsOf(order.id);
    expect(options.changeable).toBe(true);
    // White M is sold out, white L costs more, black M is the one bought.
    expect(options.lines[0]!.changeOptions).toEqual([{ color: 'black', size: 'l' }]);

    const shipped = await placeOrder(product, { status: 'shipped' });
    const after = await optionsOf(shipped.order.id);
    expect(after.changeable).toBe(false);
    expect(after.lines[0]!.changeOptions).toEqual([]);
  });

  it('changes M to L in one step: the stock moves, the line takes the new SKU, and the history says so', async () => {
    const product = await tee();
    const { order, line } = await placeOrder(product, { status: 'processing' });
    const res = await change(order.orderId, { orderLineId: line.id, size: 'L' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Changed to Linen Tee in L.' });

    const [changed] = await t.database.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    const large = await variant(product, 'black', 'l');
    expect(changed).toMatchObject({ color: 'black', size: 'l', sku: large.sku, quantity: 2, unitPriceCents: 2500 });
    expect(large.stock).toBe(1);
    expect((await variant(product, 'black', 'm')).stock).toBe(7);
    const view = await t.app.inject({ url: `/api/orders/order/${order.orderId}`, headers: { cookie: customer.cookie } });
    expect(view.json().lineChanges).toEqual([
      { name: 'Linen Tee', quantity: 2, from: { color: 'black', size: 'm' }, to: { color: 'black', size: 'l' }, at: expect.any(String) },
    ]);
    const events = await t.database.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, order.id));
    expect(events).toEqual([
      expect.objectContaining({
        actorId: customer.id,
        status: null,
        details: {
          lineChanged: {
            orderLineId: line.id,
            name: 'Linen Tee',
            quantity: 2,
            from: { color: 'black', size: 'm' },
            to: { color: 'black', size: 'l' },
          },
        },
      }),
    ]);
  });

  it('shows a new colour with its own picture', async () => {
    const [product] = await insertProducts(t.database.db, [
      {
        name: 'Colour Tee',
        colors: ['black', 'white'],
        sizes: ['m'],
        image: '/uploads/black.webp',
        imageColor: 'black',
        gallery: [{ image: '/uploads/white.webp', color: 'white', imageSet: null }],
        variants: [
          { color: 'black', size: 'm', stock: 5 },
          { color: 'white', size: 'm', stock: 5 },
        ],
      },
    ]);
    const { order, line } = await placeOrder(product!);
    const res = await change(order.orderId, { orderLineId: line.id, color: 'White', size: 'M' });
    expect(res.json()).toEqual({ message: 'Changed to Colour Tee in white, M.' });
    const [changed] = await t.database.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    expect(changed).toMatchObject({ color: 'white', size: 'm', image: '/uploads/white.webp' });
  });

  it('refuses what the policy does not allow, naming why, and changes nothing', async () => {
    const product = await tee();
    const { order, line } = await placeOrder(product);
    const refusals: [object, string][] = [
      [{ orderLineId: line.id, size: 'm' }, 'Choose another size or colour for Linen Tee.'],
      [{ orderLineId: line.id, size: 'xl' }, 'Linen Tee in XL is not offered.'],
      [{ orderLineId: line.id, color: 'white', size: 'm' }, 'Linen Tee in white, M is out of stock.'],
      [{ orderLineId: line.id, color: 'white', size: 'l' }, 'Linen Tee in white, L is sold at another price: ask the shop to change it.'],
      [{ orderLineId: '00000000-0000-4000-8000-000000000000', size: 'l' }, 'This order has no such line.'],
    ];
    for (const [payload, message] of refusals) {
      const res = await change(order.orderId, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const shipped = await placeOrder(product, { status: 'shipped' });
    expect((await change(shipped.order.orderId, { orderLineId: shipped.line.id, size: 'l' })).json().message).toBe(
      'This order has shipped: ask for an exchange instead of a change.',
    );
    const unpaid = await placeOrder(product, { paymentStatus: 'pending' });
    expect((await change(unpaid.order.orderId, { orderLineId: unpaid.line.id, size: 'l' })).json().message).toBe(
      'Only a paid order can be changed.',
    );
    expect((await change(order.orderId, { orderLineId: line.id, size: 'l' }, stranger.cookie)).statusCode).toBe(404);
    expect((await variant(product, 'black', 'l')).stock).toBe(3);
    expect((await variant(product, 'black', 'm')).stock).toBe(5);
  });

  it('gives the last of a size to one of two orders changing to it at once', async () => {
    const product = await tee({ blackL: 2 });
    const first = await placeOrder(product);
    const second = await placeOrder(product);
    const answers = await Promise.all([first, second].map(({ order, line }) => change(order.orderId, { orderLineId: line.id, size: 'l' })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((res) => res.statusCode === 400)!.json().message).toBe('Linen Tee in L is out of stock.');
    expect((await variant(product, 'black', 'l')).stock).toBe(0);
    expect((await variant(product, 'black', 'm')).stock).toBe(7);
  });
});
