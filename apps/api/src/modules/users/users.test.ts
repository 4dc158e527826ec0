import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, products, reviews, users } from '../../db/schema/index';
import { createUser, signedInUser, signIn, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { createTestApp, useTestApp } from '../../test/test-app';
import { createUsersRepository } from './users.repository';
import { createUsersService } from './users.service';

const t = useTestApp();
let admin: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser(t, 'admin');
});

const asAdmin = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

describe('admin user management', () => {
  it('lists every user without password hashes', async () => {
    const res = await asAdmin('GET', '/api/auth/users');
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.json().some((user: { email: string }) => user.email === admin.email)).toBe(true);
    expect(res.body).not.toMatch(/argon2|passwordHash/);
  });

  it('changes a role and records it in the audit log', async () => {
    const user = await createUser(t.database.db);
    const res = await asAdmin('PUT', `/api/auth/users/${user.id}`, { role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Updated role successfully!', user: { _id: user.id, role: 'admin' } });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(entries).toEqual([
      expect.objectContaining({ actorId: admin.id, action: 'user.role', entity: 'user', details: { from: 'user', to: 'admin' } }),
    ]);
  });

  it('answers 400 for a role that does not exist and 404 for an unknown user', async () => {
    const user = await createUser(t.database.db);
    expect((await asAdmin('PUT', `/api/auth/users/${user.id}`, { role: 'owner' })).statusCode).toBe(400);
    expect((await asAdmin('PUT', '/api/auth/users/00000000-0000-4000-8000-000000000000', { role: 'user' })).statusCode).toBe(404);
    expect((await asAdmin('DELETE', '/api/auth/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await asAdmin('DELETE', '/api/auth/users/nope')).statusCode).toBe(400);
  });

  it('does not let an admin demote or delete themself', async () => {
    const demote = await asAdmin('PUT', `/api/auth/users/${admin.id}`, { role: 'user' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toBe('You cannot remove your own admin role.');
    const remove = await asAdmin('DELETE', `/api/auth/users/${admin.id}`);
    expect(remove.statusCode).toBe(400);
    expect(remove.json().message).toBe('You cannot delete your own account.');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.role).toBe('admin');
  });

  it('never leaves the shop without an admin, even when two admins demote each other at once', async () => {
    const solo = await createTestApp();
    try {
      await solo.app.ready();
      const a = await createUser(solo.database.db, 'admin');
      const b = await createUser(solo.database.db, 'admin');
      const [cookieA, cookieB] = [await signIn(solo.app, a), await signIn(solo.app, b)];
      const results = await Promise.all([
        solo.app.inject({ method: 'PUT', url: `/api/auth/users/${b.id}`, payload: { role: 'user' }, headers: { cookie: cookieA } }),
        solo.app.inject({ method: 'PUT', url: `/api/auth/users/${a.id}`, payload: { role: 'user' }, headers: { cookie: cookieB } }),
      ]);
      const statuses = results.map((res) => res.statusCode).sort();
      // One wins; the other is refused, either because its actor is no longer an admin or as the last admin.
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = await solo.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
      // And the one admin left cannot be deleted or demoted by anyone.
      const last = admins[0]!;
      const lastCookie = last.id === a.id ? cookieA : cookieB;
      expect(
        (await solo.app.inject({ method: 'DELETE', url: `/api/auth/users/${last.id}`, headers: { cookie: lastCookie } })).statusCode,
      ).toBe(400);
    } finally {
      await solo.close();
    }
  });

  it('refuses to demote or delete the last admin (409), even for a session that still believes it is an admin', async () => {
    const solo = await createTestApp();
    try {
      const only = await createUser(solo.database.db, 'admin');
      // A session loaded just before its own demotion: the guard passed, the rule must still hold.
      const stale = { id: '00000000-0000-4000-8000-000000000001', email: 'stale@shop.test', username: 'Stale', role: 'admin' as const };
      const service = createUsersService(createUsersRepository(solo.database.db));
      await expect(service.setRole(stale, only.id, 'user')).rejects.toMatchObject({
        statusCode: 409,
        message: 'The last admin cannot be demoted.',
      });
      await expect(service.delete(stale, only.id)).rejects.toMatchObject({ statusCode: 409, message: 'The last admin cannot be deleted.' });
      const [row] = await solo.database.db.select().from(users).where(eq(users.id, only.id));
      expect(row?.role).toBe('admin');
    } finally {
      await solo.close();
    }
  });

  it('deleting a user removes their sessions and reviews, recomputes ratings and keeps their orders', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user);
    const [product] = await insertProducts(t.database.db, [{ name: 'Rated Tee' }]);
    const other = await createUser(t.database.db);
    await t.database.db.insert(reviews).values([
      { userId: user.id, productId: product!.id, rating: 1, comment: 'meh' },
      { userId: other.id, productId: product!.id, rating: 5, comment: 'great' },
    ]);
    await t.database.db.update(products).set({ rating: 3, reviewCount: 2 }).where(eq(products.id, product!.id));
    const [order] = await t.database.db
      .insert(orders)
      .values({
        orderId: 'ORD-DELUSER1',
        userId: user.id,
        email: user.email,
        provider: 'test',
        subtotalCents: 100,
        taxCents: 6,
        totalCents: 106,
      })
      .returning();

    const res = await asAdmin('DELETE', `/api/auth/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted successfully!' });

    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    const [rated] = await t.database.db.select().from(products).where(eq(products.id, product!.id));
    expect(rated).toMatchObject({ rating: 5, reviewCount: 1 });
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order!.id));
    // The order stays for the books, without the address that would tie it to whoever registers it next.
    expect(kept).toMatchObject({ userId: null, email: null, totalCents: order!.totalCents });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit.map((entry) => entry.action)).toEqual(['user.delete']);
  });
});
