import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test' });
  // Routes only this test has, to reach the error handler's branches.
  t.app.get('/api/test/boom', async () => {
    throw new Error('connection to 10.0.0.5 failed: password authentication failed for user "shop"');
  });
  t.app.post(
    '/api/test/echo',
    {
      schema: { body: z.object({ name: z.string().min(1, 'name is required'), price: z.number().positive('price must be more than 0') }) },
    },
    async (request) => request.body,
  );
  await t.app.ready();
});
afterAll(() => t.close());

describe('health', () => {
  it('reports the database as up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('errors', () => {
  it('answers unknown API paths with JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toMatch(/No such path/);
  });

  it('answers bad input with 400 naming each bad field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '', price: -1 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'name is required' },
        { path: 'price', message: 'price must be more than 0' },
      ]),
    );
    expect(body.message).toContain('name is required');
  });

  it('hides the detail of a server error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toMatch(/password|10\.0\.0\.5|at /);
  });

  it('refuses malformed JSON with a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers a path that is not valid percent-encoding, or an over-long id, in the one error shape without echoing it', async () => {
    const malformed = await t.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The address is not valid.' });
    const long = await t.app.inject({ method: 'DELETE', url: `/api/reviews/${'x'.repeat(600)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'The address is too long.' });
  });

  it('limits the body size', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(t.config.bodyLimit + 10), price: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.' });
  });
});

describe('security', () => {
  it('sends security headers with a content security policy that allows only this origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
  });

  const echoFrom = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/test/echo', headers, payload: { name: 'a', price: 1 } });

  it('refuses a mutating request from a foreign Origin', async () => {
    const res = await echoFrom({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/other sites/);
  });

  it.each([
    ['its public URL', { origin: 'http://shop.test' }],
    ['the host it was reached on', { origin: 'http://127.0.0.1:3999', host: '127.0.0.1:3999' }],
  ])('accepts a mutating request from the shop itself: %s', async (_from, headers) => {
    expect((await echoFrom(headers)).statusCode).toBe(200);
  });

  it('serves the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/health', '/api/products']));
  });
});

describe('settings', () => {
  it("answers the shop's public details", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Drip Studio', paymentProvider: 'test' });
  });
});

const PRECOMPRESSED_SOURCE = 'export const tee = "soft cotton";\n'.repeat(100);

describe('web app and uploads', () => {
  let web: TestApp;
  let files: string;
  beforeAll(async () => {
    files = await mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
    const dist = path.join(files, 'web');
    const uploads = path.join(files, 'uploads');
    await mkdir(path.join(dist, 'client', 'assets'), { recursive: true });
    await mkdir(uploads, { recursive: true });
    // Over the compression threshold, as a real shell is.
    const padding = `<meta name="description" content="${'Soft cotton tees. '.repeat(80)}" />`;
    await writeFile(path.join(dist, 'client', 'index.html'), `<!doctype html><title>shop</title>${padding}<div id="root"></div>`);
    await writeFile(path.join(dist, 'client', 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'client', 'assets', 'big-abc123.js'), 'console.log("a tee");\n'.repeat(200));
    // An asset with the copies the build writes beside it (apps/web/scripts/precompress.ts).
    await writeFile(path.join(dist, 'client', 'assets', 'pre-abc123.js'), PRECOMPRESSED_SOURCE);
    await writeFile(path.join(dist, 'client', 'assets', 'pre-abc123.js.br'), brotliCompressSync(PRECOMPRESSED_SOURCE));
    await writeFile(path.join(dist, 'client', 'assets', 'pre-abc123.js.gz'), gzipSync(PRECOMPRESSED_SOURCE, { level: 9 }));
    await writeFile(path.join(uploads, 'tee-800.webp'), 'RIFF0000WEBP');
    web = await createTestApp({ WEB_DIST_DIR: dist, UPLOADS_DIR: uploads });
  });
  afterAll(async () => {
    await web.close();
    await rm(files, { recursive: true, force: true });
  });

  it('caches hashed assets for a year', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends text compressed to a browser that accepts it', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(4200 / 4);
  });

  it('sends the build’s compressed copy of an asset as it is, Brotli first, else gzip, else the file', async () => {
    const brotli = await web.app.inject({ method: 'GET', url: '/assets/pre-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(await readFile(path.join(files, 'web', 'client', 'assets', 'pre-abc123.js.br')))).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(PRECOMPRESSED_SOURCE);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toMatch(/javascript/);

    const gzip = await web.app.inject({ method: 'GET', url: '/assets/pre-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PRECOMPRESSED_SOURCE);

    const plain = await web.app.inject({ method: 'GET', url: '/assets/pre-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PRECOMPRESSED_SOURCE);
  });

  it('sends pages compressed too', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/shop', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers client routes with index.html, never cached', async () => {
    for (const url of ['/', '/shop', '/search?q=tee', '/dashboard/orders', '/orders/ORD-ABCD2345', '/login', '/terms']) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers a Markdown page with the app, and a handle nobody wrote with HTTP 404', async () => {
    const page = await web.app.inject({ method: 'GET', url: '/pages/privacy' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.body).toContain('<title>Privacy Policy | ');
    expect((await web.app.inject({ method: 'GET', url: '/pages/no-such-page' })).statusCode).toBe(404);
  });

  it('answers an unknown page with the app and HTTP 404', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves uploaded images', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/uploads/tee-800.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
  });
});
