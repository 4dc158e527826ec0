/**
 * The shop as a child process, and the promise that every child is stopped, even when the
 * bench fails or is interrupted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

const live = new Set<ChildProcess>();

export interface ShopProcess {
  pid: number;
  baseUrl: string;
  /** Resolves when the process has exited; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts the compiled server (`node dist/server.js` in apps/api), as `npm start` runs it after
 * building: the server itself, not npm around it, since a signal to npm would leave the server
 * running (and /proc/<pid> would be npm's). The bench builds before it runs.
 */
export function startShop(options: { apiDir: string; port: number; env: Record<string, string | undefined> }): ShopProcess {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: options.apiDir,
    env: { ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (child.pid === undefined) throw new Error('The shop could not be started');
  live.add(child);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      live.delete(child);
      resolve(code);
    });
  });
  return {
    pid: child.pid,
    baseUrl: `http://127.0.0.1:${options.port}`,
    exited,
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers 200; fails early when the shop exits first. */
export async function waitUntilUp(shop: ShopProcess, url: string, timeoutMs: number, pollMs = 100): Promise<void> {
  let exitCode: number | null | undefined;
  void shop.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`The shop exited (code ${exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/** On Ctrl-C, a kill or an uncaught failure, no shop is left running. */
export function stopChildrenOnExit(): void {
  const killAll = () => {
    for (const child of live) child.kill('SIGKILL');
  };
  process.once('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killAll();
      process.exit(130);
    });
  }
}
