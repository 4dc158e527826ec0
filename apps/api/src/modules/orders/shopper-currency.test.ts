/**
 * Selling in the shopper's currency, through the real HTTP stack in test mode: the bag priced in
 * euros and in yen (each currency's rounding rule, a variant's own price, an amount-off sale and
 * an amount-off code converted at the rate), a currency the shop does not present refused, the
 * order kept in its currency at the rate of the moment, the confirmation and refund mail in
 * euros, refunds in the order's own units, gift cards and store credit kept to the base currency,
 * and an order in US dollars exactly as before.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, testCheckoutSessions } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { CHECKOUT_TEST_SETTINGS, createProduct, productInput, TEST_ADDRESS } from '../../test/shop-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';

const { t, smtp } = useTestAppWithSmtp(CHECKOUT_TEST_SETTINGS);
let admin: SignedInUser;
let shopper: SignedInUser;
let tee: string;
let hoodie: string;
let card: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const made = async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await call(method, url, payload, admin.cookie);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};

/** A tee ($29.99) and a hoodie ($74.50, €65.00 of its own, $2.00 off in a sale), with $5.00 off by code. */
const bag = () => [
  { _id: tee, color: 'black', size: 'm', quantity: 1 },
  { _id: hoodie, color: 'blue', size: 'm', quantity: 1 },
];
const price = (payload: object = {}, cookie?: string) =>
  call('POST', '/api/orders/price', { products: bag(), discountCode: 'fiveoff', ...payload }, cookie);
const checkout = (payload: object = {}, cookie = shopper.cookie) =>
  call('POST', '/api/orders/create-checkout-session', { products: bag(), discountCode: 'fiveoff', ...payload }, cookie);

/** Opens the checkout, pays it on the test page, and answers the order as its customer sees it. */
async function buy(payload: object = {}) {
  const created = await checkout(payload);
  expect(created.statusCode, created.body).toBe(200);
  const { id } = created.json() as { id: string };
  const view = (await call('GET', `/api/orders/test-checkout/${id}`)).json();
  expect((await call('POST', `/api/orders/test-checkout/${id}/pay`, { shippingAddress: TEST_ADDRESS })).statusCode).toBe(200);
  const confirmed = await call('POST', '/api/orders/confirm-payment', { session_id: id });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const order = confirmed.json().order as { _id: string; orderId: string };
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
  return { sessionId: id, view, order: (await call('GET', `/api/orders/order/${order._id}`, undefined, shopper.cookie)).json(), row: row! };
}

beforeAll(async () => {
  [admin, shopper] = await Promise.all([signedInUser(t, 'admin'), signedInUser(t, 'user', { email: 'euro@example.com' })]);
  const rows = await insertProducts(t.database.db, [
    { name: 'Field Tee', colors: ['black'], sizes: ['m'], priceCents: 2999 },
    { name: 'Loop Hoodie', colors: ['blue'], sizes: ['m'], priceCents: 7450 },
  ]);
  [tee, hoodie] = rows.map((row) => row.id) as [string, string];
  const created = await createProduct(
    t.app,
    admin.cookie,
    productInput({ name: 'Gift Card', colors: ['black'], sizes: ['one-size'], price: 25, giftCard: { amounts: [25, 50] } }),
  );
  expect(created.statusCode, created.body).toBe(201);
  card = created.json().product._id;
  // Euros rounded up to .99, yen to the whole yen.
  await made('PUT', '/api/currencies/EUR', { rate: 0.92, rounding: 'end-99' });
  await made('PUT', '/api/currencies/JPY', { rate: 151.37, rounding: 'whole' });
  await made('PUT', `/api/products/${hoodie}/prices`, { prices: [{ color: 'blue', size: 'm', currency: 'EUR', priceCents: 6500 }] });
  await made('POST', '/api/sales', { name: 'Hoodie days', kind: 'amount', value: 2, appliesTo: { kind: 'products', ids: [hoodie] } });
  await made('POST', '/api/discounts', { code: 'FIVEOFF', kind: 'amount', value: 5 });
});

describe('the bag in the shopper’s currency', () => {
  it('prices it in euros: the rate’s price rounded up to .99, the variant’s own price, the sale and the code converted', async () => {
    const res = await price({ currency: 'EUR' });
    expect(res.statusCode, res.body).toBe(200);
    // €27.99 (29.99 x 0.92 is 27.5908, up to .99) and €65.00 less €1.84 ($2.00 at 0.92) is €91.15;
    // $5.00 off is €4.60; 6 % of €86.55 is €5.19.
    expect(res.json()).toMatchObject({
      currency: 'EUR',
      subtotal: 91.15,
      saleDiscount: 1.84,
      discount: 4.6,
      discountCode: 'FIVEOFF',
      discountProblem: null,
      tax: 5.19,
      total: 91.74,
      credit: 0,
      toPay: 91.74,
    });
  });

  it('prices it in yen, whole yen throughout', async () => {
    const res = await price({ currency: 'JPY' });
    expect(res.statusCode, res.body).toBe(200);
    // ¥4,540 (4,539.5863 to the yen) and ¥11,277 less ¥303 ($2.00 at 151.37) is ¥15,514; $5.00 off is ¥757; tax ¥885.
    expect(res.json()).toMatchObject({
      currency: 'JPY',
      subtotal: 15514,
      saleDiscount: 303,
      discount: 757,
      tax: 885,
      total: 15642,
      toPay: 15642,
    });
  });

  it('prices it in US dollars, exactly as before, when no currency or the base is asked for', async () => {
    const before = { subtotal: 102.49, saleDiscount: 2, discount: 5, tax: 5.85, total: 103.34, toPay: 103.34 };
    expect((await price()).json()).toMatchObject({ currency: 'USD', ...before });
    expect((await price({ currency: 'USD' })).json()).toMatchObject({ currency: 'USD', ...before });
  });

  it('names each line’s unit price after the sales in the bag’s currency, and none for a line it cannot sell in it', async () => {
    expect((await price({ currency: 'EUR' })).json().linePrices).toEqual([27.99, 63.16]);
    expect((await price({ currency: 'JPY' })).json().linePrices).toEqual([4540, 10974]);
    expect((await price()).json().linePrices).toEqual([29.99, 72.5]);
    // A gift card is sold in US dollars alone: in euros, the bag prices the rest without it.
    const giftLine = { _id: card, color: 'black', size: 'one-size', quantity: 1, giftCard: { amount: 25, to: 'sam@example.com' } };
    const res = await call('POST', '/api/orders/price', { products: [giftLine, ...bag()], currency: 'EUR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ linePrices: [null, 27.99, 63.16], subtotal: 91.15 });
  });

  it('refuses a currency the shop does not present, and one it cannot present at all, in the bag and at checkout', async () => {
    for (const res of [await price({ currency: 'GBP' }), await checkout({ currency: 'GBP' })]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'This shop does not show prices in GBP.',
        errors: [{ path: 'currency', message: 'This shop does not show prices in GBP.' }],
      });
    }
    for (const res of [await price({ currency: 'XYZ' }), await checkout({ currency: 'eur' })]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path: 'currency', message: 'Choose a currency the shop can present' });
    }
    expect(await t.database.db.select().from(orders)).toEqual([]);
  });
});

describe('an order in the shopper’s currency', () => {
  it('is kept in euros at the rate of the moment, charged in euros, and mailed in euros', async () => {
    const { sessionId, view, order, row } = await buy({ currency: 'EUR' });
    expect(row).toMatchObject({ currency: 'eur', subtotalCents: 9115, discountCents: 460, taxCents: 519, totalCents: 9174 });
    expect(Number(row.exchangeRate)).toBe(0.92);
    expect(row.pricing).toMatchObject({ currency: 'EUR', rate: 0.92, totalCents: 9174 });
    // The test-mode payment page takes euros, the order's amounts in cents.
    const [session] = await t.database.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, sessionId));
    expect(session).toMatchObject({ currency: 'eur', amountTotalCents: 9174 });
    expect(view).toMatchObject({ currency: 'eur', subtotal: 91.15, discount: 4.6, tax: 5.19, total: 91.74, due: 91.74 });
    expect(view.lines.map((line: { price: number }) => line.price)).toEqual([27.99, 63.16]);
    // The customer's answer: in euros, without the rate; staff see the rate.
    expect(order).toMatchObject({ currency: 'eur', amount: 91.74, subtotal: 91.15, discount: 4.6, tax: 5.19, paymentStatus: 'paid' });
    expect(order.products.map((line: { price: number }) => line.price)).toEqual([27.99, 63.16]);
    expect(order).not.toHaveProperty('rate');
    const staff = (await call('GET', `/api/orders/order/${order._id}`, undefined, admin.cookie)).json();
    expect(staff).toMatchObject({ currency: 'eur', rate: 0.92, amount: 91.74 });

    const mail = await smtp.received((caught) => caught.subject === `Drip Studio: order ${order.orderId} confirmed`);
    expect(mail.text).toMatch(/^1 x Field Tee \(black, M, SKU [\w-]+\) {2}€27\.99$/m);
    expect(mail.text).toMatch(/^1 x Loop Hoodie \(blue, M, SKU [\w-]+\) {2}€63\.16$/m);
    expect(mail.text).toContain('Subtotal: €91.15\nDiscount (FIVEOFF): -€4.60\nTax(6%): €5.19\nTotal: €91.74');
    expect(mail.html).toContain('€91.74');
    expect(mail.text).not.toContain('$');
  });

  it('refunds in euros: an amount in euros, its mail in euros, and what is left said in euros', async () => {
    const { order } = await buy({ currency: 'EUR' });
    const refund = (payload: object) =>
      call('POST', `/api/orders/${order._id}/refund`, { requestId: randomUUID(), ...payload }, admin.cookie);
    const made = await refund({ amount: 5.5 });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().order).toMatchObject({ currency: 'eur', refunded: 5.5, paymentStatus: 'partially_refunded' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.refundedCents).toBe(550);
    const mail = await smtp.received((caught) => caught.subject === `Drip Studio: a refund of €5.50 on order ${order.orderId}`);
    expect(mail.text).toContain(`We have refunded €5.50 on your order ${order.orderId}.`);
    expect(mail.text).toContain('Refunded in all: €5.50\nOrder total: €91.74');
    // The pipeline's refusal speaks the order's currency.
    const tooMuch = await refund({ amount: 100 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Only €86.24 is left to refund.');
  });

  it('is kept in yen as whole yen, and a refund of part of a yen is refused', async () => {
    const { view, order, row } = await buy({ currency: 'JPY' });
    expect(row).toMatchObject({ currency: 'jpy', subtotalCents: 15514, discountCents: 757, taxCents: 885, totalCents: 15642 });
    expect(Number(row.exchangeRate)).toBe(151.37);
    expect(view).toMatchObject({ currency: 'jpy', total: 15642, due: 15642 });
    expect(order).toMatchObject({ currency: 'jpy', amount: 15642, tax: 885 });
    const refund = (amount: number) => call('POST', `/api/orders/${order._id}/refund`, { requestId: randomUUID(), amount }, admin.cookie);
    const fraction = await refund(10.5);
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json()).toMatchObject({ message: 'An amount in JPY has no decimals.' });
    const whole = await refund(1000);
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json().order).toMatchObject({ refunded: 1000 });
  });

  it('in US dollars reads exactly as before: no currency asked for is the base, at rate 1', async () => {
    const { order, row } = await buy();
    expect(row).toMatchObject({ currency: 'usd', subtotalCents: 10249, discountCents: 500, taxCents: 585, totalCents: 10334 });
    expect(Number(row.exchangeRate)).toBe(1);
    expect(row.pricing).toMatchObject({ currency: 'USD', rate: 1 });
    expect(order).toMatchObject({ currency: 'usd', amount: 103.34, subtotal: 102.49, tax: 5.85 });
    const mail = await smtp.received((caught) => caught.subject === `Drip Studio: order ${order.orderId} confirmed`);
    expect(mail.text).toContain('Subtotal: $102.49\nDiscount (FIVEOFF): -$5.00\nTax(6%): $5.85\nTotal: $103.34');
  });
});

describe('a checkout in euros left unpaid', () => {
  it('is reminded in euros: its lines and total as the checkout priced them', async () => {
    const created = await checkout({ currency: 'EUR', email: 'later@example.com', remindMe: true }, '');
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, created.json().id));
    // Closed unpaid a day ago: its reminder is due.
    await t.database.db
      .update(orders)
      .set({ paymentStatus: 'expired', updatedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(orders.id, row!.id));
    expect(await t.app.services.checkoutReminders.remindDue()).toBe(1);
    const mail = await smtp.received(
      (caught) => caught.subject === 'You left something in your bag' && caught.to.includes('later@example.com'),
    );
    expect(mail.text).toMatch(/^1 x Field Tee \(black, M\) {2}€27\.99$/m);
    expect(mail.text).toContain('Total at checkout: €91.74');
  });
});

describe('gift cards and store credit, kept in the base currency', () => {
  it('pay orders in US dollars only: the bag says so, and a checkout in euros with a code is refused', async () => {
    const issued = await made('POST', '/api/credits', { kind: 'gift-card', email: 'euro@example.com', amount: 20, note: 'Thanks' });
    const code = issued.credit.code as string;
    const bagPrice = (await price({ currency: 'EUR', creditCode: code })).json();
    const refusal = 'Gift cards and store credit are kept in USD: they pay orders in USD only. Choose USD to use them.';
    expect(bagPrice).toMatchObject({ currency: 'EUR', credit: 0, creditCode: null, creditProblem: refusal, toPay: 91.74 });
    const refused = await checkout({ currency: 'EUR', creditCode: code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'creditCode', message: refusal }]);
    // In dollars, the same code pays.
    expect((await price({ creditCode: code })).json()).toMatchObject({ currency: 'USD', credit: 20, creditProblem: null });
  });

  it('are sold in US dollars only', async () => {
    const line = { _id: card, color: 'black', size: 'one-size', quantity: 1, giftCard: { amount: 25, to: 'sam@example.com' } };
    const refused = await call('POST', '/api/orders/create-checkout-session', { products: [line], currency: 'EUR' }, shopper.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'products.0', message: 'Line 1: gift cards are sold in USD only' }]);
  });
});
