import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../db/schema/index';
import { signIn } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { buyInTestMode, CHECKOUT_TEST_SETTINGS } from '../../test/shop-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';

const mailed = useTestAppWithSmtp({ ...CHECKOUT_TEST_SETTINGS, SHOP_NAME: 'Test Threads' });
let tee: string;

beforeAll(async () => {
  const [row] = await insertProducts(mailed.t.database.db, [{ name: 'Field Tee', colors: ['black'], sizes: ['m'], priceCents: 2999 }]);
  tee = row!.id;
});

const inject = (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
  mailed.t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const me = (cookie: string) => inject('GET', '/api/auth/me', undefined, cookie);
const myOrders = async (cookie: string) =>
  (await inject('GET', '/api/orders/mine', undefined, cookie)).json().orders as { orderId: string }[];
const guestOrders = (cookie?: string) => inject('GET', '/api/auth/guest-orders', undefined, cookie);
const claim = (orderIds: string[], cookie?: string) => inject('POST', '/api/auth/guest-orders/claim', { orderIds }, cookie);

/** The newest verification mail to `to`, once it has arrived, and its link's token. */
async function verificationMailed(to: string) {
  const of = () => mailed.smtp.caught.filter((mail) => mail.to.includes(to) && /verify your email/.test(mail.subject));
  await expect.poll(() => of().length, { timeout: 10_000 }).toBeGreaterThan(0);
  const mail = of().at(-1)!;
  return { mail, token: /verify-email\?token=([\w-]+)/.exec(mail.text)![1]! };
}

/** A guest buys with `email`; answers the order's id and reference. */
async function guestOrder(email: string) {
  const sessionId = await buyInTestMode(mailed.t.app, [{ _id: tee, color: 'black', size: 'm', quantity: 1 }], { email });
  await inject('POST', '/api/orders/confirm-payment', { session_id: sessionId });
  const rows = await mailed.t.database.db.select().from(orders).where(eq(orders.email, email)).orderBy(orders.createdAt);
  return rows.at(-1)!;
}

async function register(email: string, username: string, password: string) {
  const res = await inject('POST', '/api/auth/register', { username, email, password });
  expect(res.statusCode).toBe(201);
  return signIn(mailed.t.app, { email, password });
}

describe("a stranger who registers a guest's address first", () => {
  it("loses the session when the owner verifies it signed out, and never sees the guest's orders", async () => {
    const email = `guest-${Date.now()}@example.com`;
    const order = await guestOrder(email);
    const password = 'quince-lantern-harbour';
    const stranger = await register(email, 'Mallory Takes', password);

    expect(await myOrders(stranger)).toEqual([]);
    expect((await guestOrders(stranger)).json()).toEqual({ count: 0, orders: [] });
    expect((await claim([order.id], stranger)).statusCode).toBe(403);

    // The owner opens the link, signed out: every session of the account ends.
    const { mail, token } = await verificationMailed(email);
    expect(mail.text).not.toContain('Mallory');
    expect(mail.html).not.toContain('Mallory');
    expect((await inject('POST', '/api/auth/verify-email', { token })).statusCode).toBe(200);
    expect((await me(stranger)).statusCode).toBe(401);

    // Signed in again, the account still holds none of the guest's orders until they are claimed.
    const owner = await signIn(mailed.t.app, { email, password });
    expect(await myOrders(owner)).toEqual([]);
    const shown = await mailed.t.app.inject({ url: `/api/orders/order/${order.id}`, headers: { cookie: owner } });
    expect(shown.statusCode).toBe(404);
  });

  it("keeps the verifying browser's own session and ends the others", async () => {
    const email = `keep-${Date.now()}@example.com`;
    const password = 'quince-lantern-harbour';
    const here = await register(email, 'Ana', password);
    const elsewhere = await signIn(mailed.t.app, { email, password });
    const { token } = await verificationMailed(email);
    expect((await inject('POST', '/api/auth/verify-email', { token }, here)).statusCode).toBe(200);
    expect((await me(here)).json().user.emailVerified).toBe(true);
    expect((await me(elsewhere)).statusCode).toBe(401);
  });
});

describe('guest orders of a verified address', () => {
  it('are listed and join the account only when claimed, with an audit entry each', async () => {
    const email = `claim-${Date.now()}@example.com`;
    const first = await guestOrder(email);
    const second = await guestOrder(email);
    const password = 'quince-lantern-harbour';
    const cookie = await register(email, 'Bea', password);
    const { token } = await verificationMailed(email);
    expect((await inject('POST', '/api/auth/verify-email', { token }, cookie)).statusCode).toBe(200);

    const listed = await guestOrders(cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json()).toEqual({
      count: 2,
      orders: [second, first].map((row) => ({
        _id: row.id,
        orderId: row.orderId,
        createdAt: row.createdAt.toISOString(),
        total: row.totalCents / 100,
      })),
    });
    // Nothing but what the owner needs to recognise them: no address, no phone, no lines.
    expect(listed.body).not.toMatch(/phone|line1|Ada Buyer/);
    expect(await myOrders(cookie)).toEqual([]);

    const claimed = await claim([first.id], cookie);
    expect(claimed.json()).toEqual({ message: '1 order was added to your account.', claimed: 1 });
    expect((await myOrders(cookie)).map((row) => row.orderId)).toEqual([first.orderId]);
    expect((await guestOrders(cookie)).json().count).toBe(1);
    const entries = await mailed.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.claim'), eq(auditLog.entityId, first.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: 'order', details: { orderId: first.orderId, email } });

    // Claimed once: asking again adds nothing.
    expect((await claim([first.id], cookie)).json()).toEqual({ message: 'These orders are no longer waiting to be added.', claimed: 0 });
  });

  it("cannot claim another address's guest orders, and refuses bad input and the signed out", async () => {
    const other = await guestOrder(`other-${Date.now()}@example.com`);
    const email = `claimer-${Date.now()}@example.com`;
    const cookie = await register(email, 'Cy', 'quince-lantern-harbour');
    const { token } = await verificationMailed(email);
    await inject('POST', '/api/auth/verify-email', { token }, cookie);

    expect((await claim([other.id], cookie)).json().claimed).toBe(0);
    expect((await mailed.t.database.db.select().from(orders).where(eq(orders.id, other.id)))[0]!.userId).toBeNull();
    expect((await claim([], cookie)).statusCode).toBe(400);
    expect((await claim(['not-an-id'], cookie)).statusCode).toBe(400);
    expect((await claim([other.id])).statusCode).toBe(401);
    expect((await guestOrders()).statusCode).toBe(401);
  });
});
