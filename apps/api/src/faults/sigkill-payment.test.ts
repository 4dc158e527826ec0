/**
 * The API dies (SIGKILL: a crash, an OOM kill, a lost machine) at the worst moments of a sale:
 * after the customer has paid but before the shop has heard, or while it is fulfilling the
 * order. After a restart, Stripe's retried webhook and the return page must fulfil the order
 * exactly once, and nothing half-done may survive the crash.
 *
 * The real server process runs on PostgreSQL, with Stripe pointed at the local stand-in
 * (STRIPE_API_URL). A test's own connection holds a table lock to stop the server at an exact
 * statement, then kills it there. The PostgreSQL test project only.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { emails, orders, orderStatusEvents, productVariants } from '../db/schema/index';
import { insertProducts } from '../test/fixtures';
import { freePort, request, startShopServer, type ShopServer } from '../test/shop-server';
import { startStripeStandIn, type StripeStandIn } from '../test/stripe-stand-in';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { describeIf, onPostgres } from '../test/needs';

const WEBHOOK_SECRET = 'whsec_sigkill';
const STOCK = 10;

describeIf(onPostgres)('the API killed between payment and fulfilment', { timeout: 180_000 }, () => {
  let testDatabase: TestDatabase;
  let standIn: StripeStandIn;
  let port: number;
  const servers: ShopServer[] = [];
  const lockers: pg.Client[] = [];

  beforeAll(async () => {
    [testDatabase, standIn, port] = await Promise.all([createTestDatabase(), startStripeStandIn(), freePort()]);
  });
  afterAll(async () => {
    await Promise.all(lockers.map((locker) => locker.end().catch(() => undefined)));
    await Promise.all(servers.map((server) => server.dispose()));
    await standIn.close();
    await testDatabase.drop();
  });

  const db = () => testDatabase.database.db;
  /** How many of the other sessions on the test's database match `where`. */
  const countSessions = async (where: SQL) => {
    const result = (await db().execute(
      sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and ${where}`,
    )) as unknown as { rows: { count: number }[] };
    return result.rows[0]!.count;
  };

  /** The shop on the test's database, on the same port at every start, taking payments through the stand-in. */
  async function start() {
    const server = await startShopServer(testDatabase.url!, {
      PORT: String(port),
      STRIPE_SECRET_KEY: 'sk_test_sigkill',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${standIn.client.port}`,
      CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000',
    });
    servers.push(server);
    return server;
  }

  /** A connection of the test's own that holds `lock table ...` until it commits. */
  async function lockTable(table: string, mode: string) {
    const locker = new pg.Client({ connectionString: testDatabase.url });
    lockers.push(locker);
    await locker.connect();
    await locker.query('begin');
    await locker.query(`lock table ${table} in ${mode} mode`);
    return { release: () => locker.query('commit').then(() => locker.end()) };
  }

  /** Waits until one of the server's statements starting with `statement` is stuck behind a lock. */
  async function waitUntilBlocked(statement: string) {
    await expect
      .poll(() => countSessions(sql`wait_event_type = 'Lock' and query like ${`${statement}%`}`), { timeout: 30_000, interval: 50 })
      .toBeGreaterThan(0);
  }

  async function newProduct() {
    const [product] = await insertProducts(db(), [
      { name: 'Crash Tee', colors: ['black'], sizes: ['m'], priceCents: 2500, variants: [{ color: 'black', size: 'm', stock: STOCK }] },
    ]);
    return product!;
  }

  async function checkout(server: ShopServer, productId: string, quantity: number) {
    const res = await request(`${server.baseUrl}/api/orders/create-checkout-session`, {
      method: 'POST',
      json: { products: [{ _id: productId, color: 'black', size: 'm', quantity }], email: 'buyer@example.com' },
    });
    expect(res.status).toBe(200);
    return (JSON.parse(res.body) as { id: string }).id;
  }

  const completedEvent = (sessionId: string) => standIn.completedEvent(sessionId, WEBHOOK_SECRET);
  const deliver = (server: ShopServer, event: ReturnType<typeof completedEvent>) =>
    request(`${server.baseUrl}/api/orders/webhook`, { method: 'POST', ...event });

  const confirm = (server: ShopServer, sessionId: string) =>
    request(`${server.baseUrl}/api/orders/confirm-payment`, { method: 'POST', json: { session_id: sessionId } });

  async function orderOf(sessionId: string) {
    const [order] = await db().select().from(orders).where(eq(orders.providerSessionId, sessionId));
    return order!;
  }

  async function stockOf(productId: string) {
    const [variant] = await db().select().from(productVariants).where(eq(productVariants.productId, productId));
    return variant!.stock;
  }

  async function confirmationMails(orderId: string) {
    return db()
      .select()
      .from(emails)
      .where(eq(emails.dedupeKey, `order-confirmation:${orderId}`));
  }

  async function paidEvents(orderId: string) {
    return db()
      .select()
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.paymentStatus, 'paid')));
  }

  /** Nothing of a fulfilment is kept: the order still waits for its payment, and nothing was taken or sent. */
  async function expectUntouched(sessionId: string, productId: string) {
    const order = await orderOf(sessionId);
    expect(order.paymentStatus).toBe('pending');
    expect(order.paidAt).toBeNull();
    expect(order.stockTakenAt).toBeNull();
    expect(await stockOf(productId)).toBe(STOCK);
    expect(await confirmationMails(order.id)).toHaveLength(0);
    expect(await paidEvents(order.id)).toHaveLength(0);
  }

  /**
   * After a restart: Stripe retries the webhook (two deliveries at once, as its retries and a
   * second endpoint can overlap) while the customer's return page confirms. One fulfilment.
   */
  async function expectFulfilledOnce(server: ShopServer, sessionId: string, productId: string, quantity: number) {
    const event = completedEvent(sessionId);
    const [first, second, returnPage] = await Promise.all([deliver(server, event), deliver(server, event), confirm(server, sessionId)]);
    expect([first.status, second.status, returnPage.status]).toEqual([200, 200, 200]);
    expect(JSON.parse(returnPage.body)).toMatchObject({ order: { paymentStatus: 'paid' } });
    // And once more, later, as Stripe's next retry would.
    expect((await deliver(server, event)).status).toBe(200);

    const order = await orderOf(sessionId);
    expect(order.paymentStatus).toBe('paid');
    expect(order.providerPaymentId).toBe(`pi_standin_${sessionId}`);
    expect(order.stockTakenAt).not.toBeNull();
    expect(await stockOf(productId)).toBe(STOCK - quantity);
    expect(await confirmationMails(order.id)).toHaveLength(1);
    expect(await paidEvents(order.id)).toHaveLength(1);
  }

  /**
   * A customer buys `quantity` and pays; `kill` ends the server at some moment after that. Nothing
   * of a fulfilment survives the crash, and after a restart the order is fulfilled once.
   */
  async function expectPaidOrderSurvives(quantity: number, kill: (server: ShopServer, sessionId: string) => Promise<void>) {
    const product = await newProduct();
    const first = await start();
    const sessionId = await checkout(first, product.id, quantity);
    standIn.complete(sessionId);
    await kill(first, sessionId);
    await expectUntouched(sessionId, product.id);

    const second = await start();
    await expectFulfilledOnce(second, sessionId, product.id, quantity);
    await second.stop();
  }

  it('killed after the customer paid, before the webhook: the retried webhook and the return page fulfil it once after a restart', () =>
    expectPaidOrderSurvives(2, async (first) => {
      await first.stop('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
    }));

  it('killed while the webhook is fulfilling the order: none of its writes survive, and after a restart it is fulfilled once', () =>
    expectPaidOrderSurvives(3, async (first, sessionId) => {
      // Fulfilment takes the stock, marks the order paid and records the event, then queues the
      // confirmation mail: holding the outbox stops it there, with everything else written.
      const outbox = await lockTable('emails', 'share');
      const inFlight = deliver(first, completedEvent(sessionId)).catch((error: Error) => error);
      await waitUntilBlocked('insert into "emails"');
      await first.stop('SIGKILL');
      expect(await inFlight).toBeInstanceOf(Error);
      await outbox.release();
    }));

  it('killed while writing a new order: no order is left without its lines', async () => {
    const product = await newProduct();
    const before = await db().select({ id: orders.id }).from(orders);
    const first = await start();

    const lines = await lockTable('order_lines', 'share');
    const inFlight = request(`${first.baseUrl}/api/orders/create-checkout-session`, {
      method: 'POST',
      json: { products: [{ _id: product.id, color: 'black', size: 'm', quantity: 1 }], email: 'buyer@example.com' },
    }).catch((error: Error) => error);
    await waitUntilBlocked('insert into "order_lines"');
    await first.stop('SIGKILL');
    expect(await inFlight).toBeInstanceOf(Error);
    await lines.release();

    // The backend of the killed process ends its transaction once it finds its client gone.
    await expect.poll(() => countSessions(sql`state <> 'idle'`), { timeout: 30_000, interval: 50 }).toBe(0);
    const after = await db().select({ id: orders.id }).from(orders);
    expect(after).toHaveLength(before.length);
    expect(await stockOf(product.id)).toBe(STOCK);
  });
});
