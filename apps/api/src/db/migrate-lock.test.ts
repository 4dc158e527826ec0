/**
 * Instances started together (a deploy, a scale-out) all migrate at start-up against one
 * PostgreSQL: each must succeed, and each migration must be applied once. Only a real server
 * shows it (the PostgreSQL test project only).
 */
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { newTestDatabaseName, onTestServer, testDatabaseUrl } from '../test/test-database';
import { openDatabase, type Database } from './client';
import { describeIf, onPostgres } from '../test/needs';

const journal = JSON.parse(await readFile(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: { tag: string }[];
};

describeIf(onPostgres)('migrations started by several instances at once', () => {
  // Named when the test runs: the block is still read where it is skipped, without a PostgreSQL server.
  const name = newTestDatabaseName();
  let url = '';
  const opened: Database[] = [];

  afterEach(async () => {
    await Promise.all(opened.map((database) => database.close().catch(() => undefined)));
    await onTestServer(`drop database if exists ${name} with (force)`);
  });

  it('all succeed on a fresh database, and each migration is applied once', async () => {
    url = testDatabaseUrl(name);
    await onTestServer(`create database ${name}`);
    for (let instance = 0; instance < 3; instance++) opened.push(await openDatabase({ kind: 'postgres', url, poolSize: 2 }));

    const outcomes = await Promise.allSettled(opened.map((database) => database.migrate()));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    const check = new pg.Client({ connectionString: url });
    await check.connect();
    try {
      const applied = await check.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      expect(applied.rowCount).toBe(journal.entries.length);
      expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(journal.entries.length);
      // Nothing is left holding the lock: a later start migrates without waiting.
      const held = await check.query<{ n: number }>(`select count(*)::int as n from pg_locks
         where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`);
      expect(held.rows[0]!.n).toBe(0);
    } finally {
      await check.end();
    }
    // A later start finds every migration applied and adds none.
    await opened[0]!.migrate();
    const again = new pg.Client({ connectionString: url });
    await again.connect();
    const count = await again.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    await again.end();
    expect(count.rows[0]!.n).toBe(journal.entries.length);
  });
});
