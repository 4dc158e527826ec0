import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { describeIf, redisAnswers } from '../../test/needs';
import { REDIS_TEST_URL } from '../../test/test-redis';

const WINDOW_SECONDS = 15 * 60;
const ACCOUNT_WINDOW_SECONDS = 60 * 60;
const LIMITS = { AUTH_MAX_FAILED_LOGINS: '3', AUTH_RATE_LIMIT_PER_IP: '8', AUTH_MAX_FAILED_LOGINS_PER_ACCOUNT: '6' };

const loginTo = (app: App, email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

/**
 * The lockout's rules, the same with the in-process counters as with Redis: failures count per
 * account and client address, and a slower ceiling per account counts them from every address.
 */
function lockoutRules(t: { app: App; database: { db: Parameters<typeof createUser>[0] } }, net: string) {
  const login = (email: string, password: string, ip: string) => loginTo(t.app, email, password, `${net}.${ip}`);

  it("locks an account out from the address that failed, not the owner's elsewhere, the admin included", async () => {
    for (const [role, stranger, owner] of [
      ['user', '1.1', '1.2'],
      ['admin', '1.3', '1.4'],
    ] as const) {
      const victim = await createUser(t.database.db, role);
      for (let i = 0; i < 3; i++) expect((await login(victim.email, 'wrong-password', stranger)).statusCode).toBe(401);
      const blocked = await login(victim.email, victim.password, stranger);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many failed sign-ins/);
      // The owner, from their own address, is not locked out by the stranger's failures.
      expect((await login(victim.email, victim.password, owner)).statusCode).toBe(200);
      // Another account from the stranger's address is not affected either.
      const other = await createUser(t.database.db);
      expect((await login(other.email, other.password, stranger)).statusCode).toBe(200);
    }
  });

  it("says in Retry-After the lock's real time left, which does not grow with each attempt", async () => {
    const probed = await createUser(t.database.db);
    for (let i = 0; i < 3; i++) await login(probed.email, 'wrong-password', '2.1');
    const waits = [];
    for (let i = 0; i < 4; i++) {
      const res = await login(probed.email, 'wrong-password', '2.1');
      expect(res.statusCode).toBe(429);
      waits.push(Number(res.headers['retry-after']));
    }
    // The window began at the first failure: what is left of it, never more, never a made-up figure.
    expect(waits[0]).toBeGreaterThan(WINDOW_SECONDS - 60);
    expect(waits[0]).toBeLessThanOrEqual(WINDOW_SECONDS);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeLessThanOrEqual(waits[i - 1]!);
  });

  it('keeps a slower ceiling per account across every address', async () => {
    const target = await createUser(t.database.db);
    for (let i = 0; i < 6; i++) expect((await login(target.email, 'wrong-password', `3.${i}`)).statusCode).toBe(401);
    const ceiling = await login(target.email, target.password, '3.99');
    expect(ceiling.statusCode).toBe(429);
    expect(Number(ceiling.headers['retry-after'])).toBeGreaterThan(WINDOW_SECONDS);
    expect(Number(ceiling.headers['retry-after'])).toBeLessThanOrEqual(ACCOUNT_WINDOW_SECONDS);
  });
}

describe('sign-in lockouts with the in-process counters', () => {
  const t = useTestApp(LIMITS);
  lockoutRules(t, '10.7');
});

const redisUp = await redisAnswers();

describeIf(redisUp)('sign-in lockouts with Redis', () => {
  const t = useTestApp({ ...LIMITS, REDIS_URL: REDIS_TEST_URL });
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(REDIS_TEST_URL);
  });
  afterAll(() => redis.disconnect());
  lockoutRules(t, '10.8');

  it("answers Retry-After from the counter's TTL in Redis", async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 3; i++) await loginTo(t.app, user.email, 'wrong-password', '10.9.0.1');
    const [key] = await redis.keys(`*:counter:login-failures:${user.email}:10.9.0.1`);
    expect(key).toBeDefined();
    await redis.pexpire(key!, 42_000);
    const res = await loginTo(t.app, user.email, user.password, '10.9.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
  });
});

describe('sign-in and registration rate limits', () => {
  const t = useTestApp(LIMITS);

  const login = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  it('reserves each attempt before checking the password: of 30 guesses at once, only the limit are checked', async () => {
    const target = await createUser(t.database.db);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(target.email, `guess-${i}`, `10.6.${i}.1`)));
    const statuses = answers.map((res) => res.statusCode);
    // A 401 is a password that was checked; a 429 was refused before any check (the account's ceiling).
    expect(statuses.filter((status) => status === 401)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(24);
  });

  it('limits sign-in and registration attempts per IP, with a clear message', async () => {
    const ip = '10.2.0.1';
    const other = await createUser(t.database.db);
    for (let i = 0; i < 8; i++) expect((await login(other.email, other.password, ip)).statusCode).toBe(200);
    const limited = await login(other.email, other.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'x', email: 'fresh@shop.test', password: 'violet-kettle-harbor' },
      remoteAddress: ip,
    });
    expect(register.statusCode).toBe(429);
    // Another address is not affected.
    expect((await login(other.email, other.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('does not take the client address from X-Forwarded-For unless a proxy is trusted', async () => {
    const ip = '10.3.0.1';
    const other = await createUser(t.database.db);
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: other.email, password: other.password },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `192.168.0.${i}` },
      });
      expect(res.statusCode).toBe(200);
    }
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.email, password: other.password },
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '192.168.9.9' },
    });
    expect(spoofed.statusCode).toBe(429);
  });

  it('limits registration attempts per email, whatever the address they come from', async () => {
    const attempt = (index: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: 'x', email: 'Probe@Shop.test', password: 'violet-kettle-harbor' },
        remoteAddress: `10.4.0.${index}`,
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt(i)).statusCode);
    // The first creates the account, the next two are refused as taken, the fourth is limited.
    expect(statuses).toEqual([201, 409, 409, 429]);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'y', email: 'someone-else@shop.test', password: 'violet-kettle-harbor' },
      remoteAddress: '10.4.0.9',
    });
    expect(other.statusCode).toBe(201);
  });
});
