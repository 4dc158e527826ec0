import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@shop/shared/csv';
import { BUILT_IN_ROLES } from '@shop/shared/permissions';
import { rowsOf } from '../../db/rows-of';
import { auditLog, sessions, staffRoles, users } from '../../db/schema/index';
import { createUser, signedInUser, signIn, type SignedInUser } from '../../test/auth-helpers';
import { createTestApp, useTestApp } from '../../test/test-app';

const t = useTestApp();
let owner: SignedInUser;

beforeAll(async () => {
  owner = await signedInUser(t, 'admin');
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, cookie = owner.cookie) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

describe('staff roles', () => {
  it('are made by the migration exactly as the shared table states them, and an admin is an owner', async () => {
    const rows = await t.database.db.select().from(staffRoles).where(eq(staffRoles.builtIn, true)).orderBy(asc(staffRoles.position));
    expect(rows.map((row) => [row.handle, row.name, row.description, row.permissions])).toEqual(
      Object.entries(BUILT_IN_ROLES).map(([handle, role]) => [handle, role.name, role.description, [...role.permissions]]),
    );
    const me = await call('GET', '/api/auth/me');
    expect(me.json().user).toMatchObject({ role: 'admin', staffRole: 'owner', permissions: [...BUILT_IN_ROLES.owner.permissions] });
    const customer = await signedInUser(t);
    expect((await call('GET', '/api/auth/me', undefined, customer.cookie)).json().user).toMatchObject({
      role: 'user',
      staffRole: null,
      permissions: [],
    });
  });

  it("follow the specification's two roles: 'admin' makes an owner, 'user' takes the staff role away", async () => {
    const person = await createUser(t.database.db);
    expect((await call('PUT', `/api/auth/users/${person.id}`, { role: 'admin' })).json().user).toMatchObject({ staffRole: 'owner' });
    expect((await call('PUT', `/api/staff/${person.id}/role`, { role: 'support' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/auth/users/${person.id}`, { role: 'user' })).json().user).toMatchObject({
      role: 'user',
      staffRole: null,
      permissions: [],
    });
    // The database holds the rule too: no customer with a staff role, no staff without one.
    await expect(t.database.db.update(users).set({ staffRole: 'manager' }).where(eq(users.id, person.id))).resolves.toBeDefined();
    const [row] = await t.database.db.select({ staffRole: users.staffRole }).from(users).where(eq(users.id, person.id));
    expect(row?.staffRole).toBeNull();
  });

  it('are made, changed and deleted by an owner, with clear refusals, each audited with the role and permission', async () => {
    const made = await call('POST', '/api/staff/roles', {
      name: 'Packer',
      description: 'Packs parcels',
      permissions: ['orders.fulfil', 'orders.view', 'orders.view'],
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().role).toEqual({
      handle: 'packer',
      name: 'Packer',
      description: 'Packs parcels',
      permissions: ['orders.view', 'orders.fulfil'],
      builtIn: false,
      memberCount: 0,
    });
    expect((await call('POST', '/api/staff/roles', { name: 'packer', permissions: ['orders.view'] })).json()).toEqual({
      message: 'A role with this name already exists.',
    });
    const bad = await call('POST', '/api/staff/roles', { name: 'Nothing', permissions: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'permissions', message: 'Choose at least one permission' }]);
    expect((await call('POST', '/api/staff/roles', { name: 'Odd', permissions: ['root'] })).statusCode).toBe(400);
    // A name that is a built-in role's handle gets a handle of its own.
    expect((await call('POST', '/api/staff/roles', { name: 'Support', permissions: ['reviews'] })).json()).toEqual({
      message: 'A role with this name already exists.',
    });

    const changed = await call('PUT', '/api/staff/roles/packer', {
      name: 'Packer',
      permissions: ['orders.view', 'orders.fulfil', 'stock'],
    });
    expect(changed.json().role.permissions).toEqual(['stock', 'orders.view', 'orders.fulfil']);
    expect((await call('PUT', '/api/staff/roles/owner', { name: 'Boss', permissions: ['reviews'] })).json()).toEqual({
      message: 'Built-in roles cannot be changed.',
    });
    expect((await call('DELETE', '/api/staff/roles/manager')).statusCode).toBe(400);
    expect((await call('PUT', '/api/staff/roles/nobody', { name: 'X', permissions: ['reviews'] })).statusCode).toBe(404);

    const packer = await createUser(t.database.db, 'admin', { staffRole: 'packer' });
    const held = await call('DELETE', '/api/staff/roles/packer');
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe('1 staff member holds this role; give them another role first.');
    expect((await call('PUT', `/api/staff/${packer.id}/role`, { role: 'fulfilment' })).statusCode).toBe(200);
    expect((await call('DELETE', '/api/staff/roles/packer')).json()).toEqual({ message: 'Role deleted.' });

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'role')).orderBy(asc(auditLog.createdAt));
    expect(entries.map((entry) => [entry.action, entry.actorRole, entry.permission])).toEqual([
      ['role.create', 'owner', 'staff'],
      ['role.update', 'owner', 'staff'],
      ['role.delete', 'owner', 'staff'],
    ]);
  });

  it('are told apart as the database folds their names, so a rename never collides with its unique index', async () => {
    // İ folds to i in PostgreSQL's lower(), to i + a combining dot in JavaScript's toLowerCase().
    expect((await call('POST', '/api/staff/roles', { name: 'Ink', permissions: ['reviews'] })).statusCode).toBe(201);
    expect((await call('POST', '/api/staff/roles', { name: 'Dye', permissions: ['reviews'] })).statusCode).toBe(201);
    const [folded] = await rowsOf<{ same: boolean }>(t.database.db, sql`select lower('İnk') = lower('Ink') as same`);
    const renamed = await call('PUT', '/api/staff/roles/dye', { name: 'İnk', permissions: ['stock'] });
    if (folded?.same) expect([renamed.statusCode, renamed.json()]).toEqual([409, { message: 'A role with this name already exists.' }]);
    else expect(renamed.statusCode).toBe(200);
    for (const handle of ['ink', 'dye']) expect((await call('DELETE', `/api/staff/roles/${handle}`)).statusCode).toBe(200);
  });
});

describe('staff members', () => {
  it('are listed with their role, last sign-in and sessions; a customer is not staff', async () => {
    const support = await signedInUser(t, 'admin', { staffRole: 'support' });
    const res = await call('GET', '/api/staff');
    expect(res.statusCode).toBe(200);
    const listed = res.json().staff.find((member: { _id: string }) => member._id === support.id);
    expect(listed).toMatchObject({
      email: support.email,
      role: 'support',
      roleName: 'Support',
      sessionCount: 1,
      suspendedAt: null,
      twoFactorEnabled: false,
    });
    expect(Date.parse(listed.lastSignInAt)).toBeGreaterThan(Date.now() - 60_000);
    const customer = await createUser(t.database.db);
    expect((await call('PUT', `/api/staff/${customer.id}/role`, { role: 'support' })).json()).toEqual({ message: 'No such staff member.' });
  });

  it('change role, but never their own, nor into a role that does not exist', async () => {
    const member = await createUser(t.database.db, 'admin', { staffRole: 'support' });
    const changed = await call('PUT', `/api/staff/${member.id}/role`, { role: 'fulfilment' });
    expect(changed.json()).toMatchObject({ member: { role: 'fulfilment', roleName: 'Fulfilment' } });
    expect((await call('PUT', `/api/staff/${member.id}/role`, { role: 'wizard' })).json()).toEqual({ message: 'No such role.' });
    expect((await call('PUT', `/api/staff/${owner.id}/role`, { role: 'support' })).json()).toEqual({
      message: 'You cannot change your own role.',
    });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(entry).toMatchObject({ action: 'staff.role', actorRole: 'owner', permission: 'staff', after: { role: 'fulfilment' } });
  });

  it('once suspended, are signed out at once and cannot sign in until restored', async () => {
    const member = await signedInUser(t, 'admin', { staffRole: 'support' });
    expect((await call('GET', '/api/auth/me', undefined, member.cookie)).statusCode).toBe(200);

    const suspended = await call('POST', `/api/staff/${member.id}/suspend`);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().member).toMatchObject({ sessionCount: 0, suspendedAt: expect.any(String) });
    expect((await call('GET', '/api/auth/me', undefined, member.cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "This account is suspended. Please ask the shop's owner." });
    expect(refused.headers['set-cookie']).toBeUndefined();

    expect((await call('POST', `/api/staff/${owner.id}/suspend`)).json()).toEqual({ message: 'You cannot suspend yourself.' });
    expect((await call('POST', `/api/staff/${member.id}/restore`)).json().member.suspendedAt).toBeNull();
    expect((await signIn(t.app, member)).length).toBeGreaterThan(0);

    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, member.id))).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['auth.sign-in', 'auth.sign-in', 'auth.sign-in-failed', 'staff.restore', 'staff.suspend']);
  });

  it('keep one owner who may sign in, even when two owners demote and suspend each other at once', async () => {
    const solo = await createTestApp();
    try {
      await solo.app.ready();
      const a = await createUser(solo.database.db, 'admin');
      const b = await createUser(solo.database.db, 'admin');
      const [cookieA, cookieB] = [await signIn(solo.app, a), await signIn(solo.app, b)];
      const results = await Promise.all([
        solo.app.inject({ method: 'POST', url: `/api/staff/${b.id}/suspend`, headers: { cookie: cookieA } }),
        solo.app.inject({ method: 'PUT', url: `/api/staff/${a.id}/role`, payload: { role: 'manager' }, headers: { cookie: cookieB } }),
      ]);
      const statuses = results.map((res) => res.statusCode).sort();
      // One wins; the other is refused as the last owner, or because its actor lost the right first.
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const owners = await solo.database.db.select().from(users).where(eq(users.staffRole, 'owner'));
      expect(owners.filter((row) => !row.suspendedAt)).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });

  it('the last owner who may sign in cannot be demoted, suspended, made a customer or deleted', async () => {
    const solo = await createTestApp();
    try {
      await solo.app.ready();
      const only = await createUser(solo.database.db, 'admin');
      // A suspended owner does not count.
      const away = await createUser(solo.database.db, 'admin');
      await solo.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, away.id));
      await solo.database.db
        .insert(staffRoles)
        .values({ handle: 'staff-admin', name: 'Staff admin', permissions: ['staff', 'customers.view', 'customers.delete'] });
      const actor = await createUser(solo.database.db, 'admin', { staffRole: 'staff-admin' });
      const cookie = await signIn(solo.app, actor);
      const as = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
        solo.app.inject({ method, url, payload, headers: { cookie } });

      expect((await as('PUT', `/api/staff/${only.id}/role`, { role: 'manager' })).json()).toEqual({
        message: 'The last owner cannot be demoted.',
      });
      expect((await as('POST', `/api/staff/${only.id}/suspend`)).json()).toEqual({ message: 'The last owner cannot be suspended.' });
      expect((await as('PUT', `/api/auth/users/${only.id}`, { role: 'user' })).json()).toEqual({
        message: 'The last owner cannot be demoted.',
      });
      expect((await as('DELETE', `/api/auth/users/${only.id}`)).json()).toEqual({ message: 'The last owner cannot be deleted.' });
      // Once the other owner is back, either may go.
      expect((await as('POST', `/api/staff/${away.id}/restore`)).statusCode).toBe(200);
      expect((await as('POST', `/api/staff/${only.id}/suspend`)).statusCode).toBe(200);
    } finally {
      await solo.close();
    }
  });
});

describe('the audit log', () => {
  it("records staff sign-ins and failed ones, and each change with the actor's role and permission", async () => {
    const support = await createUser(t.database.db, 'admin', { staffRole: 'support' });
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: support.email, password: 'wrong-password' },
    });
    expect(failed.statusCode).toBe(401);
    const cookie = await signIn(t.app, support);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, support.id)).orderBy(asc(auditLog.createdAt));
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.actorRole, entry.permission])).toEqual([
      ['auth.sign-in-failed', null, null, null],
      ['auth.sign-in', support.id, 'support', null],
    ]);
    // A customer's sign-in is not a staff matter.
    const customer = await signedInUser(t);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, customer.id))).toEqual([]);
    expect(cookie).toBeTruthy();
  });

  it('is exported as CSV by owners only, filtered as the page is, with formulas defused', async () => {
    const named = await createUser(t.database.db, 'admin', { staffRole: 'support' });
    await t.database.db.update(users).set({ username: '=HYPERLINK("http://evil.test")' }).where(eq(users.id, named.id));
    const namedCookie = await signIn(t.app, named);
    const res = await call('GET', `/api/audit/export.csv?actorId=${named.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'time',
      'actor',
      'actor email',
      'role',
      'permission',
      'action',
      'entity',
      'entity id',
      'label',
      'details',
      'before',
      'after',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(1, 8)).toEqual([`'=HYPERLINK("http://evil.test")`, named.email, 'support', '', 'auth.sign-in', 'auth', named.id]);
    // Support may read nothing of the log, and a manager may read it but not export it.
    expect((await call('GET', '/api/audit/export.csv', undefined, namedCookie)).statusCode).toBe(403);
    const manager = await signedInUser(t, 'admin', { staffRole: 'manager' });
    expect((await call('GET', '/api/audit', undefined, manager.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/audit/export.csv', undefined, manager.cookie)).statusCode).toBe(403);
  });
});
