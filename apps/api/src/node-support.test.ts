/**
 * Two runtime dependencies, cookie@2 (through @fastify/cookie and fastify's inject) and
 * content-disposition@3 (through @fastify/static), declare Node >=22 because they are ES modules
 * that CommonJS packages require(). Node 20.19 and later do that too, so npm's engine warning on
 * Node 20 is harmless: CI runs this file on Node 20 and Node 22 to prove it (decision 021).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUser } from './test/auth-helpers';
import { useTestApp } from './test/test-app';

const t = useTestApp({ PUBLIC_URL: 'http://shop.test' });

describe(`the cookie and content-disposition packages on this Node (${process.version})`, () => {
  it("sets the session cookie, and reads it back from the browser's Cookie header and from inject's cookies", async () => {
    const user = await createUser(t.database.db);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(login.statusCode).toBe(200);
    const [session] = login.cookies;
    expect(session).toMatchObject({ name: 'shop_session', httpOnly: true, sameSite: 'Lax', path: '/' });

    const byHeader = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `${session!.name}=${session!.value}` } });
    expect(byHeader.json()).toMatchObject({ user: { email: user.email } });
    const byCookies = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { [session!.name]: session!.value } });
    expect(byCookies.json()).toMatchObject({ user: { email: user.email } });
  });

  it('serves a file through @fastify/static, with a Content-Disposition for a download', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-static-'));
    const app = Fastify();
    try {
      await writeFile(path.join(dir, 'tee price list.csv'), 'tee,2500\n');
      await app.register(fastifyStatic, { root: dir, serve: false });
      app.get('/list', (_request, reply) => reply.download('tee price list.csv'));
      const res = await app.inject({ method: 'GET', url: '/list' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="tee price list.csv"');
      expect(res.body).toBe('tee,2500\n');
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
