/**
 * A deploy stops the shop with SIGTERM while it is busy: every request it has taken in must
 * still get its normal answer, no new connection is taken, and the process ends on its own.
 * Runs the real server process on PostgreSQL (the PostgreSQL test project only).
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertProducts } from '../test/fixtures';
import { connectionRefused, request, startShopServer, type Answer, type ShopServer } from '../test/shop-server';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { describeIf, onPostgres } from '../test/needs';

const IN_FLIGHT = 200;
/** The requirement: the process is gone this soon after SIGTERM. */
const EXIT_WITHIN_MS = 10_000;

describeIf(onPostgres)('SIGTERM under load', { timeout: 120_000 }, () => {
  let testDatabase: TestDatabase;
  let server: ShopServer | undefined;
  let locker: pg.Client | undefined;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    await locker?.end().catch(() => undefined);
    await server?.dispose();
    await testDatabase.drop();
  });

  it(`answers all ${IN_FLIGHT} requests in flight, refuses new connections, and exits with 0 within 10 s`, async () => {
    const [product] = await insertProducts(testDatabase.database.db, [{ name: 'Drain Tee' }]);
    server = await startShopServer(testDatabase.url!, {
      // Generous, so that the 200 requests queue for connections rather than being refused as busy.
      DATABASE_POOL_SIZE: '20',
      DATABASE_STATEMENT_TIMEOUT_MS: '60000',
    });

    // The product page reads the products table; holding a lock on it keeps every request in
    // flight (inside its handler, waiting on the database) until the test lets go.
    locker = new pg.Client({ connectionString: testDatabase.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table products in access exclusive mode');

    const url = `${server.baseUrl}/api/products/${product!.id}`;
    let settledSoFar = 0;
    const answers: Promise<Answer | Error>[] = Array.from({ length: IN_FLIGHT }, () =>
      request(url, { timeoutMs: 60_000 })
        .catch((error: Error) => error)
        .finally(() => (settledSoFar += 1)),
    );
    await expect.poll(() => server!.requestsReceived(), { timeout: 60_000, interval: 50 }).toBe(IN_FLIGHT);
    expect(settledSoFar).toBe(0);

    const signalledAt = performance.now();
    server.signal('SIGTERM');
    // It stops listening at once: a new connection is refused while the 200 are still open.
    await expect.poll(() => connectionRefused(server!.port), { timeout: 5_000, interval: 20 }).toBe(true);
    expect(server.output()).not.toContain('shut down cleanly');

    await locker.query('commit');
    const settled = await Promise.all(answers);
    const { code, signal } = await server.exited;
    const exitMs = performance.now() - signalledAt;

    const failures = settled.filter((answer) => answer instanceof Error);
    expect(failures.map((error) => error.message)).toEqual([]);
    const completed = settled as Answer[];
    expect(completed.map((answer) => answer.status)).toEqual(Array(IN_FLIGHT).fill(200));
    expect(completed.every((answer) => (JSON.parse(answer.body) as { product: { _id: string } }).product._id === product!.id)).toBe(true);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(EXIT_WITHIN_MS);
    expect(server.output()).toContain('shut down cleanly');
    console.info(`SIGTERM: ${IN_FLIGHT} in flight, ${completed.length} answered 200, exited 0 after ${Math.round(exitMs)} ms`);
  });
});
