import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

describe('sign-in and registration rate limits', () => {
  const t = useTestApp({ AUTH_MAX_FAILED_LOGINS: '3', AUTH_RATE_LIMIT_PER_IP: '8' });
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(t.database.db);
  });

  const login = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  it('after too many failures for one email, refuses even the right password (429), for that email only', async () => {
    for (let i = 0; i < 3; i++) expect((await login(user.email, 'wrong-password', `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await login(user.email, user.password, '10.1.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed sign-ins/);
    const other = await createUser(t.database.db);
    expect((await login(other.email, other.password, '10.1.0.10')).statusCode).toBe(200);
  });

  it('says when to try again past the limit, each attempt asking for twice the wait', async () => {
    const probed = await createUser(t.database.db);
    for (let i = 0; i < 3; i++) await login(probed.email, 'wrong-password', `10.5.0.${i}`);
    const waits = [];
    for (let i = 0; i < 4; i++) {
      const res = await login(probed.email, 'wrong-password', `10.5.1.${i}`);
      expect(res.statusCode).toBe(429);
      waits.push(Number(res.headers['retry-after']));
    }
    expect(waits).toEqual([1, 2, 4, 8]);
  });

  it('reserves each attempt before checking the password: of 30 guesses at once, only the limit are checked', async () => {
    const target = await createUser(t.database.db);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(target.email, `guess-${i}`, `10.6.${i}.1`)));
    const statuses = answers.map((res) => res.statusCode);
    // A 401 is a password that was checked; a 429 was refused before any check.
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
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
