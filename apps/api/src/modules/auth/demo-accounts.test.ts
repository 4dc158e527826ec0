import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createUser } from '../../test/auth-helpers';
import { useTestApp, type TestApp } from '../../test/test-app';
import { LOGIN_FAILED_MESSAGE } from './auth.service';

/** An account as the demo seed makes it. */
async function demoAccount(t: TestApp, role: 'admin' | 'user') {
  const account = await createUser(t.database.db, role);
  await t.database.db.update(users).set({ demo: true }).where(eq(users.id, account.id));
  return account;
}

const login = (t: TestApp, account: { email: string; password: string }) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: account.password } });

describe('a demo account on a public shop', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://shop.example' });

  it('is refused with the usual answer, even with its right password, the admin too', async () => {
    for (const role of ['admin', 'user'] as const) {
      const refused = await login(t, await demoAccount(t, role));
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(LOGIN_FAILED_MESSAGE);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
  });

  it('leaves every other account alone', async () => {
    expect((await login(t, await createUser(t.database.db, 'admin'))).statusCode).toBe(200);
  });
});

describe('a demo account while the shop is on this machine', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });

  it('signs in', async () => {
    expect((await login(t, await demoAccount(t, 'admin'))).statusCode).toBe(200);
  });
});
