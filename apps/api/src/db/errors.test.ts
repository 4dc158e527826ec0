import net from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { isDatabaseBusy, isDatabaseUnavailable } from './errors';

/** A server on a local port that does `handle` to every connection instead of speaking PostgreSQL. */
function fakeServer(handle: (socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    handle(socket);
  });
  return {
    start: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))),
    stop: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on: connections to it are refused. */
async function closedPort() {
  const server = fakeServer(() => undefined);
  const port = await server.start();
  await server.stop();
  return port;
}

/** What drizzle throws for a query on a pool to `port`. */
async function queryError(port: number, options: pg.PoolConfig = {}) {
  const pool = new pg.Pool({ connectionString: `postgres://shop@127.0.0.1:${port}/shop`, ...options });
  try {
    await drizzle(pool).execute(sql`select 1`);
    throw new Error('the query should have failed');
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
}

describe('database errors that mean unavailable', () => {
  const hangingUp = fakeServer((socket) => socket.destroy());
  const silent = fakeServer(() => undefined);
  let ports: { refused: number; hangingUp: number; silent: number };

  beforeAll(async () => {
    ports = { refused: await closedPort(), hangingUp: await hangingUp.start(), silent: await silent.start() };
  });
  afterAll(async () => {
    await hangingUp.stop();
    await silent.stop();
  });

  it('a refused connection, wrapped by drizzle', async () => {
    const error = await queryError(ports.refused);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseBusy(error)).toBe(false);
  });

  it('a connection the server hangs up on', async () => {
    expect(isDatabaseUnavailable(await queryError(ports.hangingUp))).toBe(true);
  });

  it('a server that never answers the connection, once the pool gives up on it', async () => {
    const error = await queryError(ports.silent, { connectionTimeoutMillis: 200 });
    expect(error).toMatchObject({ cause: { message: 'Connection terminated due to connection timeout' } });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a server shutting down, crashed, starting or out of connections, and every connection exception (class 08)', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08000', '08003', '08006']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('from the server'), { code })), code).toBe(true);
    }
  });

  it('but not a fault of the request or of the code, nor a statement that ran out of time', () => {
    for (const code of ['23505', '42601', '22P02', '40001', '57014']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('from the server'), { code })), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('found in an AggregateError, as a connection to a name with two addresses fails', () => {
    const refused = (address: string) => Object.assign(new Error(`connect ECONNREFUSED ${address}`), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([refused('::1:5432'), refused('127.0.0.1:5432')]))).toBe(true);
  });
});

describe('a request whose database cannot be reached', () => {
  let t: TestApp;

  beforeAll(async () => {
    const port = await closedPort();
    t = await createTestApp();
    // A route whose query goes to a database that is down, through the shop's error handling.
    t.app.get('/api/test/database-down', async () => {
      throw await queryError(port);
    });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After and a message for the shopper, never the driver error', async () => {
    const res = await t.app.inject({ url: '/api/test/database-down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: 'The shop is briefly unavailable. Please try again in a moment.' });
    expect(res.body).not.toMatch(/ECONNREFUSED|select|127\.0\.0\.1/);
  });
});
