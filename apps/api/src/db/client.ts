/**
 * The database: a `pg` pool when DATABASE_URL is set, otherwise PGlite (Postgres in WASM)
 * in the data directory. Both run the same migrations and the same queries.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { guardPool } from './pool-guard';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseOptions = (
  | {
      kind: 'postgres';
      url: string;
      /** Connections of the app's pool (default 10). */
      poolSize?: number;
      /** Longest a statement may run before PostgreSQL cancels it (0: no limit). */
      statementTimeoutMs?: number;
      /** A read replica for the storefront's catalogue reads (same pool size and limits). */
      readUrl?: string;
    }
  /** `dataDir` undefined keeps the database in memory (tests), optionally from a snapshot. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
) & {
  /** Called with every statement the app sends and its parameters (tests count round trips, the bench replays them). */
  onQuery?: (query: string, params: unknown[]) => void;
  /** Called when an idle pooled connection fails (it is replaced; nothing was in flight). */
  onIdleError?: (error: Error) => void;
};

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  kind: DatabaseOptions['kind'];
  db: Db;
  /**
   * Where the storefront's catalogue is read: the read replica when one is set, else `db`.
   * A replica may run a moment behind, so nothing that writes, or reads what it just wrote, uses it.
   */
  readDb: Db;
  /**
   * Where writes that no request waits for go (the analytics' batches): on PostgreSQL a
   * connection of its own, outside the app's pool, that does not wait for the write-ahead log's
   * flush at commit (a crash may lose its last moment of writes); `db` on PGlite.
   */
  backgroundDb: Db;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to start other instances from. */
  snapshot?(): Promise<Blob>;
  /** PostgreSQL only: each pool's connections, and the requests waiting for one. */
  poolStats?(): { primary: PoolStats; replica?: PoolStats };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * NOTE: initdb sizes shared_buffers at 128 MB, and PGlite zeroes all of it inside its WASM heap
 * at every open (~0.3 s), where it stays resident (the heap never shrinks). The demo shop's
 * whole database is ~8 MB; 16 MB keeps it cached and saves ~130 MB. Pages beyond it are read
 * from the OS's file cache. Index builds are bounded the same way.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, ...['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB']];

/** How long a health check may wait for its own connection or its `select 1`. */
const PING_TIMEOUT_MS = 2000;
/** How long a request may wait for a new connection when statements have no time limit. */
const CONNECT_TIMEOUT_MS = 10_000;
/** How much longer than the statement timeout the driver waits for an answer before giving up on the connection. */
const QUERY_TIMEOUT_MARGIN_MS = 2000;

/** A pool for the app and a one-connection pool for health checks, both to `url`, with the instance's limits. */
function postgresPools(
  url: string,
  options: { poolSize?: number; statementTimeoutMs?: number },
  onIdleError: DatabaseOptions['onIdleError'],
) {
  const timeout = options.statementTimeoutMs ?? 0;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // Sent with the connection's start-up, so it costs no round trip.
    statement_timeout: timeout || false,
    // A request waits for a connection (a free one, or a new one to a database that does not
    // answer) no longer than a statement may run.
    connectionTimeoutMillis: timeout || CONNECT_TIMEOUT_MS,
    // The server cancels a statement at its timeout; this bounds the wait for an answer that
    // cannot come (a host gone, a network dropping packets).
    ...(timeout ? { query_timeout: timeout + QUERY_TIMEOUT_MARGIN_MS } : {}),
    keepAlive: true,
  });
  // The health check has a connection of its own: it answers even when every connection of
  // the app's pool is busy.
  const pingPool = new pg.Pool({
    connectionString: url,
    max: 1,
    statement_timeout: PING_TIMEOUT_MS,
    connectionTimeoutMillis: PING_TIMEOUT_MS,
    query_timeout: PING_TIMEOUT_MS + QUERY_TIMEOUT_MARGIN_MS,
    keepAlive: true,
  });
  // NOTE: an idle client whose connection dies (a database restart, a failover) emits
  // 'error' on the pool; unheard, that event would crash the process. The pool replaces it.
  for (const each of [pool, pingPool]) {
    each.on('error', (error) => onIdleError?.(error));
    guardPool(each);
  }
  const pingDb = drizzlePg(pingPool) as unknown as Db;
  return {
    pool,
    ping: () => ping(pingDb),
    close: () => Promise.all([pool.end(), pingPool.end()]).then(() => undefined),
    /** One connection for writes no request waits on (opened at the first), with its own timeout. */
    background: () => {
      const backgroundPool = new pg.Pool({
        connectionString: url,
        max: 1,
        statement_timeout: timeout || false,
        connectionTimeoutMillis: timeout || CONNECT_TIMEOUT_MS,
        ...(timeout ? { query_timeout: timeout + QUERY_TIMEOUT_MARGIN_MS } : {}),
        keepAlive: true,
        // Sent with the connection's start-up: commits here do not wait for the log's flush to disk.
        options: '-c synchronous_commit=off',
      });
      backgroundPool.on('error', (error) => onIdleError?.(error));
      guardPool(backgroundPool);
      return backgroundPool;
    },
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const primary = postgresPools(options.url, options, options.onIdleError);
    const replica = options.readUrl ? postgresPools(options.readUrl, options, options.onIdleError) : undefined;
    const db = drizzlePg(primary.pool, { schema, logger: queryLogger(options.onQuery) }) as unknown as Db;
    const readDb = replica ? (drizzlePg(replica.pool, { schema, logger: queryLogger(options.onQuery) }) as unknown as Db) : db;
    const backgroundPool = primary.background();
    const backgroundDb = drizzlePg(backgroundPool, { schema, logger: queryLogger(options.onQuery) }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      readDb,
      backgroundDb,
      migrate: () => migratePostgres(options.url),
      // Ready only when the catalogue's reads can be answered too.
      ping: async () => (await Promise.all([primary.ping(), replica?.ping() ?? true])).every(Boolean),
      close: once(async () => {
        await Promise.all([primary.close(), replica?.close(), backgroundPool.end()]);
      }),
      poolStats: () => ({ primary: primary.stats(), ...(replica ? { replica: replica.stats() } : {}) }),
    };
  }

  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
  });
  const db = drizzlePglite(client, { schema, logger: queryLogger(options.onQuery) });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    readDb: db as unknown as Db,
    backgroundDb: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db as unknown as Db),
    close: once(() => client.close()),
    snapshot: () => client.dumpDataDir('none'),
  };
}

/**
 * The advisory lock key held while migrating (any fixed number; advisory locks are scoped to
 * one database, so shops sharing a server do not wait on each other).
 */
export const MIGRATION_LOCK_KEY = 7_305_318_215_031_779n;

/**
 * Migrations run on a connection of their own, free of the app's statement timeout.
 * NOTE: several instances starting at once would each read the applied migrations, find the
 * same ones missing and run them twice (the second fails on a table that now exists). Each
 * waits for a session advisory lock first, so one migrates and the others then find nothing
 * to do. Closing the connection releases the lock too, should the unlock not be reached.
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      // A failed unlock must not hide a failed migration; ending the connection releases it anyway.
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Closing twice (the app's onClose, then a caller) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

function queryLogger(onQuery: DatabaseOptions['onQuery']) {
  return onQuery ? { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } : false;
}

/**
 * Runs `work` in one transaction of `db`, handed over as a `Db` (drizzle types a transaction
 * apart from its database, though both answer the same queries).
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => work(transaction as unknown as Db));
}

/**
 * A repository: its queries bound to `db`, and `transaction`, which runs `work` in one
 * transaction and hands it the same queries bound to that transaction.
 */
export function withTransactions<Queries extends object>(db: Db, queries: (db: Db) => Queries) {
  return {
    ...queries(db),
    transaction: <T>(work: (tx: Db, queries: Queries) => Promise<T>): Promise<T> => inTransaction(db, (tx) => work(tx, queries(tx))),
  };
}
