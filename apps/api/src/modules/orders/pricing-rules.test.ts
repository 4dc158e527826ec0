/**
 * An EU shop through the real HTTP stack, every rule at once: VAT included at each country's
 * rate, one zone of three countries with a weight-band method, a 20 % sale and a $10 code. The
 * bag, the checkout, the test-mode payment page, the stored order, the mail and the refund agree
 * to the cent; a country no zone holds is refused before any payment.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { CHECKOUT_TEST_SETTINGS } from '../../test/shop-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';

const { t, smtp } = useTestAppWithSmtp(CHECKOUT_TEST_SETTINGS);
let admin: SignedInUser;
let shopper: SignedInUser;
let tee: string;
let methodId: string;

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const made = async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};

// Two 300 g tees: 600 g, over the first band.
const lines = () => [{ _id: tee, color: 'black', size: 'm', quantity: 2 }];

beforeAll(async () => {
  [admin, shopper] = await Promise.all([signedInUser(t, 'admin'), signedInUser(t)]);
  const [product] = await insertProducts(t.database.db, [
    {
      name: 'EU Tee',
      category: 'mens',
      colors: ['black'],
      sizes: ['m'],
      priceCents: 3000,
      trackStock: true,
      variants: [{ color: 'black', size: 'm', stock: 10, weightGrams: 300 }],
    },
  ]);
  tee = product!.id;
  await made('PUT', '/api/tax', {
    pricesIncludeTax: true,
    taxShipping: false,
    homeCountry: 'FR',
    rates: [
      { country: 'FR', rate: 20, label: 'VAT' },
      { country: 'DE', rate: 19, label: 'VAT' },
      { country: 'IT', rate: 22, label: 'VAT' },
    ],
  });
  const { zone } = await made('POST', '/api/shipping/zones', { name: 'Europe', places: ['FR', 'DE', 'IT'] });
  const { method } = await made('POST', `/api/shipping/zones/${zone._id}/methods`, {
    name: 'Tracked',
    estimate: '2–4 business days',
    kind: 'weight',
    bands: [
      { upToGrams: 500, rate: 4 },
      { upToGrams: null, rate: 8 },
    ],
  });
  methodId = method._id;
  await made('POST', '/api/sales', { name: 'Spring sale', kind: 'percent', value: 20, appliesTo: { kind: 'all' } });
  await made('POST', '/api/discounts', { code: 'TENOFF', kind: 'amount', value: 10 });
});

describe('an EU shop with a sale, a code, a weight-band method and VAT by country', () => {
  it('prices the bag for each country, and refuses one no zone holds', async () => {
    const price = async (country: string) =>
      (await call('POST', '/api/orders/price', { products: lines(), discountCode: 'tenoff', shipTo: { country } }, '')).json();
    // $60.00 less the sale's $12.00, less $10.00; $8.00 for 600 g; VAT is the included part of $38.00.
    expect(await price('DE')).toMatchObject({
      subtotal: 48,
      saleDiscount: 12,
      discount: 10,
      shipping: 8,
      shippingMethod: methodId,
      shippingMethods: [{ id: methodId, name: 'Tracked', estimate: '2–4 business days', amount: 8 }],
      tax: 6.07,
      taxLabel: 'incl. VAT',
      taxIncluded: true,
      total: 46,
    });
    expect(await price('FR')).toMatchObject({ tax: 6.33, total: 46 });
    expect(await price('IT')).toMatchObject({ tax: 6.85, total: 46 });
    expect(await price('US')).toMatchObject({ shipsThere: false, shippingProblem: "We don't ship to United States yet." });
    const refused = await call(
      'POST',
      '/api/orders/create-checkout-session',
      { products: lines(), shipTo: { country: 'US' } },
      shopper.cookie,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'shipTo.country', message: "We don't ship to United States yet." }]);
  });

  it('charges what the bag said, keeps it on the order and in the mail, and refunds it all', async () => {
    const created = await call(
      'POST',
      '/api/orders/create-checkout-session',
      { products: lines(), discountCode: 'TENOFF', shipTo: { country: 'DE' }, shippingMethod: methodId },
      shopper.cookie,
    );
    expect(created.statusCode, created.body).toBe(200);
    const sessionId = created.json().id as string;
    const page = (await call('GET', `/api/orders/test-checkout/${sessionId}`, undefined, '')).json();
    // The payment page lists each tee at its sale price.
    expect(page).toMatchObject({ lines: [{ price: 24, quantity: 2 }], subtotal: 48, discount: 10, shipping: 8, tax: 6.07, total: 46 });
    expect(page.shipToCountries).toEqual(['DE']);
    const paid = await call('POST', `/api/orders/test-checkout/${sessionId}/pay`, {
      shippingAddress: { name: 'Ada', line1: 'Unter den Linden 1', city: 'Berlin', postalCode: '10117', country: 'DE' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await call('POST', '/api/orders/confirm-payment', { session_id: sessionId }, '');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order).toMatchObject({
      subtotalCents: 4800,
      discountCents: 1000,
      shippingCents: 800,
      taxCents: 607,
      totalCents: 4600,
      paymentStatus: 'paid',
    });
    const view = (await call('GET', `/api/orders/order/${order!.id}`, undefined, shopper.cookie)).json();
    expect(view).toMatchObject({ amount: 46, shippingMethod: 'Tracked (2–4 business days)', products: [{ price: 24, quantity: 2 }] });
    const mail = await smtp.received((caught) => caught.subject.endsWith(`order ${order!.orderId} confirmed`));
    for (const line of ['Subtotal: $48.00', 'Discount (TENOFF): -$10.00', 'Shipping: Tracked: $8.00', 'Total: $46.00', 'incl. VAT: $6.07'])
      expect(mail.text).toContain(line);

    expect((await call('POST', `/api/orders/${order!.id}/refund`, {})).statusCode).toBe(200);
    const refund = await smtp.received((caught) => caught.subject.endsWith(`order ${order!.orderId} refunded`));
    expect(refund.text).toContain('refunded in full: $46.00');
  });
});
