import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, credits, orderLines, orders, products, reviews, sessions, users } from '../../db/schema/index';
import { fillAccount, scrubbedAddress } from '../../test/account-fixture';
import { createUser, type SignedInUser, signedInUser, signIn, staffActor } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { createTestApp, useTestApp } from '../../test/test-app';
import { createUsersRepository } from './users.repository';
import { createUsersService } from './users.service';

const t = useTestApp();
let admin: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser(t, 'admin');
});

const asAdmin = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object, cookie = admin.cookie) =>
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
      expect.objectContaining({
        actorId: admin.id,
        action: 'user.role',
        entity: 'user',
        details: { email: user.email, from: 'user', to: 'admin' },
        before: { role: 'user' },
        after: { role: 'admin' },
      }),
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

  it('refuses to demote or delete the last owner (409), even for a session that still believes it is one', async () => {
    const solo = await createTestApp();
    try {
      const only = await createUser(solo.database.db, 'admin');
      // A session loaded just before its own demotion: the guard passed, the rule must still hold.
      const stale = { ...staffActor('owner'), id: '00000000-0000-4000-8000-000000000001', email: 'stale@shop.test' };
      const service = createUsersService(createUsersRepository(solo.database.db), solo.config.session, async () => {
        throw new Error('Only a customer is erased.');
      });
      await expect(service.setRole(stale, only.id, 'user')).rejects.toMatchObject({
        statusCode: 409,
        message: 'The last owner cannot be demoted.',
      });
      await expect(service.delete(stale, only.id)).rejects.toMatchObject({ statusCode: 409, message: 'The last owner cannot be deleted.' });
      const [row] = await solo.database.db.select().from(users).where(eq(users.id, only.id));
      expect(row?.role).toBe('admin');
    } finally {
      await solo.close();
    }
  });

  it("deleting a customer's account erases it as at their request: orders keep their lines and totals without the person", async () => {
    const db = t.database.db;
    const customer = await signedInUser(t);
    const filled = await fillAccount(db, customer, 'Dora');
    // An earlier entry about the account, naming its address.
    await db
      .insert(auditLog)
      .values({ actorId: admin.id, action: 'user.signout', entity: 'user', entityId: customer.id, details: { email: customer.email } });
    const [orderBefore] = await db.select().from(orders).where(eq(orders.id, filled.orderId));
    const linesBefore = await db.select().from(orderLines).where(eq(orderLines.orderId, filled.orderId)).orderBy(orderLines.position);

    const res = await asAdmin('DELETE', `/api/auth/users/${customer.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted successfully!' });

    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: customer.cookie } })).statusCode).toBe(401);
    expect(await db.select().from(users).where(eq(users.id, customer.id))).toEqual([]);
    const [order] = await db.select().from(orders).where(eq(orders.id, filled.orderId));
    expect(order).toMatchObject({
      userId: null,
      email: `deleted-${filled.orderRef.toLowerCase()}@invalid`,
      subtotalCents: orderBefore!.subtotalCents,
      taxCents: orderBefore!.taxCents,
      shippingCents: orderBefore!.shippingCents,
      totalCents: orderBefore!.totalCents,
      shippingAddress: scrubbedAddress({ state: 'CA', postalCode: '94110', country: 'US' }),
    });
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, filled.orderId)).orderBy(orderLines.position);
    expect(lines.map(({ giftCard: _giftCard, ...line }) => line)).toEqual(linesBefore.map(({ giftCard: _giftCard, ...line }) => line));
    const orderText = JSON.stringify({ order, lines });
    for (const gone of [
      customer.email,
      filled.address.name,
      filled.address.line1,
      filled.address.city,
      filled.address.phone,
      'Dora Sender',
    ])
      expect(orderText).not.toContain(gone);

    // Nobody chose to remove the review: it stays under no name, and the rating with it.
    expect((await db.select().from(reviews).where(eq(reviews.id, filled.reviewId)))[0]).toMatchObject({ userId: null });
    expect((await db.select().from(products).where(eq(products.id, filled.productId)))[0]).toMatchObject({ rating: 4, reviewCount: 1 });

    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, customer.id));
    expect(entries.find((entry) => entry.action === 'user.delete')).toMatchObject({
      actorId: admin.id,
      permission: 'customers.delete',
      details: { by: 'staff', role: 'user', reviews: 'anonymise', ordersKept: 1, reviewsHad: 1 },
      before: null,
    });
    expect(JSON.stringify(entries)).not.toContain(customer.email);
  });

  it("refuses to delete a customer's account while their store credit can be spent, as at their request", async () => {
    const customer = await createUser(t.database.db);
    await t.database.db.insert(credits).values({
      code: `SC-KEEP${Date.now().toString(36).toUpperCase()}`,
      kind: 'store-credit',
      userId: customer.id,
      initialCents: 500,
      balanceCents: 500,
    });
    const res = await asAdmin('DELETE', `/api/auth/users/${customer.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This customer still has $5.00 of store credit or gift cards: refund it or disable the codes before deleting the account.',
    );
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, customer.id))).toHaveLength(1);
  });

  it('deleting a staff account removes their sessions and reviews, recomputes ratings and keeps their orders', async () => {
    const member = await createUser(t.database.db, 'admin', { staffRole: 'fulfilment' });
    const cookie = await signIn(t.app, member);
    const [product] = await insertProducts(t.database.db, [{ name: 'Rated Tee' }]);
    const other = await createUser(t.database.db);
    await t.database.db.insert(reviews).values([
      { userId: member.id, productId: product!.id, rating: 1, comment: 'meh' },
      { userId: other.id, productId: product!.id, rating: 5, comment: 'great' },
    ]);
    await t.database.db.update(products).set({ rating: 3, reviewCount: 2 }).where(eq(products.id, product!.id));
    const [order] = await t.database.db
      .insert(orders)
      .values({
        orderId: 'ORD-DELUSER1',
        userId: member.id,
        email: member.email,
        provider: 'test',
        subtotalCents: 100,
        taxCents: 6,
        totalCents: 106,
      })
      .returning();

    const res = await asAdmin('DELETE', `/api/auth/users/${member.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted successfully!' });

    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    const [rated] = await t.database.db.select().from(products).where(eq(products.id, product!.id));
    expect(rated).toMatchObject({ rating: 5, reviewCount: 1 });
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order!.id));
    // The order stays for the books, without the address that would tie it to whoever registers it next.
    expect(kept).toMatchObject({ userId: null, email: null, totalCents: order!.totalCents });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(audit.map((entry) => entry.action)).toEqual(['auth.sign-in', 'user.delete']);
  });
});

describe('the admin list of users', () => {
  /** A word no other test's user holds, so that a search finds only this test's users. */
  const token = () => randomBytes(5).toString('hex');
  const listed = (res: { json(): unknown }) => (res.json() as { email: string }[]).map((user) => user.email);

  it('searches by email or name, in any case and in part, a page at a time with the total in X-Total-Count', async () => {
    const word = token();
    const made = [];
    for (const n of [1, 2, 3]) made.push(await createUser(t.database.db, 'user', { email: `zed${n}-${word}@shop.test` }));
    await t.database.db
      .update(users)
      .set({ username: `Quinn ${word.toUpperCase()}` })
      .where(eq(users.id, made[1]!.id));

    const first = await asAdmin('GET', `/api/auth/users?search=${encodeURIComponent(`-${word.toUpperCase()}@`)}&limit=2`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect(listed(first)).toEqual([made[0]!.email, made[1]!.email]);
    const second = await asAdmin('GET', `/api/auth/users?search=-${word}@&limit=2&page=2`);
    expect(listed(second)).toEqual([made[2]!.email]);
    expect(second.headers['x-total-count']).toBe('3');

    const byName = await asAdmin('GET', `/api/auth/users?search=${encodeURIComponent(`quinn ${word}`)}`);
    expect(listed(byName)).toEqual([made[1]!.email]);

    // LIKE's wildcards are matched as themselves.
    expect((await asAdmin('GET', `/api/auth/users?search=${encodeURIComponent(`zed_-${word}`)}`)).headers['x-total-count']).toBe('0');
    expect((await asAdmin('GET', '/api/auth/users?search=%25%25')).headers['x-total-count']).toBe('0');

    // Without a search or a page, every account (up to the largest page), as the specification's client reads it.
    const all = await asAdmin('GET', '/api/auth/users');
    expect(listed(all)).toEqual(expect.arrayContaining(made.map((user) => user.email)));
    expect(Number(all.headers['x-total-count'])).toBe(all.json().length);
  });

  it('answers 400 for a bad page, limit or search, and 403 to a customer', async () => {
    for (const query of ['page=0', 'limit=0', 'limit=101', 'page=two', `search=${'x'.repeat(255)}`]) {
      expect((await asAdmin('GET', `/api/auth/users?${query}`)).statusCode, query).toBe(400);
    }
    const customer = await signedInUser(t);
    expect((await asAdmin('GET', '/api/auth/users', undefined, customer.cookie)).statusCode).toBe(403);
  });

  it("sums up each user's orders, total spent and open sessions, and ending their sessions brings the count to 0", async () => {
    const word = token();
    const customer = await signedInUser(t, 'user', { email: `sum-${word}@shop.test` });
    await signIn(t.app, customer);
    // A session that has been idle for longer than the idle time no longer counts.
    await t.database.db.insert(sessions).values({
      tokenHash: `idle-${word}`,
      userId: customer.id,
      lastSeenAt: new Date(Date.now() - t.config.session.idleMs - 60_000),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const order = (n: number, paymentStatus: (typeof orders.$inferInsert)['paymentStatus'], totalCents: number, guest = false) => ({
      orderId: `ORD-${word.toUpperCase()}${n}`,
      userId: guest ? null : customer.id,
      email: customer.email,
      provider: 'test',
      paymentStatus,
      subtotalCents: totalCents,
      taxCents: 0,
      totalCents,
    });
    await t.database.db
      .insert(orders)
      .values([
        order(1, 'paid', 2999),
        order(2, 'paid', 1001),
        order(3, 'refunded', 5000),
        order(4, 'flagged', 700),
        order(5, 'pending', 300),
        order(6, 'expired', 400),
        order(7, 'paid', 10000, true),
      ]);

    const summary = async () => (await asAdmin('GET', `/api/auth/users?search=sum-${word}`)).json()[0];
    // The guest order of the address is not theirs, even once the address is proved, until they claim it.
    expect(await summary()).toMatchObject({ email: customer.email, orderCount: 4, totalSpent: 40, sessionCount: 2 });
    expect((await summary()).createdAt).toEqual(expect.any(String));

    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, customer.id));
    expect(await summary()).toMatchObject({ orderCount: 4, totalSpent: 40 });
    await t.database.db
      .update(orders)
      .set({ userId: customer.id })
      .where(and(isNull(orders.userId), eq(orders.email, customer.email)));
    expect(await summary()).toMatchObject({ orderCount: 5, totalSpent: 140 });

    expect((await asAdmin('POST', `/api/auth/users/${customer.id}/end-sessions`)).statusCode).toBe(200);
    expect(await summary()).toMatchObject({ sessionCount: 0 });

    const someoneElse = await createUser(t.database.db, 'user', { email: `none-${word}@shop.test` });
    expect((await asAdmin('GET', `/api/auth/users?search=none-${word}`)).json()).toEqual([
      expect.objectContaining({ _id: someoneElse.id, orderCount: 0, totalSpent: 0, sessionCount: 0 }),
    ]);
  });
});
