import type { InjectOptions } from 'fastify';
import { beforeAll } from 'vitest';
import type { Role } from '@shop/shared/constants';
import { BUILT_IN_ROLES, type BuiltInRoleHandle } from '@shop/shared/permissions';
import type { AuthUser } from '../lib/guards';
import type { App } from '../app';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { hashPassword } from '../lib/password';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role;
}

let sequence = 0;

/**
 * Inserts an account directly (no rate limits), with a real argon2 hash. An 'admin' is an owner
 * unless `staffRole` names another staff role.
 */
export async function createUser(
  db: Db,
  role: Role = 'user',
  overrides: { email?: string; password?: string; staffRole?: string } = {},
): Promise<TestUser> {
  sequence += 1;
  const email = overrides.email ?? `${role}${sequence}-${Date.now()}@shop.test`;
  const password = overrides.password ?? `password-${sequence}`;
  const [row] = await db
    .insert(users)
    .values({ email, username: `${role} ${sequence}`, role, staffRole: overrides.staffRole, passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  return { id: row!.id, email, password, role };
}

/** A signed-in staff member of a built-in role as a service sees them (for calling services directly). */
export function staffActor(staffRole: BuiltInRoleHandle): AuthUser {
  return {
    id: '00000000-0000-4000-8000-00000000000a',
    email: `${staffRole}@shop.test`,
    username: BUILT_IN_ROLES[staffRole].name,
    role: 'admin',
    staffRole,
    permissions: BUILT_IN_ROLES[staffRole].permissions,
    // Signed in a moment ago: the riskiest tasks ask for nothing more.
    session: { id: '00000000-0000-4000-8000-00000000000b', provedAt: new Date() },
  };
}

export interface SignedInUser extends TestUser {
  /** The Cookie header value of its session. */
  cookie: string;
}

/** A new account, signed in through the API. */
export async function signedInUser(
  t: { app: App; database: { db: Db } },
  role: TestUser['role'] = 'user',
  overrides: { email?: string; password?: string; staffRole?: string } = {},
): Promise<SignedInUser> {
  const user = await createUser(t.database.db, role, overrides);
  return { ...user, cookie: await signIn(t.app, user) };
}

/**
 * Accounts of the given roles, signed in before the file's first test (declare them after
 * `useTestApp`): `const { admin, customer } = useSignedInUsers(t, { admin: 'admin', customer: 'user' })`.
 * Each object is filled in by the time the file's tests run.
 */
export function useSignedInUsers<Name extends string>(
  t: { app: App; database: { db: Db } },
  roles: Record<Name, Role>,
): Record<Name, SignedInUser> {
  const entries = Object.entries(roles) as [Name, Role][];
  const users = Object.fromEntries(entries.map(([name]) => [name, {}])) as Record<Name, SignedInUser>;
  beforeAll(async () => {
    await Promise.all(entries.map(async ([name, role]) => Object.assign(users[name], await signedInUser(t, role))));
  });
  return users;
}

/** Signs in through the API and answers the Cookie header value to send. */
export async function signIn(app: App, user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res.headers['set-cookie']);
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!first) throw new Error('no cookie was set');
  return first.split(';')[0]!;
}

export function as(cookie: string | undefined, options: InjectOptions): InjectOptions {
  return cookie ? { ...options, headers: { ...options.headers, cookie } } : options;
}
