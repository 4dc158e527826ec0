import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CODE_MESSAGE } from '@shop/shared/auth.schema';
import { FORMER_CUSTOMER, STAFF_NOT_DELETED_HERE, STORE_CREDIT_BLOCKS_DELETION } from '@shop/shared/privacy.schema';
import {
  addresses,
  auditLog,
  consents,
  contactMessages,
  credits,
  emails,
  orderLines,
  orders,
  passkeys,
  products,
  recoveryCodes,
  restockRequests,
  reviews,
  reviewVotes,
  sessions,
  users,
  wishlistItems,
} from '../../db/schema/index';
import { dataExports } from '../../db/schema/privacy';
import { REAUTH_REQUIRED_CODE, REAUTH_REQUIRED_MESSAGE } from '../../lib/guards';
import { as, signIn, signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { fillAccount, insertGuestOrder, scrubbedAddress, voteHelpful, type FilledAccount } from '../../test/account-fixture';
import { useTestApp } from '../../test/test-app';
import { LAST_OWNER_NOT_DELETED, ORDER_NOT_SHIPPED } from './privacy.service';

const t = useTestApp({ PUBLIC_URL: 'http://shop.test' });
const db = () => t.database.db;

const deleteOwn = (cookie: string, payload: object) =>
  t.app.inject(as(cookie, { method: 'POST', url: '/api/privacy/delete-account', payload }));
const eraseAsStaff = (cookie: string, id: string, payload: object) =>
  t.app.inject(as(cookie, { method: 'POST', url: `/api/privacy/accounts/${id}/erase`, payload }));
const me = (cookie: string) => t.app.inject(as(cookie, { method: 'GET', url: '/api/auth/me' }));
const post = (cookie: string, url: string, payload: object) => t.app.inject(as(cookie, { method: 'POST', url, payload }));
const verifyAddressOf = (userId: string) => db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

/** A customer with data everywhere, signed in twice (a phone and a laptop), and a guest waiting list of their address. */
async function filledCustomer(label: string): Promise<SignedInUser & FilledAccount & { otherCookie: string }> {
  const user = await signedInUser(t);
  const otherCookie = await signIn(t.app, user);
  const filled = await fillAccount(db(), user, label);
  // Joined a waiting list signed out, with the same address.
  await db().insert(restockRequests).values({ productId: filled.productId, color: 'black', size: 'm', email: user.email, userId: null });
  return { ...user, ...filled, otherCookie };
}

/** How many rows of each personal table still name the account or its address. */
async function leftOf(user: { id: string; email: string }) {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    users: await count(db().select().from(users).where(eq(users.id, user.id))),
    addresses: await count(db().select().from(addresses).where(eq(addresses.userId, user.id))),
    sessions: await count(db().select().from(sessions).where(eq(sessions.userId, user.id))),
    passkeys: await count(db().select().from(passkeys).where(eq(passkeys.userId, user.id))),
    recoveryCodes: await count(db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))),
    wishlist: await count(db().select().from(wishlistItems).where(eq(wishlistItems.userId, user.id))),
    waitingLists: await count(
      db()
        .select()
        .from(restockRequests)
        .where(or(eq(restockRequests.userId, user.id), eq(restockRequests.email, user.email))),
    ),
    consents: await count(db().select().from(consents).where(eq(consents.userId, user.id))),
    votes: await count(db().select().from(reviewVotes).where(eq(reviewVotes.userId, user.id))),
    dataExports: await count(db().select().from(dataExports).where(eq(dataExports.userId, user.id))),
    contactMessages: await count(db().select().from(contactMessages).where(eq(contactMessages.email, user.email))),
    emails: await count(db().select().from(emails).where(eq(emails.to, user.email))),
    orders: await count(
      db()
        .select()
        .from(orders)
        .where(or(eq(orders.userId, user.id), eq(orders.email, user.email))),
    ),
  };
}

const NOTHING_LEFT = {
  users: 0,
  addresses: 0,
  sessions: 0,
  passkeys: 0,
  recoveryCodes: 0,
  wishlist: 0,
  waitingLists: 0,
  consents: 0,
  votes: 0,
  dataExports: 0,
  contactMessages: 0,
  emails: 0,
  orders: 0,
};

let neighbour: SignedInUser & FilledAccount & { otherCookie: string };
let owner: SignedInUser;

beforeAll(async () => {
  neighbour = await filledCustomer('Nell');
  owner = await signedInUser(t, 'admin');
});

describe('a customer deleting their own account', () => {
  it('is refused with a wrong password, and nothing changes', async () => {
    const ana = await filledCustomer('Ana');
    const res = await deleteOwn(ana.cookie, { password: 'not-my-password', reviews: 'anonymise' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/password/i);
    expect((await me(ana.cookie)).statusCode).toBe(200);
    expect((await leftOf(ana)).users).toBe(1);
  });

  it('asks for the password and a choice for the reviews', async () => {
    const ana = await filledCustomer('Ana');
    const res = await deleteOwn(ana.cookie, {});
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['password', 'reviews']);

    const both = await deleteOwn(ana.cookie, { password: ana.password, code: '123456', reviews: 'delete' });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual([expect.objectContaining({ path: 'code' })]);
    expect((await leftOf(ana)).users).toBe(1);
  });

  it('takes a code of the two-step sign-in instead of the password, and refuses a wrong one', async () => {
    const gil = await signedInUser(t);
    const setup = await post(gil.cookie, '/api/auth/two-factor/setup', { password: gil.password });
    const { secret } = setup.json() as { secret: string };
    expect((await post(gil.cookie, '/api/auth/two-factor/enable', { code: await generate({ secret }) })).statusCode).toBe(200);

    const wrong = await deleteOwn(gil.cookie, { code: '000000', reviews: 'delete' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WRONG_CODE_MESSAGE);
    expect((await me(gil.cookie)).statusCode).toBe(200);

    // The code of the next step: the one enable took is not accepted twice.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const res = await deleteOwn(gil.cookie, { code: next, reviews: 'delete' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(gil.cookie)).statusCode).toBe(401);
    expect(await leftOf(gil)).toEqual(NOTHING_LEFT);
  });

  it('refuses a code from an account without two-step sign-in', async () => {
    const hal = await signedInUser(t);
    const res = await deleteOwn(hal.cookie, { code: '123456', reviews: 'delete' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WRONG_CODE_MESSAGE);
    expect((await leftOf(hal)).users).toBe(1);
  });

  it('takes a proof made through re-authentication in the last ten minutes, and asks again after', async () => {
    const ivy = await signedInUser(t);
    await db()
      .update(sessions)
      .set({ provedAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.userId, ivy.id));
    const stale = await deleteOwn(ivy.cookie, { recentProof: true, reviews: 'anonymise' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({ message: REAUTH_REQUIRED_MESSAGE, code: REAUTH_REQUIRED_CODE });
    expect((await me(ivy.cookie)).statusCode).toBe(200);

    expect((await post(ivy.cookie, '/api/auth/reauthenticate', { password: ivy.password })).statusCode).toBe(200);
    const res = await deleteOwn(ivy.cookie, { recentProof: true, reviews: 'anonymise' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await leftOf(ivy)).toEqual(NOTHING_LEFT);
  });

  it("scrubs the guest orders placed with the verified address, in any case, and leaves another address's alone", async () => {
    const jo = await filledCustomer('Jo');
    await verifyAddressOf(jo.id);
    const guest = await insertGuestOrder(db(), jo.email.toUpperCase(), 'Jo');
    const stranger = await insertGuestOrder(db(), `stranger-${Date.now()}@shop.test`, 'Kim');
    const strangerBefore = await orderRow(stranger.id);

    const res = await deleteOwn(jo.cookie, { password: jo.password, reviews: 'anonymise' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(guest.id)).toMatchObject({
      userId: null,
      email: `deleted-${guest.orderRef.toLowerCase()}@invalid`,
      totalCents: 3740,
      shippingAddress: scrubbedAddress({ state: 'NY', postalCode: '10001', country: 'US' }),
    });
    expect(await db().select({ name: orderLines.name }).from(orderLines).where(eq(orderLines.orderId, guest.id))).toEqual([
      { name: 'Jo Scarf' },
    ]);
    expect(await orderRow(stranger.id)).toEqual(strangerBefore);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.erase-own'), eq(auditLog.entityId, jo.id)));
    expect(entry?.details).toMatchObject({ ordersKept: 2 });
  });

  it('leaves the guest orders of an address never proved, and waits for a proved one to ship', async () => {
    const kit = await filledCustomer('Kit');
    const unproved = await insertGuestOrder(db(), kit.email, 'Kit');
    expect((await deleteOwn(kit.cookie, { password: kit.password, reviews: 'delete' })).statusCode).toBe(200);
    // Anyone may register an address they do not hold: its guest orders are not theirs to scrub.
    expect(await orderRow(unproved.id)).toMatchObject({ email: kit.email, shippingAddress: unproved.address });

    const lee = await filledCustomer('Lee');
    await verifyAddressOf(lee.id);
    const waiting = await insertGuestOrder(db(), lee.email, 'Lee');
    await db().update(orders).set({ status: 'processing' }).where(eq(orders.id, waiting.id));
    const refused = await deleteOwn(lee.cookie, { password: lee.password, reviews: 'delete' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ORDER_NOT_SHIPPED);
    expect(await orderRow(waiting.id)).toMatchObject({ email: lee.email, shippingAddress: waiting.address });
  });

  it('takes the personal data, signs out everywhere, keeps the orders scrubbed and the reviews under no name', async () => {
    const ana = await filledCustomer('Ana');
    await voteHelpful(db(), ana.id, neighbour.reviewId);
    await db().insert(dataExports).values({ userId: ana.id });
    const orderBefore = (await db().select().from(orders).where(eq(orders.id, ana.orderId)))[0]!;
    const creditIds = (await db().select({ id: credits.id }).from(credits).where(eq(credits.userId, ana.id))).map((row) => row.id);
    const linesBefore = await db().select().from(orderLines).where(eq(orderLines.orderId, ana.orderId)).orderBy(orderLines.position);

    const res = await deleteOwn(ana.cookie, { password: ana.password, reviews: 'anonymise' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/account is deleted/);
    expect(String(res.headers['set-cookie'])).toMatch(/shop_session=;.*Expires=Thu, 01 Jan 1970/);

    // Both browsers are signed out: the old cookies name no session.
    expect((await me(ana.cookie)).statusCode).toBe(401);
    expect((await me(ana.otherCookie)).statusCode).toBe(401);
    expect(await leftOf(ana)).toEqual(NOTHING_LEFT);

    // The order stays for the accounts: lines and totals as they were, the person gone.
    const [order] = await db().select().from(orders).where(eq(orders.id, ana.orderId));
    expect(order).toMatchObject({
      userId: null,
      email: `deleted-${ana.orderRef.toLowerCase()}@invalid`,
      subtotalCents: orderBefore.subtotalCents,
      taxCents: orderBefore.taxCents,
      shippingCents: orderBefore.shippingCents,
      totalCents: orderBefore.totalCents,
      status: 'completed',
      paymentStatus: 'paid',
      shippingAddress: scrubbedAddress({ state: 'CA', postalCode: '94110', country: 'US' }),
    });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, ana.orderId)).orderBy(orderLines.position);
    expect(lines.map(({ giftCard: _giftCard, ...line }) => line)).toEqual(linesBefore.map(({ giftCard: _giftCard, ...line }) => line));
    expect(lines[1]!.giftCard).toEqual({ to: 'friend@example.com', toName: 'Friend', from: null, message: null, sendOn: null });
    const orderText = JSON.stringify({ order, lines });
    for (const gone of [ana.email, ana.address.line1, ana.address.city, ana.address.phone, ana.address.name, 'Ana Sender'])
      expect(orderText).not.toContain(gone);
    // Staff still open it, and list it, without its street and city.
    const scrubbed = {
      email: `deleted-${ana.orderRef.toLowerCase()}@invalid`,
      shippingAddress: { name: 'Deleted customer', line1: '', city: '' },
    };
    const opened = await t.app.inject(as(owner.cookie, { method: 'GET', url: `/api/orders/order/${ana.orderRef}` }));
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject(scrubbed);
    const listed = await t.app.inject(as(owner.cookie, { method: 'GET', url: `/api/orders?search=${ana.orderRef}` }));
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject([scrubbed]);

    // Store credit stays with the orders it paid, with no address.
    const credit = await db().select().from(credits).where(inArray(credits.id, creditIds));
    expect(credit.map(({ userId, email }) => ({ userId, email }))).toEqual([{ userId: null, email: null }]);

    // The review is kept, under no name; the neighbour's account and data are untouched.
    const [review] = await db().select().from(reviews).where(eq(reviews.id, ana.reviewId));
    expect(review).toMatchObject({ userId: null, comment: 'Ana says it fits well' });
    const shown = await t.app.inject({ method: 'GET', url: `/api/reviews?productId=${ana.productId}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().reviews).toEqual([
      expect.objectContaining({ comment: 'Ana says it fits well', userId: { _id: null, username: FORMER_CUSTOMER, profileImage: null } }),
    ]);
    expect((await db().select().from(products).where(eq(products.id, ana.productId)))[0]).toMatchObject({ reviewCount: 1, rating: 4 });
    expect((await me(neighbour.cookie)).statusCode).toBe(200);
    expect(await leftOf(neighbour)).toMatchObject({ users: 1, addresses: 1, wishlist: 1, consents: 1, orders: 1, waitingLists: 2 });

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.erase-own'), eq(auditLog.entityId, ana.id)));
    expect(entry).toMatchObject({ actorId: null, permission: null, details: { by: 'customer', reviews: 'anonymise', ordersKept: 1 } });
    expect(JSON.stringify(entry)).not.toContain(ana.email);
  });

  it('deletes the reviews when asked, and the product counts them no more', async () => {
    const ben = await filledCustomer('Ben');
    await db().insert(reviewVotes).values({ reviewId: ben.reviewId, userId: neighbour.id });
    const res = await deleteOwn(ben.cookie, { password: ben.password, reviews: 'delete' });
    expect(res.statusCode).toBe(200);
    expect(await db().select().from(reviews).where(eq(reviews.id, ben.reviewId))).toEqual([]);
    expect((await db().select().from(products).where(eq(products.id, ben.productId)))[0]).toMatchObject({ reviewCount: 0, rating: 0 });
    expect(await leftOf(ben)).toEqual(NOTHING_LEFT);
  });

  it('is refused while store credit is left to spend, or a paid order has not shipped', async () => {
    const cy = await filledCustomer('Cy');
    await db().update(credits).set({ balanceCents: 400 }).where(eq(credits.userId, cy.id));
    const refused = await deleteOwn(cy.cookie, { password: cy.password, reviews: 'delete' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STORE_CREDIT_BLOCKS_DELETION);
    expect((await leftOf(cy)).users).toBe(1);

    await db().update(credits).set({ balanceCents: 0 }).where(eq(credits.userId, cy.id));
    await db().update(orders).set({ status: 'processing' }).where(eq(orders.id, cy.orderId));
    const waiting = await deleteOwn(cy.cookie, { password: cy.password, reviews: 'delete' });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(ORDER_NOT_SHIPPED);
    expect((await me(cy.cookie)).statusCode).toBe(200);
  });

  it('is not how staff leave', async () => {
    const res = await deleteOwn(owner.cookie, { password: owner.password, reviews: 'delete' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(STAFF_NOT_DELETED_HERE);
  });
});

describe("staff deleting a customer's account at their request", () => {
  it('deletes it as the customer would, and audits who did it and why', async () => {
    const dee = await filledCustomer('Dee');
    const res = await eraseAsStaff(owner.cookie, dee.id, { reason: 'Asked by email on 30 Nov', reviews: 'delete' });
    expect(res.statusCode).toBe(200);
    expect(await leftOf(dee)).toEqual(NOTHING_LEFT);
    expect((await me(dee.cookie)).statusCode).toBe(401);
    expect((await db().select().from(orders).where(eq(orders.id, dee.orderId)))[0]).toMatchObject({
      email: `deleted-${dee.orderRef.toLowerCase()}@invalid`,
      totalCents: 8600,
    });

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.erase'), eq(auditLog.entityId, dee.id)));
    expect(entry).toMatchObject({
      actorId: owner.id,
      permission: 'customers.delete',
      details: { by: 'staff', reason: 'Asked by email on 30 Nov', reviews: 'delete', ordersKept: 1 },
    });
  });

  it('needs a reason, and the permission', async () => {
    const eve = await filledCustomer('Eve');
    const noReason = await eraseAsStaff(owner.cookie, eve.id, { reason: ' ', reviews: 'delete' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([expect.objectContaining({ path: 'reason' })]);
    const support = await signedInUser(t, 'admin', { staffRole: 'support' });
    expect((await eraseAsStaff(support.cookie, eve.id, { reason: 'Asked', reviews: 'delete' })).statusCode).toBe(403);
    expect((await eraseAsStaff(neighbour.cookie, eve.id, { reason: 'Asked', reviews: 'delete' })).statusCode).toBe(403);
    expect((await leftOf(eve)).users).toBe(1);
  });

  it('refuses staff accounts, and never deletes the last owner', async () => {
    const manager = await signedInUser(t, 'admin', { staffRole: 'manager' });
    const packer = await signedInUser(t, 'admin', { staffRole: 'fulfilment' });
    const staff = await eraseAsStaff(manager.cookie, packer.id, { reason: 'Leaving', reviews: 'delete' });
    expect(staff.statusCode).toBe(409);
    expect(staff.json().message).toBe(STAFF_NOT_DELETED_HERE);

    const owners = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.staffRole, 'owner')));
    expect(owners.map((row) => row.id)).toEqual([owner.id]);
    const lastOwner = await eraseAsStaff(manager.cookie, owner.id, { reason: 'Asked', reviews: 'delete' });
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().message).toBe(LAST_OWNER_NOT_DELETED);
    expect(
      await db()
        .select()
        .from(users)
        .where(inArray(users.id, [owner.id, packer.id])),
    ).toHaveLength(2);
  });

  it('answers 404 for an account that is not there', async () => {
    const res = await eraseAsStaff(owner.cookie, '00000000-0000-4000-8000-000000000001', { reason: 'Asked', reviews: 'delete' });
    expect(res.statusCode).toBe(404);
  });
});
