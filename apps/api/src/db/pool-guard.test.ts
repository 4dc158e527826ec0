/**
 * What the guarded pool does when connections die under it. Only a real PostgreSQL behind a
 * proxy that the test breaks can show it (the PostgreSQL test project only).
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { guardPool } from './pool-guard';
import { describeIf, onPostgres } from '../test/needs';

describeIf(onPostgres)('a guarded pool whose connections die', () => {
  let proxy: TcpProxy;
  let pool: pg.Pool;

  const poolThroughProxy = (options: pg.PoolConfig = {}) => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    pool = new pg.Pool({ connectionString: url.toString(), connectionTimeoutMillis: 2000, ...options });
    pool.on('error', () => undefined);
    guardPool(pool);
    return pool;
  };

  beforeEach(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  });
  afterEach(async () => {
    await proxy.close();
    // A client never given back would keep end() waiting: a failed test must not hang here.
    await Promise.race([pool.end().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });

  it('survives a connection lost while a request holds its client, and gives the slot back at once', async () => {
    poolThroughProxy({ max: 1 });
    const client = await pool.connect();
    await client.query('select 1');
    // Unguarded, the client's 'error' event here has no listener and ends the process.
    await proxy.cut();
    await expect(client.query('select 1')).rejects.toThrow(/terminated|not queryable/);
    await expect.poll(() => pool.totalCount).toBe(0);
    // The holder's own release, later, is harmless.
    expect(() => client.release()).not.toThrow();

    await proxy.restore();
    expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('gives back the slot of a transaction whose begin never got an answer, so the pool still serves afterwards', async () => {
    const db = drizzle(poolThroughProxy({ max: 1, query_timeout: 500 }));
    await db.execute(sql`select 1`);

    proxy.blackHole();
    const started = performance.now();
    // drizzle releases a transaction's client only after its begin has succeeded.
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(5_000);

    await proxy.restore();
    // With the slot lost, this would wait for the only connection and time out.
    const result = (await db.transaction(async (tx) => tx.execute(sql`select 2 as two`))) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ two: 2 }]);
  });

  it('closes a connection whose query timed out, so that no later query queues behind it', async () => {
    poolThroughProxy({ max: 1, query_timeout: 500 });
    const client = await pool.connect();
    await client.query('select 1');
    proxy.blackHole();
    await expect(client.query('select 1')).rejects.toThrow('Query read timeout');
    await expect.poll(() => pool.totalCount).toBe(0);
    client.release();

    await proxy.restore();
    expect((await pool.query<{ three: number }>('select 3 as three')).rows).toEqual([{ three: 3 }]);
  });
});
