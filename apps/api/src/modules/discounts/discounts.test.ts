/**
 * Discount codes through the real HTTP stack: the admin's list and changes (audited), the bag's
 * estimate with its reasons, the checkout that applies and holds a code, the race for a code's
 * last use, and a use given back when a checkout expires.
 */
import type { Discount } from '@shop/shared/discount.schema';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of';
import { auditLog, orders } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { CHECKOUT_TEST_SETTINGS } from '../../test/shop-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';

const { t, smtp } = useTestAppWithSmtp(CHECKOUT_TEST_SETTINGS);
let admin: SignedInUser;
let shopper: SignedInUser;
let tee: string;
let tote: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

const create = async (payload: object) => {
  const res = await call('POST', '/api/discounts', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().discount as Discount;
};

const bag = (teeQuantity = 2) => [
  { _id: tee, color: 'black', size: 'm', quantity: teeQuantity },
  { _id: tote, color: 'beige', size: 'one-size', quantity: 1 },
];

const price = async (discountCode: string, lines = bag()) =>
  (await call('POST', '/api/orders/price', { products: lines, discountCode }, '')).json();

const checkout = (discountCode: string, options: { cookie?: string; email?: string; lines?: object[] } = {}) =>
  call(
    'POST',
    '/api/orders/create-checkout-session',
    { products: options.lines ?? bag(), discountCode, ...(options.email ? { email: options.email } : {}) },
    options.cookie ?? shopper.cookie,
  );

beforeAll(async () => {
  [admin, shopper] = await Promise.all([signedInUser(t, 'admin'), signedInUser(t)]);
  const [tShirt, bagOfCanvas] = await insertProducts(t.database.db, [
    { name: 'Code Tee', category: 'mens', colors: ['black'], sizes: ['m'], priceCents: 3000 },
    { name: 'Code Tote', category: 'accessories', colors: ['beige'], sizes: ['one-size'], priceCents: 2000 },
  ]);
  tee = tShirt!.id;
  tote = bagOfCanvas!.id;
});

describe('the admin’s discount codes', () => {
  it('creates a code in capitals, lists it with its state, and audits it', async () => {
    const code = await create({ code: ' welcome10 ', kind: 'amount', value: 10, minSubtotal: 50 });
    expect(code).toMatchObject({ code: 'WELCOME10', kind: 'amount', value: 10, minSubtotal: 50, state: 'active', uses: 0, revenue: 0 });
    const list = (await call('GET', '/api/discounts')).json().discounts as Discount[];
    expect(list.map((line) => line.code)).toContain('WELCOME10');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'discount.create'), eq(auditLog.entityId, code._id)));
    expect(entry?.after).toMatchObject({ code: 'WELCOME10', kind: 'amount', value: 1000 });
  });

  it('refuses a taken code, a percentage over 100, an end before its start, and a customer', async () => {
    const taken = await call('POST', '/api/discounts', { code: 'Welcome10', kind: 'percent', value: 5 });
    expect(taken.json().errors).toEqual([{ path: 'code', message: 'The code WELCOME10 already exists' }]);
    const bad = await call('POST', '/api/discounts', {
      code: 'TOO-MUCH',
      kind: 'percent',
      value: 120,
      startsAt: '2026-12-01T00:00:00Z',
      endsAt: '2026-11-01T00:00:00Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { path: string }) => error.path)).toEqual(['value', 'endsAt']);
    expect((await call('GET', '/api/discounts', undefined, shopper.cookie)).statusCode).toBe(403);
  });

  it('pauses and resumes a code, and deletes one no order used', async () => {
    const code = await create({ code: 'PAUSE-ME', kind: 'percent', value: 12.5 });
    const paused = (await call('PATCH', `/api/discounts/${code._id}`, { paused: true })).json();
    expect(paused).toMatchObject({ message: 'Discount code PAUSE-ME paused', discount: { state: 'paused', value: 12.5 } });
    expect((await price('pause-me')).discountProblem).toBe("This code isn't active right now.");
    expect((await call('PATCH', `/api/discounts/${code._id}`, { paused: false })).json().message).toBe('Discount code PAUSE-ME resumed');
    expect((await call('DELETE', `/api/discounts/${code._id}`)).json()).toEqual({ message: 'Discount code PAUSE-ME deleted' });
    expect((await call('DELETE', `/api/discounts/${code._id}`)).statusCode).toBe(404);
  });
});

describe('a code in the bag and at checkout', () => {
  it('prices the bag with the code, or says why it does not apply', async () => {
    // $60 of tees and a $20 tote: $80.00, less $10.00, 6 % tax on $70.00.
    expect(await price('welcome10')).toEqual({
      currency: 'USD',
      // Each line's unit price after sales (two $30 tees, a $20 tote).
      linePrices: [30, 20],
      subtotal: 80,
      discount: 10,
      discountCode: 'WELCOME10',
      discountProblem: null,
      freeShipping: false,
      saleDiscount: 0,
      // The shop's default: priced for its own country, its one (free) rate, 6 % added.
      destinationMatters: false,
      shipTo: { country: 'US', region: null },
      regions: [],
      shipsThere: true,
      shippingProblem: null,
      shippingMethods: [],
      shippingMethod: null,
      shipping: 0,
      tax: 4.2,
      taxLabel: 'Tax(6%)',
      taxIncluded: false,
      total: 74.2,
      // No gift card or store credit pays any of it.
      credit: 0,
      creditCode: null,
      creditProblem: null,
      accountCredit: 0,
      toPay: 74.2,
    });
    // $50.00 is the minimum: it applies; $20.00 is $30.00 short.
    expect((await price('WELCOME10', bag(1))).discount).toBe(10);
    expect((await price('WELCOME10', [bag()[1]!])).discountProblem).toBe('Add $30.00 more to use this code.');
    await create({ code: 'MENS20', kind: 'percent', value: 20, appliesTo: { kind: 'categories', handles: ['mens'] } });
    expect(await price('mens20', [bag()[1]!])).toMatchObject({
      discount: 0,
      discountProblem: "This code doesn't apply to the items in your bag.",
    });
    expect(await price('mens20')).toMatchObject({ discount: 12, total: 72.08 });
    await create({ code: 'OVER', kind: 'amount', value: 5, endsAt: '2026-01-01T00:00:00Z' });
    expect((await price('over')).discountProblem).toBe('This code has expired.');
    expect((await price('nope')).discountProblem).toBe("This code isn't valid.");
    expect(await price('')).toMatchObject({ discount: 0, discountProblem: null, total: 84.8 });
  });

  it('charges the discounted total, keeps each line’s share on the order, and counts the use once paid', async () => {
    const res = await checkout('welcome10');
    expect(res.statusCode, res.body).toBe(200);
    const view = (await call('GET', `/api/orders/test-checkout/${res.json().id}`, undefined, '')).json();
    expect(view).toMatchObject({ subtotal: 80, discount: 10, discountCode: 'WELCOME10', tax: 4.2, total: 74.2 });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, res.json().id));
    expect(order).toMatchObject({ subtotalCents: 8000, discountCode: 'WELCOME10', discountCents: 1000, taxCents: 420, totalCents: 7420 });
    const lines = await rowsOf<{ discount_cents: number; tax_cents: number }>(
      t.database.db,
      sql`select discount_cents, tax_cents from order_lines where order_id = ${order!.id} order by position`,
    );
    // $10.00 shared as $60 : $20, and the tax on what each then sold for.
    expect(lines).toEqual([
      { discount_cents: 750, tax_cents: 315 },
      { discount_cents: 250, tax_cents: 105 },
    ]);
    await call(
      'POST',
      `/api/orders/test-checkout/${res.json().id}/pay`,
      { shippingAddress: { name: 'Ada', line1: '1 Main St', city: 'Portland', state: 'OR', postalCode: '97201', country: 'US' } },
      '',
    );
    await call('POST', '/api/orders/confirm-payment', { session_id: res.json().id }, '');
    const mine = (await call('GET', `/api/orders/order/${order!.id}`, undefined, shopper.cookie)).json();
    expect(mine).toMatchObject({ subtotal: 80, discount: 10, discountCode: 'WELCOME10', tax: 4.2, amount: 74.2, paymentStatus: 'paid' });
    // The confirmation mail shows each figure.
    const mail = await smtp.received((caught) => caught.subject.endsWith(`order ${order!.orderId} confirmed`));
    expect(mail.text).toContain('Subtotal: $80.00\nDiscount (WELCOME10): -$10.00\nTax(6%): $4.20\nTotal: $74.20');
    const listed = ((await call('GET', '/api/discounts')).json().discounts as Discount[]).find((line) => line.code === 'WELCOME10');
    expect(listed).toMatchObject({ uses: 1, held: 0, revenue: 74.2, discounted: 10 });
    // A used code is kept for its orders' records: it can be paused, not deleted.
    expect((await call('DELETE', `/api/discounts/${listed!._id}`)).statusCode).toBe(409);
  });

  it('refuses a checkout whose code does not apply, naming the field', async () => {
    const res = await checkout('over');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'discountCode', message: 'This code has expired.' }]);
  });

  it('gives its last use to exactly one of two buyers racing for it, and gives it back when that checkout expires', async () => {
    await create({ code: 'LASTONE', kind: 'percent', value: 10, usageLimit: 1 });
    const [first, second] = await Promise.all([
      checkout('lastone', { cookie: '', email: 'racer1@example.com' }),
      checkout('lastone', { cookie: '', email: 'racer2@example.com' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const loser = first.statusCode === 400 ? first : second;
    expect(loser.json().errors).toEqual([{ path: 'discountCode', message: 'This code has reached its limit of uses.' }]);
    const winner = first.statusCode === 200 ? first : second;
    expect(((await call('GET', '/api/discounts')).json().discounts as Discount[]).find((line) => line.code === 'LASTONE')).toMatchObject({
      held: 1,
      state: 'used up',
    });
    // The winner's checkout expires unpaid: the use comes back.
    await t.database.db.update(orders).set({ paymentStatus: 'expired' }).where(eq(orders.providerSessionId, winner.json().id));
    expect((await checkout('lastone', { cookie: '', email: 'racer3@example.com' })).statusCode).toBe(200);
  });

  it('keeps to its limit per customer, by account or a guest’s email', async () => {
    await create({ code: 'ONCE-EACH', kind: 'free-shipping', perCustomerLimit: 1 });
    expect((await checkout('once-each', { cookie: '', email: 'Guest@Example.com' })).statusCode).toBe(200);
    const again = await checkout('once-each', { cookie: '', email: 'guest@example.com' });
    expect(again.json().errors).toEqual([{ path: 'discountCode', message: 'This code has reached its limit of uses.' }]);
    expect((await checkout('once-each', { cookie: '', email: 'other@example.com' })).statusCode).toBe(200);
  });
});
