/**
 * A read replica for the catalogue (DATABASE_READ_URL). The replica here is a copy of the
 * primary taken once (`create database … template …`) and reached through a read-only
 * connection, so that the test sees which database answered: a change made on the primary
 * alone shows where the admin reads and not on the storefront, until it is "replayed" on the
 * copy. The PostgreSQL test project only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { products } from '../../db/schema/index';
import { signedInUser, as, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { newTestDatabaseName, onTestServer, testDatabaseUrl } from '../../test/test-database';
import { describeIf, onPostgres } from '../../test/needs';

const LAG_MS = 400;
const METRICS_TOKEN = 'replica-metrics-0123456789';

describeIf(onPostgres)('a read replica for the catalogue', { timeout: 60_000 }, () => {
  const primaryName = newTestDatabaseName();
  const replicaName = `${primaryName}_replica`;
  let primaryUrl: string;
  let replicaUrl: string;
  let database: Database;
  /** A writable connection to the copy: plays the replication the test controls. */
  let replay: Database;
  let app: App;
  let dataDir: string;
  let admin: SignedInUser;
  let teeId: string;

  const storefront = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  beforeAll(async () => {
    await onTestServer(`create database ${primaryName}`);
    primaryUrl = testDatabaseUrl(primaryName);
    const setup = await openDatabase({ kind: 'postgres', url: primaryUrl });
    await setup.migrate();
    const [tee] = await insertProducts(setup.db, [{ name: 'Replica Tee', category: 'mens', colors: ['black'] }]);
    teeId = tee!.id;
    await setup.close();
    await onTestServer(`create database ${replicaName} template ${primaryName}`);
    // As a hot standby answers: every transaction on it is read-only.
    replicaUrl = testDatabaseUrl(replicaName, '-c default_transaction_read_only=on');
    replay = await openDatabase({ kind: 'postgres', url: testDatabaseUrl(replicaName) });

    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-replica-'));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      PAYMENT_PROVIDER: 'test',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      DATABASE_URL: primaryUrl,
      DATABASE_READ_URL: replicaUrl,
      DATABASE_READ_MAX_LAG_MS: String(LAG_MS),
      METRICS_TOKEN,
      // The admin here signs in with a password alone, as test apps' staff do (test-app.ts).
      STAFF_TWO_FACTOR: 'optional',
    });
    if (config.database.kind !== 'postgres') throw new Error('DATABASE_URL was not taken');
    database = await openDatabase(config.database);
    app = await buildApp({ config, database });
    await app.ready();
    admin = await signedInUser({ app, database }, 'admin');
  });

  afterAll(async () => {
    await app?.close();
    await replay?.close();
    await onTestServer(`drop database if exists ${replicaName} with (force)`).catch(() => undefined);
    await onTestServer(`drop database if exists ${primaryName} with (force)`).catch(() => undefined);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers every storefront read from the replica, over a read-only connection', async () => {
    await database.db.update(products).set({ name: 'Renamed On The Primary' }).where(eq(products.id, teeId));

    const list = (await storefront('/api/products')).json<{ products: { name: string }[]; totalProducts: number }>();
    expect(list.products.map((product) => product.name)).toEqual(['Replica Tee']);
    const search = (await storefront('/api/products?search=replica')).json<{ totalProducts: number }>();
    expect(search.totalProducts).toBe(1);
    const detail = (await storefront(`/api/products/${teeId}`)).json<{ product: { name: string } }>();
    expect(detail.product.name).toBe('Replica Tee');
    await storefront(`/api/products/related/${teeId}`);
    expect((await storefront('/sitemap.xml')).body).toContain('/shop/replica-tee');

    // The admin reads the primary: the name it just saved, not the replica's.
    const managed = await app.inject(as(admin.cookie, { method: 'GET', url: '/api/products/manage' }));
    expect(managed.statusCode, managed.body).toBe(200);
    expect(managed.json<{ products: { name: string }[] }>().products.map((product) => product.name)).toEqual(['Renamed On The Primary']);
  });

  it('writes to the primary, and answers the admin what it wrote, while the replica is behind', async () => {
    const res = await app.inject(
      as(admin.cookie, {
        method: 'POST',
        url: '/api/products/create-product',
        payload: { name: 'Written Tee', description: 'Made on the primary.', category: 'mens', price: 30, colors: ['black'] },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { _id: id, name } = res.json<{ product: { _id: string; name: string } }>().product;
    expect(name).toBe('Written Tee');
    const [onPrimary] = await database.db.select().from(products).where(eq(products.id, id));
    expect(onPrimary?.name).toBe('Written Tee');

    // Not yet replayed: the storefront does not have it, and its counts (now cached) say one product.
    expect((await storefront('/api/products')).json<{ totalProducts: number }>().totalProducts).toBe(1);
    expect((await app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(404);

    // The replica catches up; once it has had the lag to do so, the cached counts are worked out again.
    // (The admin's account is not replayed: the product's author stays unset on the copy.)
    await replay.db.insert(products).values({ ...onPrimary!, authorId: null });
    await new Promise((resolve) => setTimeout(resolve, LAG_MS + 200));
    const list = (await storefront('/api/products')).json<{ totalProducts: number; products: { name: string }[] }>();
    expect(list.totalProducts).toBe(2);
    expect(list.products.map((product) => product.name)).toContain('Written Tee');
    expect((await storefront(`/api/products/${id}`)).json<{ product: { name: string } }>().product.name).toBe('Written Tee');
  });

  it('is ready only while the replica answers too, and reports both pools', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const metrics = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    for (const pool of ['primary', 'replica'])
      expect(metrics.body).toMatch(new RegExp(`^db_pool_connections\\{pool="${pool}",state="total"\\} [1-9]`, 'm'));
    const unreachable = await openDatabase({ kind: 'postgres', url: primaryUrl, readUrl: 'postgres://postgres@127.0.0.1:1/nowhere' });
    try {
      expect(await unreachable.ping()).toBe(false);
    } finally {
      await unreachable.close();
    }
  });

  it('is refused without a PostgreSQL primary', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: replicaUrl })).toThrow(/DATABASE_READ_URL: needs DATABASE_URL/);
  });
});
