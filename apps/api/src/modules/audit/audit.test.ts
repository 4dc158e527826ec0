import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '@shop/shared/audit.schema';
import { variantStock } from '@shop/shared/testing/products';
import { auditLog } from '../../db/schema/index';
import { createUser, signedInUser, useSignedInUsers } from '../../test/auth-helpers';
import { invalidFields } from '../../test/error-answers';
import { insertProducts } from '../../test/fixtures';
import { buyInTestMode, CHECKOUT_TEST_SETTINGS } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';

const t = useTestApp(CHECKOUT_TEST_SETTINGS);

const { admin, customer } = useSignedInUsers(t, { admin: 'admin', customer: 'user' });

const asAdmin = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

async function audit(query = '', cookie = admin.cookie) {
  const res = await t.app.inject({ url: `/api/audit${query}`, headers: { cookie } });
  return { status: res.statusCode, total: Number(res.headers['x-total-count']), body: res.json() as AuditPage };
}

/** The newest entry of an action on a thing. */
async function entryOf(action: string, entityId: string): Promise<AuditEntry> {
  const { body } = await audit('?limit=100');
  const entry = body.entries.find((row) => row.action === action && row.entityId === entityId);
  if (!entry) throw new Error(`no ${action} entry for ${entityId}`);
  return entry;
}

const adminActor = () => ({ _id: admin.id, username: expect.any(String), email: admin.email });

describe('the audit log holds what each kind of mutation changed', () => {
  it('a product: created (after only), updated (the changed fields only, prices in dollars), deleted (before only), archived', async () => {
    const created = await asAdmin('POST', '/api/products/create-product', {
      name: 'Audit Tee',
      category: 'mens',
      colors: ['black'],
      sizes: ['m', 'l'],
      price: 25,
      description: 'A soft cotton tee.',
      stock: variantStock({ 'black/m': 3, 'black/l': 2 }),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().product._id as string;
    expect(await entryOf('product.create', id)).toMatchObject({
      actor: adminActor(),
      entity: 'product',
      label: 'Audit Tee',
      before: null,
      after: {
        name: 'Audit Tee',
        category: 'mens',
        colors: ['black'],
        sizes: ['m', 'l'],
        price: 25,
        oldPrice: null,
        finalSale: false,
        stock: { 'black/m': 3, 'black/l': 2 },
      },
    });

    const updated = await asAdmin('PATCH', `/api/products/update-product/${id}`, {
      price: 19.5,
      oldPrice: 25,
      description: 'A soft cotton tee.',
      stock: variantStock({ 'black/m': 1, 'black/l': 2 }),
    });
    expect(updated.statusCode).toBe(200);
    const update = await entryOf('product.update', id);
    expect(update.label).toBe('Audit Tee');
    // The description was sent but did not change, and the size L kept its stock: neither is listed.
    expect(update.before).toEqual({ price: 25, oldPrice: null, stock: { 'black/m': 3 } });
    expect(update.after).toEqual({ price: 19.5, oldPrice: 25, stock: { 'black/m': 1 } });

    expect((await asAdmin('DELETE', `/api/products/${id}`)).statusCode).toBe(200);
    expect(await entryOf('product.delete', id)).toMatchObject({
      label: 'Audit Tee',
      before: { name: 'Audit Tee', price: 19.5, oldPrice: 25, stock: { 'black/m': 1, 'black/l': 2 } },
      after: null,
    });
  });

  it('an order: its status, its refund, its deletion; and a product in an order is archived', async () => {
    const [tee] = await insertProducts(t.database.db, [{ name: 'Ordered Tee', colors: ['black'], sizes: ['m'], priceCents: 3000 }]);
    const sessionId = await buyInTestMode(t.app, [{ _id: tee!.id, color: 'black', size: 'm', quantity: 1 }], { cookie: customer.cookie });
    const { order } = (
      await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } })
    ).json();

    expect((await asAdmin('PATCH', `/api/orders/update-order-status/${order._id}`, { status: 'processing' })).statusCode).toBe(200);
    expect(await entryOf('order.status', order._id)).toMatchObject({
      label: order.orderId,
      before: { status: 'pending' },
      after: { status: 'processing' },
    });

    expect((await asAdmin('POST', `/api/orders/${order._id}/refund`, { restock: false })).statusCode).toBe(200);
    expect(await entryOf('order.refund', order._id)).toMatchObject({
      before: { paymentStatus: 'paid' },
      after: { paymentStatus: 'refunded', restocked: false },
    });

    expect((await asAdmin('DELETE', `/api/products/${tee!.id}`)).statusCode).toBe(200);
    expect(await entryOf('product.archive', tee!.id)).toMatchObject({
      label: 'Ordered Tee',
      before: { archived: false },
      after: { archived: true },
    });

    expect((await asAdmin('DELETE', `/api/orders/delete-order/${order._id}`)).statusCode).toBe(200);
    expect(await entryOf('order.delete', order._id)).toMatchObject({
      label: order.orderId,
      before: { orderId: order.orderId, status: 'processing', paymentStatus: 'refunded', email: customer.email, total: order.amount },
      after: null,
    });
  });

  it('a user: their role, their sessions, their account; and a review an admin took down', async () => {
    const member = await signedInUser(t);
    expect((await asAdmin('PUT', `/api/auth/users/${member.id}`, { role: 'admin' })).statusCode).toBe(200);
    expect(await entryOf('user.role', member.id)).toMatchObject({
      label: member.email,
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    expect((await asAdmin('PUT', `/api/auth/users/${member.id}`, { role: 'user' })).statusCode).toBe(200);

    expect((await asAdmin('POST', `/api/auth/users/${member.id}/end-sessions`)).statusCode).toBe(200);
    expect(await entryOf('user.signout', member.id)).toMatchObject({ before: { sessions: 1 }, after: { sessions: 0 } });

    const reviewer = await signedInUser(t);
    const [cap] = await insertProducts(t.database.db, [{ name: 'Reviewed Cap' }]);
    const posted = await asAdmin(
      'POST',
      '/api/reviews/post-review',
      { productId: cap!.id, rating: 2, comment: 'Too small' },
      reviewer.cookie,
    );
    const reviewId = posted.json().review._id as string;
    expect((await asAdmin('PATCH', `/api/reviews/${reviewId}`, { comment: 'Too small [address removed]' })).statusCode).toBe(200);
    expect(await entryOf('review.update', reviewId)).toMatchObject({
      before: { comment: 'Too small' },
      after: { comment: 'Too small [address removed]' },
    });
    // The audit entry is jsonb, which cannot hold a lone surrogate: refused as input, never a server error.
    const broken = await asAdmin('PATCH', `/api/reviews/${reviewId}`, { comment: 'Too small \udfff' });
    expect(broken.statusCode).toBe(400);
    expect(invalidFields(broken.json())).toEqual(['comment']);
    expect((await asAdmin('DELETE', `/api/reviews/${reviewId}`)).statusCode).toBe(200);
    expect(await entryOf('review.delete', reviewId)).toMatchObject({
      label: 'Reviewed Cap',
      before: { product: 'Reviewed Cap', rating: 2, comment: 'Too small [address removed]', fit: null, author: expect.any(String) },
      after: null,
    });

    // A customer's account is erased: the entry keeps what was done, never the address.
    expect((await asAdmin('DELETE', `/api/auth/users/${member.id}`)).statusCode).toBe(200);
    const deleted = await entryOf('user.delete', member.id);
    expect(deleted).toMatchObject({ label: null, details: { by: 'staff', role: 'user', reviews: 'anonymise' }, before: null, after: null });
    expect(JSON.stringify(deleted)).not.toContain(member.email);
  });
});

describe('GET /api/audit', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/audit' })).statusCode).toBe(401);
    expect((await audit('', customer.cookie)).status).toBe(403);
  });

  it('lists newest first, a page at a time, filtered by admin, kind of thing and dates; a gone admin shows as null', async () => {
    // Not signed in: their sign-ins would be entries of their own.
    const other = await createUser(t.database.db, 'admin');
    const gone = await createUser(t.database.db, 'admin');
    const day = (date: string) => new Date(`${date}T12:00:00Z`);
    await t.database.db.insert(auditLog).values([
      {
        actorId: other.id,
        action: 'product.update',
        entity: 'product',
        entityId: 'p1',
        details: { name: 'Old Tee' },
        createdAt: day('2020-03-01'),
      },
      { actorId: other.id, action: 'order.status', entity: 'order', entityId: 'o1', createdAt: day('2020-03-02') },
      { actorId: other.id, action: 'order.status', entity: 'order', entityId: 'o2', createdAt: day('2020-03-03') },
      { actorId: gone.id, action: 'user.role', entity: 'user', entityId: 'u1', createdAt: day('2020-03-04') },
    ]);
    expect((await asAdmin('DELETE', `/api/auth/users/${gone.id}`)).statusCode).toBe(200);

    const all = await audit();
    expect(all.status).toBe(200);
    const createdAts = all.body.entries.map((entry) => entry.createdAt);
    expect(createdAts).toEqual([...createdAts].sort().reverse());
    expect(all.body.entries[0]).toMatchObject({ action: 'user.delete', entityId: gone.id });
    expect(all.body.actors.map((actor) => actor._id)).toEqual(expect.arrayContaining([admin.id, other.id]));
    expect(all.body.actors.map((actor) => actor._id)).not.toContain(gone.id);

    const theirs = await audit(`?actorId=${other.id}`);
    expect(theirs.total).toBe(3);
    expect(theirs.body.entries.map((entry) => entry.entityId)).toEqual(['o2', 'o1', 'p1']);
    expect(theirs.body.entries[2]).toMatchObject({ label: 'Old Tee', before: null, after: null, createdAt: '2020-03-01T12:00:00.000Z' });

    const secondPage = await audit(`?actorId=${other.id}&limit=2&page=2`);
    expect(secondPage.total).toBe(3);
    expect(secondPage.body.entries.map((entry) => entry.entityId)).toEqual(['p1']);

    const orders = await audit(`?actorId=${other.id}&entity=order`);
    expect(orders.body.entries.map((entry) => entry.entityId)).toEqual(['o2', 'o1']);

    // A day's `to` runs to its end; a moment's `from` counts from that instant.
    expect((await audit('?from=2020-03-02&to=2020-03-03')).body.entries.map((entry) => entry.entityId)).toEqual(['o2', 'o1']);
    expect((await audit(`?to=2020-03-01`)).body.entries.map((entry) => entry.entityId)).toEqual(['p1']);
    expect((await audit(`?from=2020-03-04T00:00:00%2B02:00&to=2020-03-04`)).body.entries).toMatchObject([
      { entityId: 'u1', actor: null, action: 'user.role' },
    ]);
    expect((await audit('?from=2020-03-04&to=2020-03-04T11:00:00Z')).total).toBe(0);
    expect((await audit('?entity=product&from=&to=&actorId=')).body.entries.every((entry) => entry.entity === 'product')).toBe(true);
  });

  it('names every bad filter', async () => {
    const bad = await t.app.inject({
      url: '/api/audit?actorId=nope&entity=cart&from=yesterday&limit=0',
      headers: { cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(invalidFields(bad.json())).toEqual(['actorId', 'entity', 'from', 'limit']);
    const backwards = await t.app.inject({ url: '/api/audit?from=2024-05-02&to=2024-05-01', headers: { cookie: admin.cookie } });
    expect(backwards.statusCode).toBe(400);
    expect(invalidFields(backwards.json())).toEqual(['to']);
  });

  it('is append-only: no route changes or deletes an entry', async () => {
    const [entry] = (await audit()).body.entries;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/audit', `/api/audit/${entry!._id}`]) {
        const res = await asAdmin(method, url, method === 'DELETE' ? undefined : { action: 'product.delete' });
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
      }
    }
    expect((await audit()).body.entries[0]).toEqual(entry);
  });
});
