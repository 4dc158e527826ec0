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

/** The PostgreSQL server of TEST_DATABASE_URL. */
function serverUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests');
  return adminUrl;
}

/** Runs one statement (create or drop a database) on the test server, on a connection of its own. */
export async function onTestServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the test server, with `options` (startup settings) when given. */
export function testDatabaseUrl(name: string, options?: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  if (options) url.searchParams.set('options', options);
  return url.toString();
}

/** A new database's name on the test server, unique to this run. */
export const newTestDatabaseName = () => `shop_test_${randomBytes(6).toString('hex')}`;

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const loadDataDir = new Blob([await readFile(inject('pgliteSnapshot'))]);
    const database = await openDatabase({ kind: 'pglite', loadDataDir, onQuery: options.onQuery });
    await database.migrate();
    return { database, drop: () => database.close() };
  }

  const name = newTestDatabaseName();
  await onTestServer(`create database ${name}`);
  const url = testDatabaseUrl(name);
  const database = await openDatabase({
    kind: 'postgres',
    url,
    poolSize: options.poolSize ?? 20,
    statementTimeoutMs: options.statementTimeoutMs,
    onQuery: options.onQuery,
  });
  await database.migrate();
  return {
    database,
    url,
    async drop() {
      await database.close().catch(() => undefined);
      await onTestServer(`drop database if exists ${name} with (force)`);
    },
  };
}
