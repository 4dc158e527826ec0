/**
 * The currencies the shop presents through the real HTTP stack: the storefront's list (the base
 * first), the staff's additions, changes and removals (validated, audited, `settings` only), a
 * product's variants' own prices in them (validated against the product and the currencies,
 * audited, the catalogue's permissions), and what goes with a currency or a variant when it goes.
 */
import { variantKey } from '@shop/shared/cart';
import type { CurrencyInput, VariantPricesInput } from '@shop/shared/currency.schema';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, productVariants, variantPrices } from '../../db/schema/index';
import { noPermission } from '../../lib/guards';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let owner: SignedInUser;
/** Staff who may see the catalogue but neither edit it nor change the shop's settings. */
let fulfilment: SignedInUser;
let customer: SignedInUser;
let tee: string;

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie: string | undefined = owner.cookie) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

const saveCurrency = (code: string, input: CurrencyInput | Record<string, unknown>, cookie?: string) =>
  call('PUT', `/api/currencies/${code}`, input, cookie);
const setPrices = (input: VariantPricesInput | Record<string, unknown>, cookie?: string) =>
  call('PUT', `/api/products/${tee}/prices`, input, cookie);

const listed = async () => {
  const res = await call('GET', '/api/currencies', undefined, '');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const auditOf = (action: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.createdAt));

beforeAll(async () => {
  [owner, fulfilment, customer] = await Promise.all([
    signedInUser(t, 'admin'),
    signedInUser(t, 'admin', { staffRole: 'fulfilment' }),
    signedInUser(t),
  ]);
  const [row] = await insertProducts(t.database.db, [
    { name: 'Currency Tee', colors: ['black', 'white'], sizes: ['m', 'l'], priceCents: 2500 },
  ]);
  tee = row!.id;
});

describe('the currencies the shop presents', () => {
  it('are the base alone at first: US dollars at rate 1, to the cent, for anyone, cacheable for a minute', async () => {
    const res = await call('GET', '/api/currencies', undefined, '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({ base: 'USD', currencies: [{ code: 'USD', rate: 1, rounding: 'minor' }] });
  });

  it('are added, changed and removed only by staff who may change the settings', async () => {
    const input = { rate: 0.92, rounding: 'minor' };
    expect((await saveCurrency('EUR', input, '')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/currencies/EUR', undefined, '')).statusCode).toBe(401);
    for (const who of [fulfilment, customer]) {
      const refused = await saveCurrency('EUR', input, who.cookie);
      expect(refused.statusCode).toBe(403);
      expect((await call('DELETE', '/api/currencies/EUR', undefined, who.cookie)).statusCode).toBe(403);
    }
    expect((await saveCurrency('EUR', input, fulfilment.cookie)).json()).toEqual({ message: noPermission('settings') });
    expect((await listed()).currencies).toHaveLength(1);
  });

  it('adds a currency with its rate and rounding (201), then changes it (200), each audited with what changed', async () => {
    const added = await saveCurrency('EUR', { rate: 0.92, rounding: 'end-99' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ message: 'Euro added', currency: { code: 'EUR', rate: 0.92, rounding: 'end-99' } });
    // Eight decimals are kept exactly, and yen are priced whole.
    const yen = await saveCurrency('JPY', { rate: 151.23456789, rounding: 'whole' });
    expect(yen.statusCode, yen.body).toBe(201);
    expect(await listed()).toEqual({
      base: 'USD',
      currencies: [
        { code: 'USD', rate: 1, rounding: 'minor' },
        { code: 'EUR', rate: 0.92, rounding: 'end-99' },
        { code: 'JPY', rate: 151.23456789, rounding: 'whole' },
      ],
    });
    const [entry] = await auditOf('currency.add');
    expect(entry).toMatchObject({
      entity: 'currency',
      actorId: owner.id,
      permission: 'settings',
      details: { name: 'Japanese yen' },
      after: { rate: 151.23456789, rounding: 'whole' },
    });

    const changed = await saveCurrency('EUR', { rate: 0.93, rounding: 'end-99' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ message: 'Euro saved', currency: { code: 'EUR', rate: 0.93, rounding: 'end-99' } });
    const [update] = await auditOf('currency.update');
    expect(update).toMatchObject({ entityId: 'EUR', before: { rate: 0.92 }, after: { rate: 0.93 } });
    // The same again changes nothing, and is not audited again.
    expect((await saveCurrency('EUR', { rate: 0.93, rounding: 'end-99' })).statusCode).toBe(200);
    expect(await auditOf('currency.update')).toHaveLength(1);
    // The list keeps the order they were added in.
    expect((await listed()).currencies.map((currency: { code: string }) => currency.code)).toEqual(['USD', 'EUR', 'JPY']);
  });

  it('refuses the base currency by name, and rates and roundings that cannot be, on their fields', async () => {
    const base = await saveCurrency('USD', { rate: 1, rounding: 'minor' });
    expect(base.statusCode).toBe(400);
    expect(base.json().errors).toEqual([
      { path: 'code', message: "USD (US dollar) is the shop's base currency: prices are kept in it, and it is always presented at rate 1" },
    ]);
    expect((await call('DELETE', '/api/currencies/USD')).statusCode).toBe(400);

    const refusal = async (code: string, input: Record<string, unknown>) => {
      const res = await saveCurrency(code, input);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors;
    };
    expect(await refusal('GBP', { rate: 0, rounding: 'minor' })).toEqual([{ path: 'rate', message: 'Rate must be more than 0' }]);
    expect(await refusal('GBP', { rate: -0.8, rounding: 'minor' })).toEqual([{ path: 'rate', message: 'Rate must be more than 0' }]);
    expect(await refusal('GBP', { rate: 5e-324, rounding: 'minor' })).toEqual([
      { path: 'rate', message: 'Rate must be at least 0.00000001' },
    ]);
    expect(await refusal('GBP', { rate: 0.123456789, rounding: 'minor' })).toEqual([
      { path: 'rate', message: 'Rate has at most eight decimals' },
    ]);
    expect(await refusal('GBP', { rate: '0.79', rounding: 'minor' })).toEqual([{ path: 'rate', message: 'Rate must be a number' }]);
    expect(await refusal('GBP', { rate: 2_000_000, rounding: 'minor' })).toEqual([
      { path: 'rate', message: 'Rate must be at most 1,000,000' },
    ]);
    expect(await refusal('GBP', { rate: 0.79, rounding: 'nearest' })).toEqual([
      { path: 'rounding', message: 'Choose how prices are rounded' },
    ]);
    for (const code of ['XYZ', 'gbp']) {
      expect(await refusal(code, { rate: 0.79, rounding: 'minor' })).toEqual([
        { path: 'code', message: 'Choose a currency the shop can present' },
      ]);
    }
    expect((await listed()).currencies.map((currency: { code: string }) => currency.code)).toEqual(['USD', 'EUR', 'JPY']);
  });

  it('are read by pricing from memory, and a change here is read at once', async () => {
    const { currencies } = t.app.services;
    expect(await currencies.presentedCurrency('USD')).toEqual({ code: 'USD', rate: 1, rounding: 'minor' });
    expect(await currencies.presentedCurrency('EUR')).toEqual({ code: 'EUR', rate: 0.93, rounding: 'end-99' });
    expect(await currencies.presentedCurrency('GBP')).toBeNull();
    expect((await saveCurrency('EUR', { rate: 0.91, rounding: 'end-95' })).statusCode).toBe(200);
    expect(await currencies.presentedCurrency('EUR')).toEqual({ code: 'EUR', rate: 0.91, rounding: 'end-95' });
  });
});

describe("a product's variants' own prices in other currencies", () => {
  it('are none at first, read by staff who see the catalogue and set only by those who edit it', async () => {
    const read = await call('GET', `/api/products/${tee}/prices`, undefined, fulfilment.cookie);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toEqual({ prices: [] });
    expect((await call('GET', `/api/products/${tee}/prices`, undefined, '')).statusCode).toBe(401);
    expect((await call('GET', `/api/products/${tee}/prices`, undefined, customer.cookie)).statusCode).toBe(403);

    const input = { prices: [{ color: 'black', size: 'm', currency: 'EUR', priceCents: 2300 }] };
    expect((await setPrices(input, '')).statusCode).toBe(401);
    const refused = await setPrices(input, fulfilment.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: noPermission('catalogue.edit') });
    expect((await call('GET', `/api/products/${tee}/prices`)).json()).toEqual({ prices: [] });
  });

  it('are set, in each currency’s minor units, and replaced as a whole; each change audited', async () => {
    const saved = await setPrices({
      prices: [
        { color: 'White', size: 'L', currency: 'JPY', priceCents: 3900 },
        { color: 'black', size: 'm', currency: 'EUR', priceCents: 2300, compareAtCents: 2900 },
        { color: 'black', size: 'm', currency: 'JPY', priceCents: 3600, compareAtCents: null },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Prices in other currencies saved',
      prices: [
        { color: 'black', size: 'm', currency: 'EUR', priceCents: 2300, compareAtCents: 2900 },
        { color: 'black', size: 'm', currency: 'JPY', priceCents: 3600, compareAtCents: null },
        { color: 'white', size: 'l', currency: 'JPY', priceCents: 3900, compareAtCents: null },
      ],
    });
    expect((await call('GET', `/api/products/${tee}/prices`)).json().prices).toEqual(saved.json().prices);
    const [entry] = await auditOf('product.prices');
    expect(entry).toMatchObject({
      entity: 'product',
      entityId: tee,
      permission: 'catalogue.edit',
      details: { name: 'Currency Tee', prices: 3 },
      before: { prices: [] },
      after: { prices: ['black, m: EUR 2300 (compare at 2900)', 'black, m: JPY 3600', 'white, l: JPY 3900'] },
    });

    const replaced = await setPrices({
      prices: [
        { color: 'black', size: 'm', currency: 'EUR', priceCents: 2400 },
        { color: 'white', size: 'm', currency: 'EUR', priceCents: 2400 },
      ],
    });
    expect(replaced.json().prices).toEqual([
      { color: 'black', size: 'm', currency: 'EUR', priceCents: 2400, compareAtCents: null },
      { color: 'white', size: 'm', currency: 'EUR', priceCents: 2400, compareAtCents: null },
    ]);
    expect(await auditOf('product.prices')).toHaveLength(2);
    // The same prices again change nothing.
    await setPrices({
      prices: [
        { color: 'white', size: 'm', currency: 'EUR', priceCents: 2400 },
        { color: 'black', size: 'm', currency: 'EUR', priceCents: 2400 },
      ],
    });
    expect(await auditOf('product.prices')).toHaveLength(2);

    // What the catalogue and the checkout will read: the variant's own price in the currency, by its key.
    const { currencies } = t.app.services;
    const variants = ['m', 'l'].map((size) => ({ productId: tee, color: 'black', size }));
    expect(await currencies.variantPrices(variants, 'EUR')).toEqual(new Map([[variantKey(tee, 'black', 'm'), 2400]]));
    expect(await currencies.variantPrices(variants, 'JPY')).toEqual(new Map());
    expect(await currencies.variantPrices(variants, 'USD')).toEqual(new Map());
  });

  it('are refused, each on its row, when not a positive whole amount, not of a variant, or not in a presented currency', async () => {
    const before = (await call('GET', `/api/products/${tee}/prices`)).json();
    const refusal = async (prices: Record<string, unknown>[]) => {
      const res = await setPrices({ prices });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors;
    };
    expect(
      await refusal([
        { color: 'black', size: 'm', currency: 'EUR', priceCents: 0 },
        { color: 'black', size: 'l', currency: 'EUR', priceCents: 23.5 },
        { color: 'white', size: 'm', currency: 'EUR', priceCents: 2300, compareAtCents: 2300 },
        { color: 'white', size: 'l', currency: 'EUR', priceCents: -5 },
      ]),
    ).toEqual([
      { path: 'prices.0.priceCents', message: 'Price must be more than 0' },
      { path: 'prices.1.priceCents', message: "Price is a whole number of the currency's minor unit: cents, or yen" },
      { path: 'prices.2.compareAtCents', message: 'Compare-at price must be more than the price' },
      { path: 'prices.3.priceCents', message: 'Price must be more than 0' },
    ]);
    expect(
      await refusal([
        { color: 'black', size: 'm', currency: 'EUR', priceCents: 2300 },
        { color: 'black', size: 'm', currency: 'EUR', priceCents: 2200 },
      ]),
    ).toEqual([{ path: 'prices.1.currency', message: 'Rows 1 and 2 are both the EUR price of black, m' }]);
    expect(
      await refusal([
        { color: 'black', size: 'xl', currency: 'EUR', priceCents: 2300 },
        { color: 'black', size: 'm', currency: 'GBP', priceCents: 2000 },
        { color: 'black', size: 'm', currency: 'USD', priceCents: 2500 },
        { color: 'black', size: 'm', currency: 'XYZ', priceCents: 2500 },
      ]),
    ).toEqual([{ path: 'prices.3.currency', message: 'Choose a currency the shop can present' }]);
    expect(
      await refusal([
        { color: 'black', size: 'xl', currency: 'EUR', priceCents: 2300 },
        { color: 'black', size: 'm', currency: 'GBP', priceCents: 2000 },
        { color: 'black', size: 'm', currency: 'USD', priceCents: 2500 },
      ]),
    ).toEqual([
      { path: 'prices.0.size', message: 'Currency Tee has no variant black, xl' },
      { path: 'prices.1.currency', message: 'GBP (Pound sterling) is not presented: add it under Currencies first' },
      { path: 'prices.2.currency', message: "A price in USD is the variant's own price, set with the product" },
    ]);
    expect((await call('GET', `/api/products/${tee}/prices`)).json()).toEqual(before);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/products/${unknown}/prices`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/products/${unknown}/prices`, { prices: [] })).json()).toEqual({ message: 'Product not found.' });
  });

  it('follow their variant: renamed with its colour, gone with its size', async () => {
    const { db } = t.database;
    await db
      .update(productVariants)
      .set({ color: 'ivory' })
      .where(and(eq(productVariants.productId, tee), eq(productVariants.color, 'white'), eq(productVariants.size, 'm')));
    expect((await call('GET', `/api/products/${tee}/prices`)).json().prices).toEqual([
      { color: 'black', size: 'm', currency: 'EUR', priceCents: 2400, compareAtCents: null },
      { color: 'ivory', size: 'm', currency: 'EUR', priceCents: 2400, compareAtCents: null },
    ]);
    // The size m taken off the product takes its variants, and their prices, with it.
    await db
      .update(products)
      .set({ sizes: ['l'] })
      .where(eq(products.id, tee));
    expect((await call('GET', `/api/products/${tee}/prices`)).json()).toEqual({ prices: [] });
  });

  it('go with their currency when the shop stops presenting it, as the removal says and audits', async () => {
    await db()
      .update(products)
      .set({ sizes: ['m', 'l'] })
      .where(eq(products.id, tee));
    await setPrices({
      prices: [
        { color: 'black', size: 'm', currency: 'EUR', priceCents: 2300 },
        { color: 'black', size: 'l', currency: 'EUR', priceCents: 2300 },
        { color: 'black', size: 'm', currency: 'JPY', priceCents: 3600 },
      ],
    });
    // The staff's list says what a removal would take with it.
    const managed = await call('GET', '/api/currencies/manage');
    expect(managed.headers['cache-control']).toBe('no-store');
    expect(managed.json()).toEqual({
      base: 'USD',
      currencies: [
        { code: 'EUR', rate: 0.91, rounding: 'end-95', variantPrices: 2, updatedAt: expect.any(String) },
        { code: 'JPY', rate: 151.23456789, rounding: 'whole', variantPrices: 1, updatedAt: expect.any(String) },
      ],
    });
    expect((await call('GET', '/api/currencies/manage', undefined, fulfilment.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/currencies/manage', undefined, '')).statusCode).toBe(401);

    const removed = await call('DELETE', '/api/currencies/EUR');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: 'Euro removed, with 2 variant prices in it' });
    expect((await listed()).currencies.map((currency: { code: string }) => currency.code)).toEqual(['USD', 'JPY']);
    expect((await call('GET', `/api/products/${tee}/prices`)).json().prices).toEqual([
      { color: 'black', size: 'm', currency: 'JPY', priceCents: 3600, compareAtCents: null },
    ]);
    expect(await db().select().from(variantPrices).where(eq(variantPrices.currency, 'EUR'))).toEqual([]);
    const [entry] = await auditOf('currency.delete');
    expect(entry).toMatchObject({
      entityId: 'EUR',
      permission: 'settings',
      details: { name: 'Euro', variantPrices: 2 },
      before: { rate: 0.91, rounding: 'end-95' },
      after: null,
    });
    expect(await t.app.services.currencies.presentedCurrency('EUR')).toBeNull();

    const again = await call('DELETE', '/api/currencies/EUR');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'EUR (Euro) is not presented.' });
    // Presented again, it starts without the prices it had.
    expect((await saveCurrency('EUR', { rate: 0.92, rounding: 'minor' })).statusCode).toBe(201);
    expect((await call('GET', `/api/products/${tee}/prices`)).json().prices).toHaveLength(1);
  });
});

const db = () => t.database.db;
