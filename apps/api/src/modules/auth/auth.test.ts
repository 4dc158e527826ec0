import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index';
import { as, cookieHeader, createUser, signIn, type TestUser } from '../../test/auth-helpers';
import { createTestApp, useTestApp } from '../../test/test-app';
import { invalidFields } from '../../test/error-answers';

const t = useTestApp({ PUBLIC_URL: 'http://shop.test' });

const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const login = (payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject(as(cookie, { method: 'POST', url: '/api/auth/login', payload }));

describe('POST /api/auth/register', () => {
  it('creates a user with a lower-case email and never the password hash in the answer', async () => {
    const res = await register({ username: 'Ana', email: '  Ana.Lee@Example.COM ', password: 'correct horse' });
    expect(res.statusCode).toBe(201);
    const { user, message } = res.json();
    expect(message).toBe('Registration successful!');
    expect(user).toMatchObject({ username: 'Ana', email: 'ana.lee@example.com', role: 'user', profileImage: null });
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  it('ignores a role in the body (mass assignment)', async () => {
    const res = await register({ username: 'Eve', email: 'eve@example.com', password: 'violet-kettle-harbor', role: 'admin' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('user');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'eve@example.com'));
    expect(row?.role).toBe('user');
  });

  it('answers 409 for a taken email, whatever its case', async () => {
    await register({ username: 'Bo', email: 'bo@example.com', password: 'violet-kettle-harbor' });
    const res = await register({ username: 'Bo 2', email: 'BO@example.com', password: 'mango-tundra-velvet' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists.');
  });

  it('checks the password is 10 to 128 characters and the email is valid', async () => {
    const short = await register({ username: 'Cy', email: 'cy@example.com', password: '123456789' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ path: 'password', message: 'Password must be at least 10 characters' }]);
    const long = await register({ username: 'Cy', email: 'cy@example.com', password: 'violet-kettle-harbor '.repeat(7).slice(0, 129) });
    expect(long.statusCode).toBe(400);
    const longest = 'Violet kettles harbor 9 quiet moons; '.repeat(4).slice(0, 128);
    expect((await register({ username: 'Cy', email: 'cy@example.com', password: longest })).statusCode).toBe(201);
    const bad = await register({ username: '', email: 'not-an-email', password: 'violet-kettle-harbor' });
    expect(invalidFields(bad.json())).toEqual(['email', 'username']);
    const twoLines = await register({ username: 'Cy\r\nBcc: all@example.com', email: 'cy2@example.com', password: 'violet-kettle-harbor' });
    expect(twoLines.json().errors).toEqual([{ path: 'username', message: 'User name must be on one line' }]);
  });

  it('refuses a password that is commonly used or built from the account, saying why and how to choose better', async () => {
    const common = await register({ username: 'Dee', email: 'dee@example.com', password: 'password12345' });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual([
      { path: 'password', message: expect.stringMatching(/^This is similar to a commonly used password\. Add more words/) },
    ]);
    const personal = await register({ username: 'Dee Harbor', email: 'deeharbor@example.com', password: 'Dee Harbor 2025' });
    expect(personal.statusCode).toBe(400);
    expect(invalidFields(personal.json())).toEqual(['password']);
  });
});

describe('sign-in and sessions', () => {
  let ana: TestUser;
  beforeAll(async () => {
    ana = await createUser(t.database.db, 'user', { email: 'ana@shop.test', password: 'ana-password' });
  });

  it('answers { message, user } and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const res = await login({ email: 'ANA@shop.test', password: 'ana-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Login successful!', user: { email: 'ana@shop.test', role: 'user' } });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^shop_session=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookieHeader(res.headers['set-cookie']) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('ana@shop.test');
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await signIn(t.app, ana);
    const token = cookie.split('=')[1]!;
    const rows = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('answers a wrong email and a wrong password alike', async () => {
    const wrongPassword = await login({ email: 'ana@shop.test', password: 'nope-nope' });
    const wrongEmail = await login({ email: 'nobody@shop.test', password: 'nope-nope' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json()).toEqual({ message: 'Please provide a valid email and password' });
    expect(wrongEmail.headers['set-cookie']).toBeUndefined();
  });

  it('starts a new session on every sign-in and ends the one the browser had (no fixation)', async () => {
    const first = await signIn(t.app, ana);
    const res = await login({ email: ana.email, password: ana.password }, first);
    const second = cookieHeader(res.headers['set-cookie']);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: first } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: second } })).statusCode).toBe(200);
  });

  it('ignores a cookie value the server never issued', async () => {
    const res = await t.app.inject({ url: '/api/auth/me', headers: { cookie: 'shop_session=made-up-token' } });
    expect(res.statusCode).toBe(401);
  });

  it('logout ends the session on the server, so a copied cookie no longer works', async () => {
    const cookie = await signIn(t.app, ana);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out successfully' });
    expect(String(out.headers['set-cookie'])).toMatch(/shop_session=;/);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('ends a session after its idle time and after its absolute lifetime', async () => {
    const idle = await signIn(t.app, ana);
    const absolute = await signIn(t.app, ana);
    const { hashSessionToken } = await import('./session-cookie');
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(sessions.tokenHash, hashSessionToken(idle.split('=')[1]!)));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(absolute.split('=')[1]!)));
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: idle } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: absolute } })).statusCode).toBe(401);
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: ana.email, password: ana.password },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a plain-text body, which a cross-site form could send', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: ana.email, password: ana.password }),
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('PATCH /api/auth/edit-profile', () => {
  it('edits only the signed-in user and never the role or email', async () => {
    const bo = await createUser(t.database.db);
    const cookie = await signIn(t.app, bo);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: { cookie },
      payload: {
        username: 'Bo B',
        profileImage: '/uploads/abc-400.webp',
        bio: '',
        profession: 'Tailor',
        role: 'admin',
        email: 'x@y.z',
        userId: bo.id,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      username: 'Bo B',
      profileImage: '/uploads/abc-400.webp',
      bio: null,
      profession: 'Tailor',
      role: 'user',
      email: bo.email,
    });
  });

  it("refuses to edit someone else's profile through userId", async () => {
    const bo = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: { cookie: await signIn(t.app, bo) },
      payload: { username: 'x', profileImage: '/uploads/a.webp', profession: 'x', userId: other.id },
    });
    expect(res.statusCode).toBe(403);
  });

  it('requires username, profile image and profession, and refuses script URLs', async () => {
    const bo = await createUser(t.database.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: { cookie: await signIn(t.app, bo) },
      payload: { username: '', profileImage: 'javascript:alert(1)', profession: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(invalidFields(res.json())).toEqual(['profession', 'profileImage', 'username']);
  });
});

describe('Secure cookies over https', () => {
  it('uses a Secure __Host- cookie when the shop is served over https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://shop.example.com' });
    try {
      const user = await createUser(https.database.db);
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/^__Host-shop_session=.*; Secure/);
    } finally {
      await https.close();
    }
  });
});
