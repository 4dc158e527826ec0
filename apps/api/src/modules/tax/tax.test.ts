/**
 * The tax table through the real HTTP stack: the shop's default as the specification prices it,
 * the admin's table (validated, audited, admin only), and the bag, the checkout, the test-mode
 * page, the stored order and its mail priced by it: US sales tax by state, and UK VAT included
 * in the prices with a reduced (zero) class for children's clothes.
 */
import type { TaxTable, TaxTableInput } from '@shop/shared/tax.schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { CHECKOUT_TEST_SETTINGS } from '../../test/shop-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';

const { t, smtp } = useTestAppWithSmtp({ ...CHECKOUT_TEST_SETTINGS, SHIP_TO_COUNTRIES: 'US,GB' });
let admin: SignedInUser;
let shopper: SignedInUser;
let tee: string;
let kidsTee: string;

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

const lines = () => [
  { _id: tee, color: 'black', size: 'm', quantity: 2 },
  { _id: kidsTee, color: 'blue', size: 's', quantity: 1 },
];

const price = async (shipTo?: object) => {
  const res = await call('POST', '/api/orders/price', { products: lines(), ...(shipTo ? { shipTo } : {}) }, '');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const save = async (table: TaxTableInput) => {
  const res = await call('PUT', '/api/tax', table);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().table as TaxTable;
};

beforeAll(async () => {
  [admin, shopper] = await Promise.all([signedInUser(t, 'admin'), signedInUser(t)]);
  const [adults, kids] = await insertProducts(t.database.db, [
    { name: 'Tax Tee', category: 'mens', colors: ['black'], sizes: ['m'], priceCents: 3000 },
    { name: 'Tax Kids Tee', category: 'kids', colors: ['blue'], sizes: ['s'], priceCents: 1200, taxClass: 'zero' },
  ]);
  tee = adults!.id;
  kidsTee = kids!.id;
});

describe('the tax table', () => {
  it('starts as the shop priced before it: 6 % anywhere, added, labelled Tax(6%)', async () => {
    expect((await call('GET', '/api/tax')).json()).toEqual({
      pricesIncludeTax: false,
      taxShipping: false,
      homeCountry: 'US',
      rates: [{ _id: expect.any(String), country: '*', region: null, taxClass: 'standard', rate: 6, label: 'Tax' }],
    });
    // $72.00 of goods, 6 % on each line, the kids' tee too (its class has no rate of its own).
    expect(await price()).toMatchObject({ subtotal: 72, tax: 4.32, taxLabel: 'Tax(6%)', taxIncluded: false, total: 76.32 });
    expect(await price()).toMatchObject({ destinationMatters: false, shipTo: { country: 'US', region: null }, regions: [] });
  });

  it('refuses two rates for one place and class, and a rate over 100, naming the rows; admins only', async () => {
    const bad = await call('PUT', '/api/tax', {
      pricesIncludeTax: false,
      taxShipping: false,
      homeCountry: 'US',
      rates: [
        { country: 'gb', taxClass: 'standard', rate: 20, label: 'VAT' },
        { country: 'GB', region: '', taxClass: 'standard', rate: 17.5, label: 'VAT' },
        { country: 'FR', rate: 120 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'rates.2.rate', message: 'Rate must be between 0 and 100' },
      { path: 'rates.1.country', message: 'Rows 1 and 2 are both the standard rate of GB' },
    ]);
    const twice = await call('PUT', '/api/tax', {
      pricesIncludeTax: false,
      taxShipping: false,
      homeCountry: 'US',
      rates: [
        { country: 'gb', taxClass: 'standard', rate: 20, label: 'VAT' },
        { country: 'GB', region: '', taxClass: 'standard', rate: 17.5, label: 'VAT' },
      ],
    });
    expect(twice.json().errors).toEqual([{ path: 'rates.1.country', message: 'Rows 1 and 2 are both the standard rate of GB' }]);
    expect(
      (await call('PUT', '/api/tax', { pricesIncludeTax: false, taxShipping: false, homeCountry: 'US', rates: [] }, shopper.cookie))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/tax', undefined, '')).statusCode).toBe(401);
  });

  it('prices US sales tax by state: the bag asks for the state, and a state without its own rate pays the country’s', async () => {
    await save({
      pricesIncludeTax: false,
      taxShipping: false,
      homeCountry: 'US',
      rates: [
        { country: 'US', rate: 0, label: 'Sales tax' },
        { country: 'US', region: 'ca', rate: 7.25, label: 'Sales tax' },
        { country: 'US', region: 'NY', rate: 8.875, label: 'Sales tax' },
      ],
    });
    expect(await price()).toMatchObject({ destinationMatters: true, regions: ['CA', 'NY'], tax: 0, total: 72 });
    // 7.25 % of $72.00 is $5.22.
    expect(await price({ country: 'US', region: 'CA' })).toMatchObject({ tax: 5.22, taxLabel: 'Sales tax(7.25%)', total: 77.22 });
    expect(await price({ country: 'US', region: 'NY' })).toMatchObject({ tax: 6.39, total: 78.39 });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tax.update'), eq(auditLog.actorId, admin.id)));
    expect(entry?.after).toMatchObject({
      rates: ['US standard 0 % Sales tax', 'US-CA standard 7.25 % Sales tax', 'US-NY standard 8.875 % Sales tax'],
    });
  });

  it('prices UK VAT inside the prices, the kids’ class at zero, and the bag, Stripe’s page, the order and the mail agree', async () => {
    await save({
      pricesIncludeTax: true,
      taxShipping: false,
      homeCountry: 'GB',
      rates: [
        { country: 'GB', rate: 20, label: 'VAT' },
        { country: 'GB', taxClass: 'zero', rate: 0, label: 'VAT' },
      ],
    });
    // $60.00 of adults' tees hold $10.00 of VAT (a sixth); the kids' tee none. Nothing is added.
    const bagPrice = await price();
    expect(bagPrice).toMatchObject({
      shipTo: { country: 'GB' },
      subtotal: 72,
      tax: 10,
      taxLabel: 'incl. VAT',
      taxIncluded: true,
      total: 72,
    });

    const created = await call('POST', '/api/orders/create-checkout-session', { products: lines() }, shopper.cookie);
    expect(created.statusCode, created.body).toBe(200);
    const sessionId = created.json().id as string;
    const page = (await call('GET', `/api/orders/test-checkout/${sessionId}`, undefined, '')).json();
    expect(page).toMatchObject({ subtotal: 72, tax: 10, taxLabel: 'incl. VAT', taxIncluded: true, total: 72, shipToCountries: ['GB'] });

    // An address outside the country the bag was priced for is refused.
    const elsewhere = await call('POST', `/api/orders/test-checkout/${sessionId}/pay`, {
      shippingAddress: { name: 'Ada', line1: '1 Main St', city: 'Portland', state: 'OR', postalCode: '97201', country: 'US' },
    });
    expect(elsewhere.statusCode).toBe(400);
    const paid = await call('POST', `/api/orders/test-checkout/${sessionId}/pay`, {
      shippingAddress: { name: 'Ada', line1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await call('POST', '/api/orders/confirm-payment', { session_id: sessionId }, '');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order).toMatchObject({ subtotalCents: 7200, taxCents: 1000, totalCents: 7200, paymentStatus: 'paid' });
    const view = (await call('GET', `/api/orders/order/${order!.id}`, undefined, shopper.cookie)).json();
    expect(view).toMatchObject({ subtotal: 72, tax: 10, taxLabel: 'incl. VAT', taxIncluded: true, amount: 72 });
    const mail = await smtp.received((caught) => caught.subject.endsWith(`order ${order!.orderId} confirmed`));
    expect(mail.text).toContain('Total: $72.00\nincl. VAT: $10.00');
  });
});
