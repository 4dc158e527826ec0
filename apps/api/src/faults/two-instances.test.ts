/**
 * Two instances of the shop behind one load balancer, on one PostgreSQL and one Redis, as a
 * deployer scales it out. Whatever instance a request lands on, the shop must behave as one:
 * a session made on one is honoured by the other, the login limit counts across both, a
 * webhook Stripe delivers to both at once pays the order once, the outbox sends each mail
 * once, and both may start together on an empty database (migrations and the demo seed).
 *
 * Real server processes, Stripe pointed at the local stand-in, mail through the SMTP stand-in.
 * The PostgreSQL test project only, and only when Redis answers.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { emails, orders, orderStatusEvents, productVariants, products, users } from '../db/schema/index';
import { insertProducts } from '../test/fixtures';
import { startSmtpStandIn, type SmtpStandIn } from '../test/mail-stand-ins';
import { request, startShopServer, type ShopServer } from '../test/shop-server';
import { startStripeStandIn, type StripeStandIn } from '../test/stripe-stand-in';
import { newTestDatabaseName, onTestServer, testDatabaseUrl } from '../test/test-database';
import { describeIf, onPostgres, redisAnswers } from '../test/needs';
import { REDIS_TEST_URL } from '../test/test-redis';

const redisUp = await redisAnswers();

const WEBHOOK_SECRET = 'whsec_two_instances';
const SESSION_SECRET = 'two-instances-share-this-session-secret-0123456789';
const CUSTOMER_PASSWORD = 'Customer-Password-2-Instances!';
const LOGIN_LIMIT = 4;
const STOCK = 10;

describeIf(onPostgres, redisUp)('two instances on one PostgreSQL and one Redis', { timeout: 180_000 }, () => {
  const name = newTestDatabaseName();
  let url: string;
  let database: Database;
  let standIn: StripeStandIn;
  let smtp: SmtpStandIn;
  let a: ShopServer;
  let b: ShopServer;

  beforeAll(async () => {
    // An empty database: no migrations, no tables. The instances make everything themselves.
    await onTestServer(`create database ${name}`);
    url = testDatabaseUrl(name);
    [standIn, smtp] = await Promise.all([startStripeStandIn(), startSmtpStandIn()]);

    const settings = {
      SEED_DEMO: 'true',
      DEMO_CUSTOMER_PASSWORD: CUSTOMER_PASSWORD,
      // One public address for both, as behind a load balancer (loopback: the demo accounts sign in).
      PUBLIC_URL: 'http://localhost:8080',
      SESSION_SECRET,
      REDIS_URL: REDIS_TEST_URL,
      SMTP_URL: smtp.url,
      // The balancer on this machine forwards the client's address.
      TRUST_PROXY: 'loopback',
      AUTH_RATE_LIMIT_PER_IP: String(LOGIN_LIMIT),
      STRIPE_SECRET_KEY: 'sk_test_two_instances',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${standIn.client.port}`,
      CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000',
    };
    // Both at the same moment on the empty database: one migrates and seeds, the other waits and finds it done.
    const started = await Promise.allSettled([startShopServer(url, settings), startShopServer(url, settings)]);
    const running = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    [a, b] = running as [ShopServer, ShopServer];
    const failure = started.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  });

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((server) => server.dispose()));
    await database?.close();
    await Promise.all([standIn?.close(), smtp?.close()]);
    await onTestServer(`drop database if exists ${name} with (force)`);
  });

  const db = () => database.db;
  /** A request as the balancer forwards it: the client's address in X-Forwarded-For. */
  const from = (client: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': client, ...headers });

  it('both started together on an empty database: migrated once, seeded once, both answer', async () => {
    for (const server of [a, b]) {
      expect((await request(`${server.baseUrl}/api/health`)).status).toBe(200);
      expect(server.output()).not.toMatch(/could not start/);
    }
    const demoUsers = await db()
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} like '%@drip.test'`);
    const [{ count: productCount } = { count: 0 }] = (
      (await db().execute(sql`select count(*)::int as count from ${products}`)) as unknown as { rows: { count: number }[] }
    ).rows;
    // Every demo product and account once: a second seed would have doubled them or failed on the unique emails.
    const [seededByA, seededByB] = [a, b].map((server) => server.output().includes('demo customer:'));
    expect(seededByA !== seededByB).toBe(true);
    expect(demoUsers.length).toBeGreaterThan(0);
    expect(new Set(demoUsers.map((user) => user.id)).size).toBe(demoUsers.length);
    const names = (await db().select({ name: products.name }).from(products)).map((row) => row.name);
    expect(new Set(names).size).toBe(productCount);
    const migrations = (await db().execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { count: number }[];
    };
    expect(migrations.rows[0]!.count).toBeGreaterThan(0);
  });

  it('a session made on one instance is honoured by the other', async () => {
    const login = await request(`${a.baseUrl}/api/auth/login`, {
      method: 'POST',
      json: { email: 'customer@drip.test', password: CUSTOMER_PASSWORD },
      headers: from('198.51.100.10'),
    });
    expect(login.status).toBe(200);
    const cookie = String(login.headers['set-cookie']?.[0]).split(';')[0]!;
    const onA = await request(`${a.baseUrl}/api/auth/me`, { headers: from('198.51.100.10', { cookie }) });
    const onB = await request(`${b.baseUrl}/api/auth/me`, { headers: from('198.51.100.10', { cookie }) });
    expect(onA.status).toBe(200);
    expect(onB.status).toBe(200);
    expect(JSON.parse(onB.body)).toEqual(JSON.parse(onA.body));
    expect(JSON.parse(onB.body)).toMatchObject({ user: { email: 'customer@drip.test' } });

    // Signed out on B, the session is gone on A as well.
    expect((await request(`${b.baseUrl}/api/auth/logout`, { method: 'POST', headers: from('198.51.100.10', { cookie }) })).status).toBe(
      200,
    );
    expect((await request(`${a.baseUrl}/api/auth/me`, { headers: from('198.51.100.10', { cookie }) })).status).toBe(401);
  });

  it('the login limit per address counts the attempts made on both instances', async () => {
    const client = '203.0.113.77';
    const attempt = (server: ShopServer) =>
      request(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        json: { email: 'customer@drip.test', password: 'not-the-password' },
        headers: from(client),
      });
    // Alternating: each instance alone has seen only half of them.
    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await attempt(i % 2 === 0 ? a : b)).status).toBe(401);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
    // Another client's attempts are its own.
    const other = await request(`${b.baseUrl}/api/auth/login`, {
      method: 'POST',
      json: { email: 'customer@drip.test', password: CUSTOMER_PASSWORD },
      headers: from('203.0.113.78'),
    });
    expect(other.status).toBe(200);
  });

  it('one webhook delivered to both instances at once pays the order once', async () => {
    const [product] = await insertProducts(db(), [
      { name: 'Twin Tee', colors: ['black'], sizes: ['m'], priceCents: 2500, variants: [{ color: 'black', size: 'm', stock: STOCK }] },
    ]);
    const checkout = await request(`${a.baseUrl}/api/orders/create-checkout-session`, {
      method: 'POST',
      json: { products: [{ _id: product!.id, color: 'black', size: 'm', quantity: 2 }], email: 'twin-buyer@example.com' },
      headers: from('198.51.100.20'),
    });
    expect(checkout.status).toBe(200);
    const sessionId = (JSON.parse(checkout.body) as { id: string }).id;
    standIn.complete(sessionId);

    const event = standIn.completedEvent(sessionId, WEBHOOK_SECRET);
    const deliver = (server: ShopServer) => request(`${server.baseUrl}/api/orders/webhook`, { method: 'POST', ...event });
    const answers = await Promise.all([deliver(a), deliver(b), deliver(a), deliver(b)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

    const [order] = await db().select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order!.paymentStatus).toBe('paid');
    expect(order!.stockTakenAt).not.toBeNull();
    const [variant] = await db().select().from(productVariants).where(eq(productVariants.productId, product!.id));
    expect(variant!.stock).toBe(STOCK - 2);
    const paid = await db()
      .select()
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, order!.id), eq(orderStatusEvents.paymentStatus, 'paid')));
    expect(paid).toHaveLength(1);
    const queued = await db()
      .select()
      .from(emails)
      .where(eq(emails.dedupeKey, `order-confirmation:${order!.id}`));
    expect(queued).toHaveLength(1);
    // One confirmation arrives, from whichever instance's outbox took it.
    await expect.poll(() => smtp.caught.filter((mail) => mail.to.includes('twin-buyer@example.com')).length, { timeout: 30_000 }).toBe(1);
  });

  it('the outbox of both instances sends each queued mail exactly once', async () => {
    const people = Array.from({ length: 8 }, (_, i) => ({
      username: `Twin Customer ${i}`,
      email: `twin-${i}@example.com`,
      password: `Twin-Password-${i}-Long-Enough!`,
    }));
    // Registrations spread over both instances, each from its own address, all at once.
    const registered = await Promise.all(
      people.map((person, i) =>
        request(`${(i % 2 === 0 ? a : b).baseUrl}/api/auth/register`, {
          method: 'POST',
          json: person,
          headers: from(`192.0.2.${i + 1}`),
        }),
      ),
    );
    expect(registered.map((answer) => answer.status)).toEqual(people.map(() => 201));

    const addresses = people.map((person) => person.email);
    const queued = () => db().select({ to: emails.to, status: emails.status }).from(emails);
    await expect
      .poll(async () => (await queued()).filter((mail) => addresses.includes(mail.to) && mail.status === 'sent').length, {
        timeout: 60_000,
      })
      .toBe(people.length);
    // A mail is claimed (status sending) before it is sent and marked sent after: a second send
    // by the other worker could only have happened before the last one was marked.
    for (const address of addresses) {
      expect(smtp.caught.filter((mail) => mail.to.includes(address))).toHaveLength(1);
    }
    expect(smtp.caught.filter((mail) => mail.to.includes('twin-buyer@example.com'))).toHaveLength(1);
  });
});
