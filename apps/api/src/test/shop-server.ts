/**
 * The shop's server as its own process on a PostgreSQL database, as a deployer runs it, and
 * plain HTTP requests to it: for the faults (a signal, a crash, a database that goes away) that
 * only a real process and real sockets show.
 */
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawnApiProcess } from './api-process';

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ShopServer = Awaited<ReturnType<typeof startShopServer>>;

/**
 * Starts `src/server.ts` on `databaseUrl` (no demo data, no Redis, mail to the log) and waits
 * until it listens. `settings` adds or overrides environment variables.
 */
export async function startShopServer(databaseUrl: string, settings: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-fault-'));
  const port = settings.PORT ? Number(settings.PORT) : await freePort();
  const child = spawnApiProcess('server.ts', {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: '',
    SEED_DEMO: 'false',
    REDIS_URL: '',
    SMTP_URL: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    STRIPE_API_URL: '',
    PAYMENT_PROVIDER: '',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    ...settings,
  });
  try {
    await child.waitForLine('is open at');
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    /** How many requests it has taken in (Fastify logs each one as it arrives). */
    requestsReceived: () =>
      child
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"incoming request"')).length,
    /** Kills it if it still runs, and removes its data directory. */
    async dispose() {
      await child.stop('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** From sending the request to the end of the answer. */
  ms: number;
}

/**
 * One request on a connection of its own (no keep-alive pool), so that a refused connection
 * or a reset socket shows as such. Rejects with the socket's error, or after `timeoutMs`.
 */
export function request(
  url: string,
  options: { method?: string; json?: unknown; body?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  const body = options.json === undefined ? options.body : JSON.stringify(options.json);
  const headers = { ...(options.json === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers };
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error(`no answer within ${options.timeoutMs ?? 30_000} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Whether a new TCP connection to the port is refused (nothing listens there any more). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
