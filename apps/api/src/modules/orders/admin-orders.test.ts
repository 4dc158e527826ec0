import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emails, orders } from '../../db/schema/index';
import { useSignedInUsers } from '../../test/auth-helpers';
import { invalidFields } from '../../test/error-answers';
import { insertProducts } from '../../test/fixtures';
import { buyInTestMode, CHECKOUT_TEST_SETTINGS } from '../../test/shop-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';

// The mail goes out over SMTP to a stand-in: the outbox empties a message's body once it is sent.
const { t, smtp } = useTestAppWithSmtp(CHECKOUT_TEST_SETTINGS);
const { admin, customer } = useSignedInUsers(t, { admin: 'admin', customer: 'user' });

const asAdmin = (url: string, cookie = admin.cookie) => t.app.inject({ url, headers: { cookie } });
const refs = (res: { json(): unknown }) => (res.json() as { orderId: string }[]).map((order) => order.orderId);

describe('the admin list of orders', () => {
  /** A word in this test's order references and emails only, so that a search finds just them. */
  const word = randomBytes(4).toString('hex').toUpperCase();
  const ref = (n: number) => `ORD-${word}${n}`;
  type NewOrder = typeof orders.$inferInsert;
  const order = (n: number, values: Pick<NewOrder, 'status' | 'paymentStatus'>, minutesAgo: number): NewOrder => ({
    orderId: ref(n),
    email: `buyer${n}-${word.toLowerCase()}@example.com`,
    provider: 'test',
    subtotalCents: 1000,
    taxCents: 60,
    totalCents: 1060,
    ...values,
    updatedAt: new Date(Date.now() - minutesAgo * 60_000),
  });

  beforeAll(async () => {
    await t.database.db.insert(orders).values([
      order(1, { status: 'pending', paymentStatus: 'paid' }, 1),
      order(2, { status: 'processing', paymentStatus: 'paid' }, 2),
      order(3, { status: 'shipped', paymentStatus: 'paid' }, 3),
      order(4, { status: 'shipped', paymentStatus: 'refunded' }, 4),
      order(5, { status: 'pending', paymentStatus: 'flagged' }, 5),
      // An unpaid checkout and an abandoned one: in the list only when asked for.
      order(6, { status: 'pending', paymentStatus: 'pending' }, 6),
      order(7, { status: 'pending', paymentStatus: 'expired' }, 7),
    ]);
  });

  it('searches by part of the order reference or of the email, in any case, newest change first', async () => {
    const all = await asAdmin(`/api/orders?search=${word.toLowerCase()}`);
    expect(all.statusCode).toBe(200);
    expect(refs(all)).toEqual([ref(1), ref(2), ref(3), ref(4), ref(5)]);
    expect(all.headers['x-total-count']).toBe('5');
    expect(refs(await asAdmin(`/api/orders?search=${ref(3).toLowerCase()}`))).toEqual([ref(3)]);
    expect(refs(await asAdmin(`/api/orders?search=BUYER2-${word}`))).toEqual([ref(2)]);
    expect(refs(await asAdmin(`/api/orders?search=${encodeURIComponent(`buyer_-${word}`)}`))).toEqual([]);
  });

  it('filters by status and by payment status, together with the search', async () => {
    expect(refs(await asAdmin(`/api/orders?search=${word}&status=shipped`))).toEqual([ref(3), ref(4)]);
    expect(refs(await asAdmin(`/api/orders?search=${word}&paymentStatus=refunded`))).toEqual([ref(4)]);
    expect(refs(await asAdmin(`/api/orders?search=${word}&status=shipped&paymentStatus=paid`))).toEqual([ref(3)]);
    expect(refs(await asAdmin(`/api/orders?search=${word}&paymentStatus=pending`))).toEqual([ref(6)]);
    expect(refs(await asAdmin(`/api/orders?search=${word}&paymentStatus=expired`))).toEqual([ref(7)]);
    // `attention` still means the flagged ones.
    expect(refs(await asAdmin(`/api/orders?search=${word}&attention=true`))).toEqual([ref(5)]);
    // Empty values are no filter, as a form sends them.
    expect(refs(await asAdmin(`/api/orders?search=${word}&status=&paymentStatus=`))).toHaveLength(5);
  });

  it('pages from the server, with the count of every match in X-Total-Count', async () => {
    const second = await asAdmin(`/api/orders?search=${word}&limit=2&page=2`);
    expect(refs(second)).toEqual([ref(3), ref(4)]);
    expect(second.headers['x-total-count']).toBe('5');
    const past = await asAdmin(`/api/orders?search=${word}&limit=2&page=9`);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('5');
  });

  it('answers 400 naming the bad filter, and 403 to a customer', async () => {
    for (const [query, field] of [
      ['paymentStatus=lost', 'paymentStatus'],
      ['status=lost', 'status'],
      [`search=${'x'.repeat(255)}`, 'search'],
      ['limit=0', 'limit'],
      ['page=0', 'page'],
    ]) {
      const res = await asAdmin(`/api/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(invalidFields(res.json()), query).toContain(field);
    }
    expect((await asAdmin('/api/orders', customer.cookie)).statusCode).toBe(403);
  });
});

describe('changing an order’s status', () => {
  it('mails the customer through the outbox at every change, forwards and back, and not when nothing changes', async () => {
    const [tee] = await insertProducts(t.database.db, [{ name: 'Mail Tee', colors: ['black'], sizes: ['m'], priceCents: 2500 }]);
    const session = await buyInTestMode(t.app, [{ _id: tee!.id, color: 'black', size: 'm', quantity: 1 }], { cookie: customer.cookie });
    const paid = (await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: session } })).json()
      .order as { _id: string; orderId: string };
    const statusMail = () =>
      t.database.db
        .select()
        .from(emails)
        .where(like(emails.dedupeKey, `order-status:${paid._id}:%`))
        .orderBy(emails.createdAt);
    const move = (status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/orders/update-order-status/${paid._id}`,
        payload: { status },
        headers: { cookie: admin.cookie },
      });

    const steps = ['processing', 'shipped', 'completed', 'processing', 'pending'];
    for (const [index, status] of steps.entries()) {
      const res = await move(status);
      expect(res.statusCode, status).toBe(200);
      const mail = await statusMail();
      expect(mail, status).toHaveLength(index + 1);
      const subject = `${paid.orderId} is ${status}`;
      expect(mail.at(-1), status).toMatchObject({ to: customer.email, subject: expect.stringContaining(subject) });
      const delivered = await smtp.received((sent) => sent.subject.includes(subject));
      expect(delivered.to, status).toEqual([customer.email]);
      expect(delivered.text, status).toContain(`Order ${paid.orderId} is now ${status}.`);
    }
    expect((await move('pending')).statusCode).toBe(200);
    expect(await statusMail()).toHaveLength(steps.length);
  });
});
