/**
 * Keeps a `pg` pool whole when connections die under it: a database restart, a failover, a
 * network cut. Without this, one lost connection can crash the process, and others can hold on
 * to the pool's slots for good, so that the shop never recovers when the database returns.
 */
import type pg from 'pg';

/** NOTE: node-postgres's own text when `query_timeout` passes. */
const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

type Connect = pg.Pool['connect'];
type ConnectCallback = Parameters<Extract<Connect, (callback: never) => void>>[0];

export function guardPool(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    // NOTE: pg-pool listens for a client's 'error' only while the client is idle. A connection
    // lost while a request holds the client emits 'error' with nobody listening, and Node ends
    // the process for it. The request still learns of the loss: its query fails.
    client.on('error', () => undefined);
    dropConnectionOnQueryTimeout(client);
  });

  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<pg.PoolClient> | void;
  // pg-pool's own queries take a callback and always release; only clients handed out (to
  // drizzle's transactions) need watching.
  pool.connect = ((callback?: ConnectCallback) =>
    callback ? connect(callback) : (connect() as Promise<pg.PoolClient>).then(releaseWhenLost)) as Connect;
}

/**
 * A client whose connection ends while it is handed out goes back to the pool at once, to be
 * replaced. NOTE: drizzle releases a transaction's client only once its `begin` has succeeded;
 * a connection lost during `begin` would otherwise keep its slot for as long as the process
 * lives. The holder's own release later does nothing.
 */
function releaseWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const finish = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('end', onEnd);
    release(error);
  };
  const onEnd = () => finish(new Error('Connection terminated unexpectedly'));
  client.once('end', onEnd);
  client.release = finish;
  return client;
}

/**
 * A query that `query_timeout` gave up on may still be running, or its connection may be dead
 * without a word (a host gone, a network dropping packets): the connection is closed, so that
 * no later query queues behind it and the pool replaces it.
 */
function dropConnectionOnQueryTimeout(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        // NOTE: `connection.stream` is the client's socket; pg-pool ends a client stuck in its connect the same way.
        if (error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE) {
          (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
        }
      });
    }
    return result;
  }) as typeof client.query;
}
