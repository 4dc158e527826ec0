import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installGracefulShutdown } from './shutdown';
import { createTestApp, type TestApp } from './test/test-app';

describe('graceful shutdown', () => {
  let t: TestApp;
  let releaseSlow: () => void = () => undefined;
  let reached = false;
  const exits: number[] = [];
  let uninstall: () => void = () => undefined;

  beforeAll(async () => {
    t = await createTestApp();
    // A slow request that finishes only when the test says so.
    t.app.get('/api/test/slow', async () => {
      reached = true;
      await new Promise<void>((resolve) => (releaseSlow = resolve));
      return { finished: true };
    });
    uninstall = installGracefulShutdown(t.app, { signals: ['SIGTERM'], timeoutMs: 10_000, exit: (code) => exits.push(code) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    // A failed assertion must not leave the slow request holding the close.
    releaseSlow();
    uninstall();
    await t.close();
  });

  it('lets an in-flight request finish on SIGTERM, refuses new ones, then closes the database', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    const slow = get(`${base}/api/test/slow`);
    // Let the slow request reach its handler.
    await vi.waitFor(() => expect(reached).toBe(true));

    process.emit('SIGTERM', 'SIGTERM');

    // No longer accepting: a new request is answered 503 while the app runs its close hooks
    // (never served), then the port stops listening, while the slow one is still open.
    const answered: number[] = [];
    await vi.waitFor(
      async () => {
        const answer = await get(`${base}/api/health`).catch((error: Error) => error);
        if (!(answer instanceof Error)) {
          answered.push(answer.status);
          throw new Error('still listening');
        }
        expect(answer.message).toMatch(/ECONNREFUSED/);
      },
      { timeout: 8000, interval: 50 },
    );
    expect(answered.filter((status) => status !== 503)).toEqual([]);
    expect(exits).toEqual([]);
    expect(await t.database.ping()).toBe(true);

    releaseSlow();
    const res = await slow;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ finished: true });

    await vi.waitFor(() => expect(exits).toEqual([0]));
    expect(await t.database.ping()).toBe(false);
  });
});

/** A GET on its own connection (no keep-alive pool), so each request is a new connection. */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}
