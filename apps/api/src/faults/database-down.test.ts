/**
 * PostgreSQL goes away for 10 s while shoppers browse and buy: every request must answer
 * quickly (503 with Retry-After, never a hang or a reset), readiness must say so, the shop must
 * come back by itself when the database does, and no order may be left half-written.
 *
 * The real server process reaches PostgreSQL through a TCP proxy that the test breaks and
 * restores: cut (the database stopped: connections dropped, new ones refused), or black-holed
 * (its host vanished: nothing answers, nothing is refused). The PostgreSQL test project only.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertProducts } from '../test/fixtures';
import { request, startShopServer, type Answer, type ShopServer } from '../test/shop-server';
import { TEST_ADDRESS } from '../test/shop-helpers';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { describeIf, onPostgres } from '../test/needs';

/** How long the database stays away. */
const OUTAGE_MS = 10_000;
/** The shop answers normally again this soon after the database is back. */
const RECOVER_WITHIN_MS = 15_000;
const WORKERS = 6;
const STOCK = 100_000;
const UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a moment.';
const BUSY = 'The shop is very busy right now. Please try again in a moment.';

type Operation = 'list' | 'product' | 'checkout' | 'pay' | 'confirm' | 'ready';

interface Outcome {
  operation: Operation;
  startedAt: number;
  endedAt: number;
  answer?: Answer;
  error?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeIf(onPostgres)('PostgreSQL away for 10 s under load', { timeout: 180_000 }, () => {
  let testDatabase: TestDatabase;
  let proxy: TcpProxy;
  let server: ShopServer | undefined;

  beforeEach(async () => {
    testDatabase = await createTestDatabase();
    const target = new URL(testDatabase.url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  });
  afterEach(async () => {
    await server?.dispose();
    server = undefined;
    await proxy.close();
    await testDatabase.drop();
  });

  it('stopped: answers 503 within 5 s while it is away, is not ready, recovers by itself, and leaves no order half-written', async () => {
    const run = await runOutage({ breakNetwork: () => proxy.cut() });

    // Every request overlapping the outage answered within the bound; those wholly inside it
    // answered 503, saying the shop is briefly unavailable.
    expect(run.slowestOverlappingMs).toBeLessThan(5_000);
    expect(run.shopperAnswersInside.length).toBeGreaterThan(100);
    expect(new Set(run.shopperAnswersInside.map(messageOf))).toEqual(new Set([UNAVAILABLE]));
    report('stopped', run);
  });

  it('its host vanished (packets dropped): answers 503 once the driver gives up, never hangs, and recovers by itself', async () => {
    // Short timeouts keep the test short: a request waits for a new connection at most 2 s, and
    // for an answer on an open one at most 2 s past the statement timeout.
    const run = await runOutage({ breakNetwork: () => proxy.blackHole(), settings: { DATABASE_STATEMENT_TIMEOUT_MS: '2000' } });

    expect(run.slowestOverlappingMs).toBeLessThan(8_000);
    // Unreachable, or every connection of the pool stuck until it is given up on.
    expect([...new Set(run.shopperAnswersInside.map(messageOf))].filter((message) => message !== UNAVAILABLE && message !== BUSY)).toEqual(
      [],
    );
    report('black hole', run);
  });

  /**
   * Starts the shop through the proxy, runs steady load (browse, open a product, buy), breaks
   * the network for OUTAGE_MS, restores it and waits until a whole purchase goes through. Checks
   * what holds for any outage; answers the figures the caller bounds.
   */
  async function runOutage({ breakNetwork, settings = {} }: { breakNetwork: () => unknown; settings?: Record<string, string> }) {
    const products = await insertProducts(testDatabase.database.db, [
      ...['Outage Tee', 'Outage Hoodie', 'Outage Cap'].map((name) => ({
        name,
        colors: ['black'],
        sizes: ['m'],
        variants: [{ color: 'black', size: 'm', stock: STOCK }],
      })),
      { name: 'Outage Scarf', colors: ['black'], sizes: ['m'] },
    ]);
    const viaProxy = new URL(testDatabase.url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await startShopServer(viaProxy.toString(), {
      // Shoppers come from many addresses, through one proxy: per-address limits stay out of the way.
      TRUST_PROXY: '1',
      CHECKOUT_RATE_LIMIT_PER_MINUTE: '100000',
      CATALOGUE_RATE_LIMIT_PER_MINUTE: '100000',
      ...settings,
    });
    const base = server.baseUrl;

    const outcomes: Outcome[] = [];
    const call = async (operation: Operation, path: string, options: Parameters<typeof request>[1] = {}) => {
      const startedAt = performance.now();
      try {
        const answer = await request(`${base}${path}`, { timeoutMs: 30_000, ...options });
        outcomes.push({ operation, startedAt, endedAt: performance.now(), answer });
        return answer;
      } catch (error) {
        outcomes.push({ operation, startedAt, endedAt: performance.now(), error: (error as Error).message });
        return undefined;
      }
    };

    /**
     * One shopper's step: browses, opens a product, or buys it (checkout, pay in test mode, the
     * return page confirms). Each round is another shopper, from another address.
     */
    const shop = async (worker: number, round: number) => {
      const headers = { 'x-forwarded-for': `10.${worker}.${(round >> 8) & 255}.${round & 255}` };
      const product = products[(worker + round) % products.length]!;
      const step = round % 3;
      if (step === 0) return (await call('list', '/api/products?limit=12', { headers }))?.status === 200;
      if (step === 1) return (await call('product', `/api/products/${product.id}`, { headers }))?.status === 200;
      const created = await call('checkout', '/api/orders/create-checkout-session', {
        method: 'POST',
        headers,
        json: { products: [{ _id: product.id, color: 'black', size: 'm', quantity: 1 + (round % 2) }], email: `w${worker}@example.com` },
      });
      if (created?.status !== 200) return false;
      const { id } = JSON.parse(created.body) as { id: string };
      const paid = await call('pay', `/api/orders/test-checkout/${id}/pay`, {
        method: 'POST',
        headers,
        json: { shippingAddress: TEST_ADDRESS },
      });
      if (paid?.status !== 200) return false;
      return (await call('confirm', '/api/orders/confirm-payment', { method: 'POST', headers, json: { session_id: id } }))?.status === 200;
    };

    let running = true;
    const workers = Array.from({ length: WORKERS }, async (_, worker) => {
      for (let round = 0; running; round += 1) {
        // A refused shopper waits a moment before the next step, as a page would.
        if (!(await shop(worker, round))) await sleep(100);
      }
    });

    // Steady load, then the database goes away.
    await sleep(3_000);
    const cutAt = performance.now();
    await breakNetwork();
    const readyDuringOutage: Answer[] = [];
    while (performance.now() - cutAt < OUTAGE_MS) {
      const ready = await call('ready', '/api/ready');
      if (ready) readyDuringOutage.push(ready);
      await sleep(1_000);
    }
    const restoredAt = performance.now();
    await proxy.restore();

    // It comes back by itself: ready, and a whole purchase goes through.
    let recoveredAt = 0;
    for (let probe = 0; performance.now() - restoredAt < RECOVER_WITHIN_MS + 5_000; probe += 3) {
      const ready = await call('ready', '/api/ready');
      if (ready?.status === 200 && (await shop(WORKERS, probe)) && (await shop(WORKERS, probe + 1)) && (await shop(WORKERS, probe + 2))) {
        recoveredAt = performance.now();
        break;
      }
      await sleep(250);
    }
    await sleep(2_000);
    running = false;
    await Promise.all(workers);

    // The same process served throughout: it neither crashed nor restarted.
    expect(server.running(), server.output().slice(-4000)).toBe(true);
    expect(
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('is open at')),
    ).toHaveLength(1);

    // Every request got an answer: no reset socket, no hang; 503s say when to come back.
    expect(outcomes.filter((outcome) => outcome.error).map((outcome) => `${outcome.operation}: ${outcome.error}`)).toEqual([]);
    const answered = outcomes as (Outcome & { answer: Answer })[];
    const unexpected = answered.filter(({ answer }) => answer.status !== 200 && answer.status !== 503);
    expect(unexpected.map(({ operation, answer }) => `${operation}: ${answer.status} ${answer.body}`)).toEqual([]);
    const withoutRetryAfter = answered.filter(
      ({ operation, answer }) => operation !== 'ready' && answer.status === 503 && !answer.headers['retry-after'],
    );
    expect(withoutRetryAfter.map(({ operation }) => operation)).toEqual([]);

    const overlapping = answered.filter((outcome) => outcome.endedAt >= cutAt && outcome.startedAt <= restoredAt);
    const inside = overlapping.filter((outcome) => outcome.startedAt >= cutAt && outcome.endedAt <= restoredAt);
    const shopperInside = inside.filter((outcome) => outcome.operation !== 'ready');
    expect(shopperInside.length).toBeGreaterThanOrEqual(WORKERS);
    expect(shopperInside.filter(({ answer }) => answer.status !== 503).map(({ operation }) => operation)).toEqual([]);

    // Readiness said so, naming the database.
    expect(readyDuringOutage.length).toBeGreaterThanOrEqual(3);
    for (const ready of readyDuringOutage) {
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: 'unavailable', database: 'down', redis: 'not configured' });
    }

    expect(recoveredAt).toBeGreaterThan(0);
    const recoveryMs = recoveredAt - restoredAt;
    expect(recoveryMs).toBeLessThan(RECOVER_WITHIN_MS);

    const orders = await expectNoHalfWrittenOrder(testDatabase);
    const latencies = shopperInside.map((outcome) => outcome.endedAt - outcome.startedAt).sort((a, b) => a - b);
    return {
      requests: outcomes.length,
      shopperAnswersInside: shopperInside.map(({ answer }) => answer),
      latencies,
      slowestOverlappingMs: Math.max(...overlapping.map((outcome) => outcome.endedAt - outcome.startedAt)),
      recoveryMs,
      orders,
    };
  }
});

const messageOf = (answer: Answer) => (JSON.parse(answer.body) as { message: string }).message;

function report(
  name: string,
  run: { requests: number; latencies: number[]; slowestOverlappingMs: number; recoveryMs: number; orders: object },
) {
  const percentile = (p: number) =>
    Math.round(run.latencies[Math.min(run.latencies.length - 1, Math.floor((p / 100) * run.latencies.length))]!);
  console.info(
    `database ${name}: ${run.requests} requests; ${run.latencies.length} during the outage, all 503 ` +
      `(p50 ${percentile(50)} ms, p99 ${percentile(99)} ms, slowest overlapping ${Math.round(run.slowestOverlappingMs)} ms); ` +
      `recovered ${Math.round(run.recoveryMs)} ms after the database returned; orders ${JSON.stringify(run.orders)}`,
  );
}

/**
 * Every order is whole: it has its lines, its totals add up, and stock went only to paid
 * orders, once each, with one paid event and one confirmation mail per paid order.
 */
async function expectNoHalfWrittenOrder(testDatabase: TestDatabase) {
  const { db } = testDatabase.database;
  const rows = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  const [summary] = await rows(
    sql`select count(*)::int as orders, count(*) filter (where payment_status = 'paid')::int as paid from orders`,
  );
  expect(summary!.paid).toBeGreaterThan(0);

  expect(await rows(sql`select o.order_id from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`)).toEqual(
    [],
  );
  expect(
    await rows(sql`
      select o.order_id from orders o join order_lines l on l.order_id = o.id
      group by o.id
      having o.subtotal_cents <> sum(l.unit_price_cents * l.quantity)
          or o.total_cents <> o.subtotal_cents + o.tax_cents + o.shipping_cents`),
  ).toEqual([]);
  expect(
    await rows(sql`
      select order_id, payment_status from orders
      where (payment_status = 'paid') <> (stock_taken_at is not null and paid_at is not null)`),
  ).toEqual([]);
  expect(
    await rows(sql`
      select o.order_id from orders o
      where o.payment_status = 'paid'
        and (select count(*) from order_status_events e where e.order_id = o.id and e.payment_status = 'paid') <> 1`),
  ).toEqual([]);
  expect(
    await rows(sql`
      select o.order_id from orders o
      where o.payment_status = 'paid'
        and (select count(*) from emails m where m.dedupe_key = 'order-confirmation:' || o.id) <> 1`),
  ).toEqual([]);
  // What each tracked variant has left is what it started with, less what paid orders took.
  expect(
    await rows(sql`
      select v.product_id, v.stock
      from product_variants v
      join products p on p.id = v.product_id and p.track_stock
      left join order_lines l on l.product_id = v.product_id and l.color = v.color and l.size = v.size
      left join orders o on o.id = l.order_id
      group by v.product_id, v.color, v.size, v.stock
      having v.stock <> ${STOCK} - coalesce(sum(l.quantity) filter (where o.stock_taken_at is not null), 0)`),
  ).toEqual([]);
  return summary!;
}
