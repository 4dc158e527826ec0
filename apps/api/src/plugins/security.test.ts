/**
 * What an attacker sees from outside: the headers of every answer, the files that must never be
 * served, the API's browser, rate limits that hold before a body is read, and logs that keep no
 * secret link.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from '../test/test-database';
import { createTestApp, useTestApp, type TestApp } from '../test/test-app';
import { describeIf, redisAnswers } from '../test/needs';
import { REDIS_TEST_URL } from '../test/test-redis';

describe('headers', () => {
  const http = useTestApp({ PUBLIC_URL: 'http://shop.test' });
  const https = useTestApp({ PUBLIC_URL: 'https://shop.example.com' });

  it.each(['/api/health', '/api/products', '/', '/no-such-page'])('%s: a strict policy, no sniffing, no framing', async (url) => {
    const res = await http.app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    const directives = new Map(csp.split(';').map((part) => [part.trim().split(' ')[0], part.trim()]));
    expect(directives.get('script-src')).toBe("script-src 'self'");
    expect(directives.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directives.get('object-src')).toBe("object-src 'none'");
    expect(directives.get('base-uri')).toBe("base-uri 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Plain HTTP (a local start): HSTS would lock the browser out of http://localhost.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS and upgrades insecure requests when the shop is served over https', async () => {
    const res = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe('files that are never served', () => {
  let web: TestApp;
  let files: string;
  beforeAll(async () => {
    files = await mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
    const client = path.join(files, 'web', 'client');
    await mkdir(path.join(client, 'assets'), { recursive: true });
    await mkdir(path.join(client, '.git'), { recursive: true });
    await mkdir(path.join(client, '.vite'), { recursive: true });
    await writeFile(path.join(client, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
    await writeFile(path.join(client, 'assets', 'app-abc123.js'), 'console.log(1)\n//# sourceMappingURL=app-abc123.js.map');
    // Even if a build or a deploy left them next to the assets.
    await writeFile(path.join(client, 'assets', 'app-abc123.js.map'), '{"sources":["SECRET-SOURCE"]}');
    await writeFile(path.join(client, '.env'), 'SESSION_SECRET=SECRET-VALUE');
    await writeFile(path.join(client, '.git', 'config'), '[remote "origin"] SECRET-REMOTE');
    await writeFile(path.join(client, '.vite', 'manifest.json'), '{"SECRET-MANIFEST":{}}');
    web = await createTestApp({ WEB_DIST_DIR: path.join(files, 'web') });
    await web.app.ready();
  });
  afterAll(async () => {
    await web.close();
    await rm(files, { recursive: true, force: true });
  });

  it('serves the assets themselves', async () => {
    expect((await web.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
  });

  it.each([
    '/assets/app-abc123.js.map',
    '/.env',
    '/.git/config',
    '/.git/HEAD',
    '/.vite/manifest.json',
    '/assets/../.env',
    '/%2e%2e/%2e%2e/package.json',
    '/%2e%2e%2f%2e%2e%2fpackage.json',
    '/uploads/..%2f..%2f.env',
    '/.well-known/../.env',
  ])('%s', async (url) => {
    const res = await web.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/SECRET-|"name":\s*"drip-shop"|"workspaces"/);
  });

  it('the production build writes no source maps', async () => {
    // The web build's own setting: vite writes source maps only when asked.
    const { default: viteConfig } = await import('../../../web/vite.config');
    const resolved =
      typeof viteConfig === 'function' ? viteConfig({ command: 'build', mode: 'production', isSsrBuild: false }) : viteConfig;
    expect((resolved as { build?: { sourcemap?: unknown } }).build?.sourcemap ?? false).toBe(false);
  });
});

describe('the API browser', () => {
  const closed = useTestApp();
  const open = useTestApp({ API_DOCS: 'true' });

  it('is not served unless API_DOCS=true; the document always is', async () => {
    expect((await closed.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    expect((await closed.app.inject({ method: 'GET', url: '/api/docs/static/index.html' })).statusCode).toBe(404);
    const document = await closed.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(document.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });

  it('is served with API_DOCS=true', async () => {
    const page = await open.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect((await open.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  const t = useTestApp();

  it('count refused requests too, before the body is read', async () => {
    const ip = '10.9.0.1';
    const send = (payload: string, type = 'application/json') =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload, headers: { 'content-type': type }, remoteAddress: ip });
    // Five bad messages: each refused for what it is.
    expect((await send('{"name":')).statusCode).toBe(400);
    expect((await send('{}')).statusCode).toBe(400);
    expect((await send('x'.repeat(10), 'text/plain')).statusCode).toBe(415);
    expect((await send('[]')).statusCode).toBe(400);
    expect((await send('{"email":"not an email"}')).statusCode).toBe(400);
    // The sixth is refused before its body is even parsed.
    const limited = await send('{"name":');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limit the return page asking about a payment', async () => {
    const ip = '10.9.0.2';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/confirm-payment',
        payload: { session_id: `cs_test_unknown_${i}` },
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another visitor is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/orders/confirm-payment',
      payload: { session_id: 'cs_x' },
      remoteAddress: '10.9.0.3',
    });
    expect(other.statusCode).not.toBe(429);
  });

  it('limit unknown paths before their body is read', async () => {
    const ip = '10.9.0.4';
    let last = 0;
    for (let i = 0; i < 301; i++) {
      last = (
        await t.app.inject({
          method: 'POST',
          url: `/api/nothing-here-${i}`,
          payload: '{"broken',
          headers: { 'content-type': 'application/json' },
          remoteAddress: ip,
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

const redisUp = await redisAnswers();

describeIf(redisUp)('rate limits kept in Redis', () => {
  const t = useTestApp({ REDIS_URL: REDIS_TEST_URL, CATALOGUE_RATE_LIMIT_PER_MINUTE: '3' });

  it('count each route on its own, as they do in memory', async () => {
    const ip = '10.9.1.1';
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/products', remoteAddress: ip })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/products', remoteAddress: ip })).statusCode).toBe(429);
    // The catalogue's limit is spent; the contact form's is not.
    const contact = await t.app.inject({ method: 'POST', url: '/api/contact', payload: {}, remoteAddress: ip });
    expect(contact.statusCode).toBe(400);
    const checkout = await t.app.inject({ method: 'POST', url: '/api/orders/create-checkout-session', payload: {}, remoteAddress: ip });
    expect(checkout.statusCode).toBe(400);
  });
});

describe('request logs', () => {
  it('carry no checkout session id, token or session cookie', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-log-'));
    const config = loadConfig({ LOG_LEVEL: 'info', LOG_FORMAT: 'json', SEED_DEMO: 'false', DATA_DIR: dataDir, PAYMENT_PROVIDER: 'test' });
    const { database, drop } = await createTestDatabase();
    const app = await buildApp({ config, database, logger: { ...loggerOptions(config), stream } });
    try {
      await app.inject({ method: 'GET', url: '/success?session_id=cs_test_SECRET1', headers: { cookie: 'shop_session=SECRET2' } });
      await app.inject({ method: 'GET', url: '/reset-password?token=SECRET3' });
      await app.inject({ method: 'GET', url: '/api/orders/test-checkout/cs_test_SECRET4' });
      await app.inject({ method: 'GET', url: '/verify-email?token=SECRET5&next=/shop' });
    } finally {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    }
    const log = lines.join('');
    expect(log).toContain('/success?session_id=[redacted]');
    expect(log).toContain('/verify-email?token=[redacted]&next=/shop');
    expect(log).toContain('/api/orders/test-checkout/[redacted]');
    expect(log).not.toMatch(/SECRET\d/);
  });
});
