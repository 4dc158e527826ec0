import { eq, like, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { emails, mailOptOuts, orders, productTranslations } from '../../db/schema/index';
import { as, useSignedInUsers } from '../../test/auth-helpers';
import { insertProducts, trackedStock } from '../../test/fixtures';
import { CHECKOUT_TEST_SETTINGS, TEST_ADDRESS } from '../../test/shop-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';

const { t, smtp } = useTestAppWithSmtp({ ...CHECKOUT_TEST_SETTINGS, CHECKOUT_EXPIRY_HOURS: '1', CHECKOUT_REMINDER_HOURS: '4' });
const users = useSignedInUsers(t, { admin: 'admin' });
const HOUR = 3_600_000;

let productId: string;
let guest: string;
let guests = 0;

beforeEach(async () => {
  await t.app.services.mailer.deliverDue();
  smtp.caught.length = 0;
  guest = `guest${++guests}@example.com`;
  const [product] = await insertProducts(t.database.db, [{ name: 'Field Tee', priceCents: 3000, ...trackedStock({ 'black/m': 10 }) }]);
  productId = product!.id;
});

const checkout = async (email: string, remindMe?: boolean) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    payload: {
      products: [{ _id: productId, color: 'black', size: 'm', quantity: 2 }],
      email,
      ...(remindMe === undefined ? {} : { remindMe }),
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as string;
};
/** Pays in test mode, and the return page confirms it. */
const pay = async (sessionId: string) => {
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/orders/test-checkout/${sessionId}/pay`,
    payload: { shippingAddress: TEST_ADDRESS },
  });
  expect(paid.statusCode).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/confirm-payment',
    payload: { session_id: sessionId },
    remoteAddress: `10.1.0.${guests}`,
  });
};
const orderOf = async (sessionId: string) => (await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId)))[0]!;
/** Moves the clock: the checkouts expire, and the reminders due by then go. */
const later = async (hours: number) => {
  const now = new Date(Date.now() + hours * HOUR);
  await t.app.services.orders.expireAbandoned(now);
  // Expiring stamps the time it ran: the reminder's delay counts from then.
  await t.database.db
    .update(orders)
    .set({ updatedAt: new Date(now.getTime() - 0) })
    .where(eq(orders.paymentStatus, 'expired'));
  return t.app.services.checkoutReminders.remindDue(new Date(now.getTime() + 4 * HOUR));
};
const remindersTo = async (email: string) =>
  (await t.database.db.select().from(emails).where(like(emails.dedupeKey, 'checkout-reminder:%'))).filter((mail) => mail.to === email);

describe('a checkout left unpaid', () => {
  it('gets exactly one reminder when the shopper asked, with its lines, total and a link that restores the bag', async () => {
    const session = await checkout(guest, true);
    await checkout(`other-${guest}`);
    await later(2);
    await Promise.all([t.app.services.checkoutReminders.remindDue(new Date(Date.now() + 7 * HOUR)), later(3)]);

    expect(await remindersTo(guest)).toHaveLength(1);
    expect(await remindersTo(`other-${guest}`)).toHaveLength(0);
    expect((await orderOf(session)).remindedAt).not.toBeNull();

    const mail = await smtp.received((caught) => caught.to[0] === guest);
    expect(mail.subject).toBe('You left something in your bag');
    expect(mail.text).toContain('2 x Field Tee (black, M)  $60.00');
    expect(mail.text).toMatch(/Total at checkout: \$6\d\.\d\d/);
    expect(mail.headerLines['list-unsubscribe']).toMatch(/^<http:\/\/shop\.test\/api\/unsubscribe\/c\./);
    const token = /\/restore-bag\/([\w.-]+)/.exec(mail.text)![1]!;
    const restored = await t.app.inject({ method: 'GET', url: `/api/orders/restore/${token}` });
    expect(restored.json()).toEqual({
      products: [expect.objectContaining({ _id: productId, name: 'Field Tee', price: 30, color: 'black', size: 'm', quantity: 2 })],
      dropped: [],
    });
    // From a French page, under the brand's French name.
    await t.database.db.insert(productTranslations).values({ productId, language: 'fr', name: 'T-shirt des champs' });
    const inFrench = await t.app.inject({ method: 'GET', url: `/api/orders/restore/${token}?lang=fr` });
    expect(inFrench.json().products.map((line: { name: string }) => line.name)).toEqual(['T-shirt des champs']);
    // The unsubscribe token does not restore, nor a forged one.
    const unsubscribe = /\/unsubscribe\/([\w.-]+)/.exec(mail.text)![1]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/restore/${unsubscribe}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` })).statusCode).toBe(404);
  });

  it('is not reminded before the delay, once paid, or after a later checkout', async () => {
    const paid = await checkout(guest, true);
    expect((await pay(paid)).statusCode).toBe(200);
    const first = await checkout(`second-${guest}`, true);
    await checkout(`second-${guest}`, false);
    const waiting = await checkout(`third-${guest}`, true);
    await t.app.services.orders.expireAbandoned(new Date(Date.now() + 2 * HOUR));
    // Expired a moment ago: its reminder waits four hours.
    await t.app.services.checkoutReminders.remindDue(new Date(Date.now() + 2 * HOUR));
    expect((await orderOf(waiting)).remindedAt).toBeNull();
    await later(2);
    expect(await remindersTo(guest)).toHaveLength(0);
    expect((await orderOf(first)).remindedAt).toBeNull();
    expect(await remindersTo(`third-${guest}`)).toHaveLength(1);
  });

  it('is not reminded after the address unsubscribed, from the link of an earlier reminder', async () => {
    await checkout(guest, true);
    await later(2);
    const mail = await smtp.received((caught) => caught.to[0] === guest);
    const token = /\/unsubscribe\/([\w.-]+)/.exec(mail.text)![1]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` })).json()).toEqual({
      kind: 'checkout-reminders',
      title: 'Stop checkout reminders',
      detail: `${guest} will get no reminder about a checkout left unpaid.`,
      done: false,
    });
    expect((await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${token}` })).json().done).toBe(true);
    expect(await t.database.db.select().from(mailOptOuts).where(eq(mailOptOuts.email, guest))).toHaveLength(1);

    await checkout(guest, true);
    await later(4);
    expect(await remindersTo(guest)).toHaveLength(1);
  });
});

describe('the admin', () => {
  it('sees checkouts abandoned, reminded and recovered, and the revenue recovered', async () => {
    await t.database.db.delete(orders).where(sql`true`);
    await checkout(guest, true);
    await checkout(`quiet-${guest}`);
    await later(2);
    const recovered = await checkout(guest);
    expect((await orderOf(recovered)).recoveredFrom).not.toBeNull();
    expect((await pay(recovered)).statusCode).toBe(200);
    const total = (await orderOf(recovered)).totalCents;

    const res = await t.app.inject(as(users.admin.cookie, { method: 'GET', url: '/api/orders/checkout-recovery' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().current).toEqual({ abandoned: 2, reminded: 1, recovered: 1, recoveredCents: total });
    expect(res.json().previous).toEqual({ abandoned: 0, reminded: 0, recovered: 0, recoveredCents: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/checkout-recovery' })).statusCode).toBe(401);
  });
});
