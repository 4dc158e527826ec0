import { describe, expect, it, vi } from 'vitest';
import type * as password from '../../lib/password';
import { verifyPassword } from '../../lib/password';
import { createUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

// The real argon2 check, watched: which hash each failed sign-in is verified against.
vi.mock('../../lib/password', async (importOriginal) => {
  const actual = await importOriginal<typeof password>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const t = useTestApp();

const login = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password' } });

describe('a failed sign-in', () => {
  it('spends a full argon2id verification on an unknown email too, so timing does not tell which was wrong', async () => {
    await createUser(t.database.db, 'user', { email: 'ana@shop.test' });
    const verify = vi.mocked(verifyPassword);
    verify.mockClear();

    expect((await login('ana@shop.test')).statusCode).toBe(401);
    expect((await login('ghost@shop.test')).statusCode).toBe(401);
    expect((await login('ghost2@shop.test')).statusCode).toBe(401);

    expect(verify).toHaveBeenCalledTimes(3);
    const [known, unknown, again] = verify.mock.calls.map(([hash]) => hash);
    expect(known).not.toBe(unknown);
    // The unknown emails are checked against a real argon2id hash with the same cost as an account's.
    const cost = (hash: string | undefined) => hash?.split('$').slice(1, 4).join('$');
    expect(unknown).toMatch(/^\$argon2id\$/);
    expect(cost(unknown)).toBe(cost(known));
    expect(again).toBe(unknown);
  });
});
