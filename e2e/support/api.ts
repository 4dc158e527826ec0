/**
 * What a journey makes for itself through the shop's HTTP API: its own customers and admins,
 * products, orders and reviews. The demo catalogue and the demo accounts are only ever read,
 * so that journeys pass in any order and side by side: none buys up, reviews, edits or counts
 * what another one uses.
 *
 * Each client made here comes from an address of its own (X-Forwarded-For, which the shop
 * trusts from loopback: playwright.config.ts), so that what one journey sends spends none of
 * another's per-address limits (five contact messages in ten minutes, thirty payment
 * confirmations a minute). Changes carry the shop's own Origin, as a browser's do.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { expect, request, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { Product, ProductInput } from '@shop/shared/product.schema';
import { DEMO_ADMIN, SHIPPING_ADDRESS, type Account } from './shop';
import { nextCode } from './totp';

/** Where the shop under test listens (playwright.config.ts hands the port down). */
export const shopURL = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

/** Eight characters that make a name, an email or a text this journey's own. */
export const uniqueId = () => randomUUID().slice(0, 8);

/** The answer's JSON, once it is a success (its status and body are in the message otherwise). */
export async function ok<T>(answer: APIResponse | Promise<APIResponse>): Promise<T> {
  const response = await answer;
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A change sent as JSON with the shop's Origin, as its pages send them; through `api` (a client
 * of this file, or a page's `request`, which shares the page's session).
 */
export function send<T = unknown>(api: APIRequestContext, method: 'post' | 'put' | 'patch' | 'delete', url: string, data?: unknown) {
  return ok<T>(api[method](url, { data, headers: { origin: shopURL() } }));
}

/** A client of the shop's API from an address of its own; signed in as `account` when given. */
export async function apiClient(account?: Account): Promise<APIRequestContext> {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const api = await request.newContext({ baseURL: shopURL(), extraHTTPHeaders: { 'x-forwarded-for': address, origin: shopURL() } });
  if (account) await signInThrough(api, account);
  return api;
}

export async function signInThrough(api: APIRequestContext, account: Account) {
  const code = account.totpSecret ? await nextCode(account.totpSecret) : undefined;
  await send(api, 'post', '/api/auth/login', { email: account.email, password: account.password, code });
}

/**
 * Turns two-factor sign-in on for the account signed in on `api`, as its profile does; answers
 * the secret (the shop asks every staff member for it before the dashboard's tasks open).
 */
export async function turnOnTwoFactor(api: APIRequestContext, account: Account): Promise<string> {
  const { secret } = await send<{ secret: string }>(api, 'post', '/api/auth/two-factor/setup', { password: account.password });
  const code = await nextCode(secret);
  await send(api, 'post', '/api/auth/two-factor/enable', { code });
  return secret;
}

export interface NewAccount extends Account {
  _id: string;
  username: string;
}

/** A new account (`Ada 1a2b3c4d`, ada-1a2b3c4d@example.com), signed up through `api` (not signed in). */
export async function signUp(api: APIRequestContext, name = 'Shopper'): Promise<NewAccount> {
  const id = uniqueId();
  const account = {
    username: `${name} ${id}`,
    email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}@example.com`,
    password: `quiet orchard ${id}`,
  };
  const { user } = await send<{ user: { _id: string } }>(api, 'post', '/api/auth/register', account);
  return { ...account, _id: user._id };
}

/** A new customer, signed in on a client of their own. */
export async function newCustomer(name = 'Shopper'): Promise<{ account: NewAccount; api: APIRequestContext }> {
  const api = await apiClient();
  const account = await signUp(api, name);
  await signInThrough(api, account);
  return { account, api };
}

/**
 * A new admin of the journey's own (an account the demo admin makes an admin), signed in on a
 * client of their own: the audit log, filtered to them, shows this journey's changes alone.
 */
export async function newAdmin(name = 'Owner'): Promise<{ account: NewAccount; api: APIRequestContext }> {
  const api = await apiClient();
  const account = await signUp(api, name);
  const demoAdmin = await apiClient(DEMO_ADMIN);
  await send(demoAdmin, 'put', `/api/auth/users/${account._id}`, { role: 'admin' });
  await demoAdmin.dispose();
  await signInThrough(api, account);
  // Staff turn on two-factor sign-in before anything else; later sign-ins ask for a code.
  const totpSecret = await turnOnTwoFactor(api, account);
  return { account: { ...account, totpSecret }, api };
}

/** A product as the shop's API answers it. */
export type ShopProduct = Product;

/** The category of the products journeys make: none of the demo catalogue's, whose lists stay as seeded. */
export const OWN_CATEGORY = 'samples';

/**
 * The journeys' own category, added by the first journey that needs it. Two journeys may add it
 * at once: the second is told its handle is taken, which is as good.
 */
async function ensureOwnCategory(admin: APIRequestContext): Promise<void> {
  const { categories } = await ok<{ categories: { handle: string }[] }>(admin.get('/api/categories/manage'));
  if (categories.some((category) => category.handle === OWN_CATEGORY)) return;
  const added = await admin.post('/api/categories', { data: { name: 'Samples', handle: OWN_CATEGORY }, headers: { origin: shopURL() } });
  if (added.status() === 400 && /handle/.test(await added.text())) return;
  await ok(added);
}

/**
 * A product of the journey's own, added by the demo admin: `${name} 1a2b3c4d`, in black, M and L,
 * at $30, not stock-tracked, unless `fields` say otherwise.
 */
export async function newProduct(name: string, fields: Partial<ProductInput> = {}): Promise<ShopProduct> {
  const admin = await apiClient(DEMO_ADMIN);
  try {
    if ((fields.category ?? OWN_CATEGORY) === OWN_CATEGORY) await ensureOwnCategory(admin);
    const { product } = await send<{ product: ShopProduct }>(admin, 'post', '/api/products/create-product', {
      name: `${name} ${uniqueId()}`,
      category: OWN_CATEGORY,
      colors: ['black'],
      sizes: ['m', 'l'],
      price: 30,
      description: `${name}: heavy cotton, cut and sewn in the studio.`,
      ...fields,
    });
    return product;
  } finally {
    await admin.dispose();
  }
}

/** A product of the demo catalogue, by name: for journeys that only read it. */
export async function demoProduct(api: APIRequestContext, name: string): Promise<ShopProduct> {
  const { products } = await ok<{ products: ShopProduct[] }>(api.get(`/api/products?search=${encodeURIComponent(name)}&limit=100`));
  const product = products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`the demo catalogue has no ${name}`);
  return product;
}

export interface BagLine {
  _id: string;
  color: string;
  size: string;
  quantity: number;
}

export interface PlacedOrder {
  _id: string;
  orderId: string;
  amount: number;
  /** The payment session it was paid in (the confirmation page's `session_id`). */
  sessionId: string;
}

/** A checkout started by whoever `api` is signed in as, left unpaid: its session id. */
export async function startCheckout(api: APIRequestContext, lines: BagLine[]): Promise<string> {
  return (await send<{ id: string }>(api, 'post', '/api/orders/create-checkout-session', { products: lines })).id;
}

/** Buys the lines in test mode, paid and confirmed, as whoever `api` is signed in as. */
export async function buyInTestMode(api: APIRequestContext, lines: BagLine[], shippingAddress = SHIPPING_ADDRESS): Promise<PlacedOrder> {
  const sessionId = await startCheckout(api, lines);
  await send(api, 'post', `/api/orders/test-checkout/${sessionId}/pay`, { shippingAddress: { country: 'US', ...shippingAddress } });
  const { order } = await send<{ order: Omit<PlacedOrder, 'sessionId'> }>(api, 'post', '/api/orders/confirm-payment', {
    session_id: sessionId,
  });
  return { ...order, sessionId };
}
