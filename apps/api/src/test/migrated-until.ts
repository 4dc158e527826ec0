/**
 * A database migrated up to one migration and no further, for tests of what the next ones do to
 * data written in the shape before them: PGlite in memory, or a new database on the test
 * PostgreSQL server in the "api (PostgreSQL)" project. `migrateRest` then applies the others,
 * as a start-up of the new version would.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { openDatabase, type Database } from '../db/client';
import { newTestDatabaseName, onTestServer, testDatabaseUrl } from './test-database';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

export async function migratedUntil(
  tag: string,
): Promise<{ database: Database; migrateRest: () => Promise<void>; drop: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shop-migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`No migration ${tag}`);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));

  let database: Database;
  let dropServerDatabase = async () => {};
  if (process.env.TEST_DB_KIND === 'postgres') {
    const name = newTestDatabaseName();
    await onTestServer(`create database ${name}`);
    database = await openDatabase({ kind: 'postgres', url: testDatabaseUrl(name), poolSize: 2 });
    dropServerDatabase = () => onTestServer(`drop database if exists ${name} with (force)`);
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } else {
    database = await openDatabase({ kind: 'pglite' });
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  }
  await rm(folder, { recursive: true, force: true });
  return {
    database,
    migrateRest: () => database.migrate(),
    async drop() {
      await database.close().catch(() => undefined);
      await dropServerDatabase();
    },
  };
}
