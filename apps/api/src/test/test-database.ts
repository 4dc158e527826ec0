/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB_KIND=postgres)
 * a new database on the server at TEST_DATABASE_URL, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseOptions } from '../db/client';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of this test's database (undefined on PGlite), to open a second pool. */
  url?: string;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  onQuery?: DatabaseOptions['onQuery'];
  /** PostgreSQL only: the pool's size (default 20) and statement timeout (default none). */
  poolSize?: number;
  statementTimeoutMs?: number;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const loadDataDir = new Blob([await readFile(inject('pgliteSnapshot'))]);
    const database = await openDatabase({ kind: 'pglite', loadDataDir, onQuery: options.onQuery });
    await database.migrate();
    return { database, drop: () => database.close() };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: options.poolSize ?? 20,
    statementTimeoutMs: options.statementTimeoutMs,
    onQuery: options.onQuery,
  });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
