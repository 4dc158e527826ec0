/**
 * Gift cards sold as products: the admin offers fixed values and a custom amount; a shopper buys
 * one for a friend (no sale, code, shipping or tax on it), and once the order is paid the friend
 * is mailed a gift card code on the day the buyer chose, which the order never shows.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared/order.schema';
import { credits, emails, orders } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { CHECKOUT_TEST_SETTINGS, createProduct, productInput, TEST_ADDRESS } from '../../test/shop-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';

const { t, smtp } = useTestAppWithSmtp({ ...CHECKOUT_TEST_SETTINGS, SHIPPING_FLAT_RATE: '4.50' });

let admin: SignedInUser;
let buyer: SignedInUser;
let card: string;
let tee: string;
beforeAll(async () => {
  admin = await signedInUser(t, 'admin');
  buyer = await signedInUser(t, 'user', { email: 'giver@example.com' });
  const created = await createProduct(
    t.app,
    admin.cookie,
    productInput({
      name: 'Gift Card',
      colors: ['black'],
      sizes: ['one-size'],
      price: 25,
      giftCard: { amounts: [100, 25, 50], customMin: 10, customMax: 500 },
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  card = created.json().product._id;
  const [goods] = await insertProducts(t.database.db, [{ name: 'Plain Tee', priceCents: 2000 }]);
  tee = goods!.id;
});

const giftLine = (giftCard: object) => ({ _id: card, color: 'black', size: 'one-size', quantity: 1, giftCard });
const checkout = (products: object[]) =>
  t.app.inject({ method: 'POST', url: '/api/orders/create-checkout-session', payload: { products }, headers: { cookie: buyer.cookie } });

async function pay(id: string, shippingAddress?: object): Promise<Order> {
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/orders/test-checkout/${id}/pay`,
    payload: shippingAddress ? { shippingAddress } : {},
  });
  expect(paid.statusCode).toBe(200);
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: id } });
  expect(confirmed.statusCode).toBe(200);
  return confirmed.json().order as Order;
}

describe('a gift card product', () => {
  it('shows its values, counts no stock, and is taxed only where the table says so', async () => {
    const { product } = (await t.app.inject({ url: `/api/products/${card}` })).json();
    expect(product).toMatchObject({
      giftCard: { amounts: [25, 50, 100], customMin: 10, customMax: 500 },
      stock: null,
      taxClass: 'gift-card',
    });
    const refused = await createProduct(t.app, admin.cookie, productInput({ name: 'Bad Card', giftCard: { amounts: [], customMin: 10 } }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([{ path: 'giftCard.customMax', message: 'Give both the lowest and the highest custom amount, or neither' }]),
    );
  });

  it('is bought for a friend beside a tee: no shipping or tax on it, and the friend is mailed a code once paid', async () => {
    const res = await checkout([
      giftLine({ amount: 50, to: 'Friend@Example.com', toName: 'Sam', from: 'Ada', message: 'Happy <b>birthday</b>' }),
      { _id: tee, color: 'black', size: 'm', quantity: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    const { id } = res.json() as { id: string };
    // $50.00 and $20.00; 6 % of the tee alone ($1.20); shipping for the tee.
    const page = (await t.app.inject({ url: `/api/orders/test-checkout/${id}` })).json();
    expect(page).toMatchObject({ subtotal: 70, tax: 1.2, shipping: 4.5, total: 75.7, shipToCountries: ['US'] });

    const order = await pay(id, TEST_ADDRESS);
    expect(order.products[0]).toMatchObject({
      price: 50,
      giftCard: { to: 'friend@example.com', toName: 'Sam', from: 'Ada', message: 'Happy <b>birthday</b>', sendOn: null },
    });
    // The order never shows the code: it is the friend's.
    expect(JSON.stringify(order)).not.toMatch(/GC-[A-Z2-9]{4}/);

    const mail = await smtp.received((caught) => caught.subject === 'Drip Studio: Ada sent you a gift card of $50.00');
    expect(mail.to).toContain('friend@example.com');
    expect(mail.text).toContain('Sam, you have a gift card of $50.00.');
    expect(mail.html).toContain('Happy &lt;b&gt;birthday&lt;/b&gt;');
    const code = /GC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(mail.text)![0];
    const balance = await t.app.inject({ url: `/api/credits/balance?code=${code}` });
    expect(balance.json()).toMatchObject({ kind: 'gift-card', balance: 50 });

    // A gift card has no size to change, and is neither exchanged nor returned: only the tee is offered.
    const asBuyer = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { cookie: buyer.cookie } });
    const [giftLineId, teeLineId] = order.products.map((line) => line.orderLineId);
    const exchangeable = (await asBuyer('GET', `/api/orders/${order._id}/exchange-options`)).json();
    expect(exchangeable.lines.map((line: { orderLineId: string }) => line.orderLineId)).toEqual([teeLineId]);
    const policy = await t.app.inject({
      method: 'PUT',
      url: '/api/return-policy',
      payload: { enabled: true, windowDays: 30, withdrawalRight: false, creditBonusPercent: 0 },
      headers: { cookie: admin.cookie },
    });
    expect(policy.statusCode).toBe(200);
    const returnable = (await asBuyer('GET', `/api/orders/${order._id}/return-options`)).json();
    expect(returnable.lines.map((line: { orderLineId: string }) => line.orderLineId)).toEqual([teeLineId]);
    const change = await asBuyer('POST', `/api/orders/${order._id}/change-line`, { orderLineId: giftLineId, size: 'm' });
    expect(change.json()).toMatchObject({ message: 'A gift card has no size or colour to change.' });
  });

  it('follows the account in its bag, with its details and its value as the price', async () => {
    const line = {
      _id: card,
      name: 'Gift Card',
      price: 25,
      image: '',
      color: 'black',
      size: 'one-size',
      quantity: 1,
      giftCard: { amount: 75, to: 'sam@example.com', message: 'Hi' },
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/bag',
      payload: { products: [line, { ...line, giftCard: { amount: 75, to: 'kim@example.com' } }] },
      headers: { cookie: buyer.cookie },
    });
    expect(saved.statusCode).toBe(200);
    const bag = (await t.app.inject({ url: '/api/bag', headers: { cookie: buyer.cookie } })).json();
    expect(bag.products).toEqual([
      expect.objectContaining({ price: 75, giftCard: { amount: 75, to: 'sam@example.com', message: 'Hi' } }),
      expect.objectContaining({ price: 75, giftCard: { amount: 75, to: 'kim@example.com' } }),
    ]);
  });

  it('sells a custom amount within its limits, and refuses another amount, a missing recipient and a day past', async () => {
    const custom = await checkout([giftLine({ amount: 37.5, to: 'a@example.com' })]);
    expect(custom.statusCode).toBe(200);
    const outside = await checkout([giftLine({ amount: 600, to: 'a@example.com' })]);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual([
      {
        path: 'products.0.giftCard',
        message: 'Line 1: This gift card comes in $25.00, $50.00, $100.00, any amount from $10.00 to $500.00.',
      },
    ]);
    const nobody = await checkout([{ _id: card, color: 'black', size: 'one-size', quantity: 1 }]);
    expect(nobody.json().errors).toEqual([{ path: 'products.0.giftCard', message: 'Line 1: say who the gift card is for' }]);
    // The names go into the mail's subject: a line break (a header injected) is refused.
    const injected = await checkout([giftLine({ amount: 25, to: 'a@example.com', from: 'Ada\r\nBcc: all@example.com' })]);
    expect(injected.json().errors).toEqual([{ path: 'products.0.giftCard.from', message: 'Your name must be on one line' }]);
    const past = await checkout([giftLine({ amount: 25, to: 'a@example.com', sendOn: '2020-01-01' })]);
    expect(past.json().errors).toEqual([{ path: 'products.0.giftCard', message: 'Line 1: The sending day cannot be in the past.' }]);
  });

  it('is refunded only while unspent, and its code is taken back from its holder', async () => {
    const buy = async (to: string) => {
      const { id } = (await checkout([giftLine({ amount: 25, to })])).json() as { id: string };
      const order = await pay(id);
      const [issued] = await t.database.db.select().from(credits).where(eq(credits.email, to));
      return { order, credit: issued! };
    };
    const refund = (order: Order) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/refund`,
        payload: {
          requestId: crypto.randomUUID(),
          lines: [{ orderLineId: order.products[0]!.orderLineId, quantity: 1, restock: false }],
          reason: 'Wrong person',
        },
        headers: { cookie: admin.cookie },
      });

    const whole = await buy('unspent@example.com');
    expect((await refund(whole.order)).statusCode).toBe(200);
    const [voided] = await t.database.db.select().from(credits).where(eq(credits.id, whole.credit.id));
    expect(voided).toMatchObject({ balanceCents: 0, disabledAt: expect.any(Date) });

    const spent = await buy('spent@example.com');
    await t.app.inject({
      method: 'POST',
      url: `/api/credits/${spent.credit.id}/adjust`,
      payload: { amount: -1, reason: 'Spent in the shop' },
      headers: { cookie: admin.cookie },
    });
    const refused = await refund(spent.order);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'This gift card has been spent. Refund what is left as an amount, and adjust the code under Gift cards & credit.',
    );
  });

  it('alone, ships nothing and asks for no address; a card for a later day waits in the outbox until then', async () => {
    const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const res = await checkout([giftLine({ amount: 100, to: 'later@example.com', sendOn: later })]);
    expect(res.statusCode).toBe(200);
    const { id } = res.json() as { id: string };
    const page = (await t.app.inject({ url: `/api/orders/test-checkout/${id}` })).json();
    expect(page).toMatchObject({ total: 100, shipping: 0, tax: 0, shipToCountries: [] });

    const order = await pay(id);
    expect(order).toMatchObject({ paymentStatus: 'paid', shippingAddress: null, amount: 100 });
    const [queued] = await t.database.db.select().from(emails).where(eq(emails.to, 'later@example.com'));
    expect(queued).toMatchObject({ status: 'queued' });
    expect(queued!.nextAttemptAt.toISOString()).toBe(`${later}T00:00:00.000Z`);
    const [issued] = await t.database.db.select().from(credits).where(eq(credits.email, 'later@example.com'));
    expect(issued).toMatchObject({ kind: 'gift-card', balanceCents: 10_000 });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.shippingCents).toBe(0);
  });
});
