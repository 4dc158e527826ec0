import { Writable } from 'node:stream';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { orders } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { expectPrivatePage } from '../../test/paging';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let customer: SignedInUser;
let stranger: SignedInUser;
let admin: SignedInUser;

/** The customer's 25 visible orders, newest first. */
const CUSTOMER_ORDERS = 25;
const ref = (n: number) => `ORD-PAGE${String(n).padStart(4, '0')}`;
const newestFirst = Array.from({ length: CUSTOMER_ORDERS }, (_, index) => ref(CUSTOMER_ORDERS - index));

/** Paid orders 1..count for the account (order n placed n minutes after the first), and two it never sees. */
async function placeOrders(db: Db, user: { id: string; email: string }, count: number) {
  const start = Date.UTC(2026, 0, 1);
  const order = (n: number, values: Partial<typeof orders.$inferInsert> = {}) => ({
    orderId: ref(n),
    userId: user.id,
    email: user.email,
    provider: 'test',
    paymentStatus: 'paid' as const,
    subtotalCents: 1000 * n,
    taxCents: 60 * n,
    totalCents: 1060 * n,
    createdAt: new Date(start + n * 60_000),
    ...values,
  });
  await db.insert(orders).values([
    ...Array.from({ length: count }, (_, index) => order(index + 1)),
    // An unpaid checkout and an abandoned one are not the customer's orders yet.
    order(900, { orderId: 'ORD-UNPAID01', paymentStatus: 'pending' }),
    order(901, { orderId: 'ORD-EXPIRED1', paymentStatus: 'expired' }),
  ]);
}

beforeAll(async () => {
  customer = await signedInUser(t);
  stranger = await signedInUser(t);
  admin = await signedInUser(t, 'admin');
  await placeOrders(t.database.db, customer, CUSTOMER_ORDERS);
});

const get = (url: string, user?: { cookie: string }) => t.app.inject({ url, headers: user ? { cookie: user.cookie } : {} });
const refs = (body: { orders: { orderId: string }[] }) => body.orders.map((order) => order.orderId);
const byEmail = (email: string, query = '') => `/api/orders/${encodeURIComponent(email)}${query}`;

describe("a customer's orders, page by page", () => {
  it('answers 20 orders by default, newest first, with the total and the number of pages', async () => {
    const body = expectPrivatePage(await get('/api/orders/mine', customer), {
      totalOrders: CUSTOMER_ORDERS,
      totalPages: 2,
      page: 1,
      limit: 20,
    });
    expect(refs(body)).toEqual(newestFirst.slice(0, 20));
  });

  it('answers the rest on page 2, and takes a smaller page size', async () => {
    const second = (await get('/api/orders/mine?page=2', customer)).json();
    expect(second).toMatchObject({ totalOrders: CUSTOMER_ORDERS, totalPages: 2, page: 2, limit: 20 });
    expect(refs(second)).toEqual(newestFirst.slice(20));

    const small = (await get('/api/orders/mine?page=3&limit=10', customer)).json();
    expect(small).toMatchObject({ totalOrders: CUSTOMER_ORDERS, totalPages: 3, page: 3, limit: 10 });
    expect(refs(small)).toEqual(newestFirst.slice(20, 30));

    // Every page together holds every order once.
    const pages = await Promise.all(
      [1, 2, 3, 4, 5].map(async (page) => refs((await get(`/api/orders/mine?page=${page}&limit=6`, customer)).json())),
    );
    expect(pages.flat()).toEqual(newestFirst);
  });

  it('answers no rows past the last page, with the same total', async () => {
    const past = (await get('/api/orders/mine?page=9', customer)).json();
    expect(past).toMatchObject({ orders: [], totalOrders: CUSTOMER_ORDERS, totalPages: 2, page: 9 });
  });

  it('answers a customer without orders with an empty first page', async () => {
    expect((await get('/api/orders/mine', stranger)).json()).toEqual({ orders: [], totalOrders: 0, totalPages: 0, page: 1, limit: 20 });
  });

  it('refuses a page or a page size out of range with 400, naming the field', async () => {
    for (const query of ['page=0', 'page=-1', 'page=1.5', 'limit=0', 'limit=101', 'limit=many']) {
      for (const url of [`/api/orders/mine?${query}`, byEmail(customer.email, `?${query}`)]) {
        const res = await get(url, customer);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errors?.[0]?.path ?? res.json().message, url).toMatch(/page|limit/);
      }
    }
    expect((await get('/api/orders/mine?limit=100', customer)).json().orders).toHaveLength(CUSTOMER_ORDERS);
  });
});

describe('/mine and the email form', () => {
  it('give the customer the same answer, page for page', async () => {
    for (const query of ['', '?page=2', '?page=2&limit=7']) {
      const mine = await get(`/api/orders/mine${query}`, customer);
      const named = await get(byEmail(customer.email, query), customer);
      expect(named.statusCode).toBe(200);
      expect(named.json()).toEqual(mine.json());
      // The email in any case names the same customer.
      expect((await get(byEmail(customer.email.toUpperCase(), query), customer)).json()).toEqual(mine.json());
    }
  });

  it("let an admin page through a customer's orders by email; an admin's /mine is their own", async () => {
    const asAdmin = (await get(byEmail(customer.email, '?page=2&limit=10'), admin)).json();
    expect(asAdmin).toMatchObject({ totalOrders: CUSTOMER_ORDERS, totalPages: 3, page: 2, limit: 10 });
    expect(refs(asAdmin)).toEqual(newestFirst.slice(10, 20));
    expect((await get('/api/orders/mine', admin)).json()).toMatchObject({ orders: [], totalOrders: 0 });
  });

  it("refuses another customer's orders by email (403), and both forms to a signed-out visitor (401)", async () => {
    const theirs = await get(byEmail(customer.email), stranger);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain('ORD-PAGE');
    // Whether or not the address has an account, so the answer tells nothing.
    expect((await get(byEmail('nobody-here@shop.test'), stranger)).statusCode).toBe(403);
    expect((await get('/api/orders/mine')).statusCode).toBe(401);
    expect((await get(byEmail(customer.email))).statusCode).toBe(401);
  });

  it("cannot be an account's address: 'mine' is no email, so registering it is refused", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'mine', email: 'mine', password: 'a long enough passphrase 42' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'email' })]));
  });
});

describe("the signed-in customer's totals at /user-stats/mine", () => {
  it('equal the email form, and need a session', async () => {
    const mine = await get('/api/stats/user-stats/mine', customer);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const totalOfAll = (1060 * CUSTOMER_ORDERS * (CUSTOMER_ORDERS + 1)) / 2 / 100;
    // Summed by the server over every paid order, not over one page.
    expect(mine.json()).toEqual({ totalPayments: totalOfAll, totalReviews: 0, totalPurchasedProducts: 0 });
    expect((await get(`/api/stats/user-stats/${encodeURIComponent(customer.email)}`, customer)).json()).toEqual(mine.json());
    expect((await get('/api/stats/user-stats/mine', stranger)).json()).toEqual({
      totalPayments: 0,
      totalReviews: 0,
      totalPurchasedProducts: 0,
    });
    expect((await get('/api/stats/user-stats/mine')).statusCode).toBe(401);
    expect((await get(`/api/stats/user-stats/${encodeURIComponent(customer.email)}`, stranger)).statusCode).toBe(403);
  });
});

describe('the access log', () => {
  let app: App;
  let test: TestDatabase;
  let dataDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-access-log-'));
    const config = loadConfig({
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      PAYMENT_PROVIDER: 'test',
    });
    test = await createTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    // Fastify's own request lines, as the shop writes them in production (level info).
    app = await buildApp({ config, database: test.database, logger: { level: 'info', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('carries no customer email for the /mine forms the web app uses', async () => {
    const shopper = await signedInUser({ app, database: test.database });
    await placeOrders(test.database.db, shopper, 3);
    const logged = async (url: string) => {
      lines.length = 0;
      const res = await app.inject({ url, headers: { cookie: shopper.cookie } });
      expect(res.statusCode, url).toBe(200);
      const requestLines = lines.map((line) => JSON.parse(line) as { req?: { url?: string }; msg: string });
      expect(
        requestLines.some((line) => line.req?.url === url),
        url,
      ).toBe(true);
      return lines.join('\n').toLowerCase();
    };
    const email = shopper.email.toLowerCase();
    expect(await logged('/api/orders/mine?page=1')).not.toContain(email);
    expect(await logged('/api/stats/user-stats/mine')).not.toContain(email);
    // The email forms, which the specification names, do put it there: the reason for /mine.
    expect(await logged(`/api/orders/${email}`)).toContain(email);
  });
});
