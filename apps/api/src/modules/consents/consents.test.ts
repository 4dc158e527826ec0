/**
 * Email preferences through the real HTTP stack: each kind granted with its words and date and
 * withdrawn with its history kept, what each change does to the mail of its kind (waiting lists
 * left, an address opted out of checkout reminders), the consents that other actions record,
 * and the same preferences opened by a mail's unsubscribe link without signing in.
 */
import { CHECKOUT_REMINDER_CONSENT } from '@shop/shared/cart';
import {
  CHECKOUT_REMINDERS_WORDING,
  CONSENT_KINDS,
  consentWording,
  RESTOCK_ALERTS_WORDING,
  WISHLIST_ALERTS_WORDING,
  type ConsentKind,
} from '@shop/shared/consent.schema';
import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { consents, emails, mailOptOuts, orders, restockRequests } from '../../db/schema/index';
import { as, signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts, trackedStock } from '../../test/fixtures';
import { CHECKOUT_TEST_SETTINGS } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';
import { unsubscribeToken } from '../mail';

const t = useTestApp({ ...CHECKOUT_TEST_SETTINGS, CHECKOUT_EXPIRY_HOURS: '1', CHECKOUT_REMINDER_HOURS: '4' });
const HOUR = 3_600_000;

let productId: string;
let guests = 0;
let calls = 0;
/** Each call from an address of its own: joining a list allows ten an address. */
const nextAddress = () => `10.9.${Math.floor(++calls / 250)}.${calls % 250}`;

beforeEach(async () => {
  const [product] = await insertProducts(t.database.db, [
    { name: 'Boxy Tee', priceCents: 3000, ...trackedStock({ 'black/l': 0, 'black/m': 50 }) },
  ]);
  productId = product!.id;
});

const newGuest = () => `guest${++guests}-${Date.now()}@example.com`;
const getConsents = (cookie?: string) => t.app.inject(as(cookie, { method: 'GET', url: '/api/consents' }));
const setConsent = (cookie: string | undefined, kind: string, on: unknown) =>
  t.app.inject(as(cookie, { method: 'PUT', url: `/api/consents/${kind}`, payload: { on } }));
const consentOf = async (cookie: string, kind: ConsentKind) =>
  ((await getConsents(cookie)).json().consents as { kind: string }[]).find((consent) => consent.kind === kind);
const historyOf = (userId: string, kind: ConsentKind) =>
  t.database.db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, kind)))
    .orderBy(asc(consents.grantedAt));

const join = (payload: object, cookie?: string) =>
  t.app.inject(
    as(cookie, { method: 'POST', url: '/api/waitlist', payload: { productId, color: 'black', ...payload }, remoteAddress: nextAddress() }),
  );
const waitingOf = (where: { email?: string; userId?: string }) =>
  t.database.db
    .select()
    .from(restockRequests)
    .where(
      and(
        isNull(restockRequests.notifiedAt),
        where.email ? eq(restockRequests.email, where.email) : undefined,
        where.userId ? eq(restockRequests.userId, where.userId) : undefined,
      ),
    );

const checkout = async (payload: object, cookie?: string) => {
  const res = await t.app.inject(
    as(cookie, {
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      payload: { products: [{ _id: productId, color: 'black', size: 'm', quantity: 1 }], ...payload },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
};
/** The checkouts expire, and the reminders due by then go; answers how many went. */
async function remindDue(): Promise<number> {
  const now = new Date(Date.now() + 2 * HOUR);
  await t.app.services.orders.expireAbandoned(now);
  await t.database.db.update(orders).set({ updatedAt: now }).where(eq(orders.paymentStatus, 'expired'));
  return t.app.services.checkoutReminders.remindDue(new Date(now.getTime() + 4 * HOUR));
}
const remindersTo = async (email: string) =>
  (await t.database.db.select().from(emails).where(like(emails.dedupeKey, 'checkout-reminder:%'))).filter((mail) => mail.to === email);
const optedOut = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(mailOptOuts)
      .where(and(eq(mailOptOuts.email, email), eq(mailOptOuts.kind, 'checkout-reminders')))
  ).length > 0;

/**
 * The unsubscribe token of the latest mail of a kind (its dedupe key's start) to an address, from
 * its List-Unsubscribe header (the outbox keeps the headers once the body is sent and dropped).
 */
async function tokenOfMail(keyStart: string, to: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(emails)
    .where(and(like(emails.dedupeKey, `${keyStart}%`), eq(emails.to, to)))
    .orderBy(sql`${emails.createdAt} desc`)
    .limit(1);
  expect(mail, `no ${keyStart} mail to ${to}`).toBeDefined();
  const header = mail!.headers?.['List-Unsubscribe'] ?? '';
  expect(header).toMatch(/^<http:\/\/shop\.test\/api\/unsubscribe\/[\w.-]+>$/);
  return /\/unsubscribe\/([\w.-]+)>$/.exec(header)![1]!;
}
const preferences = (token: string) => t.app.inject({ method: 'GET', url: `/api/unsubscribe/${token}/preferences` });
const setPreference = (token: string, kind: string, on: boolean) =>
  t.app.inject({ method: 'PUT', url: `/api/unsubscribe/${token}/preferences`, payload: { kind, on }, remoteAddress: nextAddress() });

const recently = (iso: string | null) => {
  expect(iso).not.toBeNull();
  expect(Math.abs(Date.now() - Date.parse(iso!))).toBeLessThan(60_000);
};

describe("the account's email preferences", () => {
  let shopper: SignedInUser;
  beforeEach(async () => {
    shopper = await signedInUser(t);
  });

  it('are for signed-in accounts only', async () => {
    expect((await getConsents()).statusCode).toBe(401);
    expect((await setConsent(undefined, 'marketing', true)).statusCode).toBe(401);
  });

  it('list the four kinds, off, with the words that turning each on records', async () => {
    const res = await getConsents(shopper.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      consents: CONSENT_KINDS.map((kind) => ({ kind, on: false, since: null, wording: consentWording(kind, t.config.shop.name) })),
    });
    expect(res.json().consents[0].wording).toBe(
      `Email me news and offers from ${t.config.shop.name}: new arrivals, sales and discount codes. At most one email a week; stop any time.`,
    );
  });

  it.each(CONSENT_KINDS)('record %s with its words and date when turned on, and keep the history when turned off', async (kind) => {
    const wording = consentWording(kind, t.config.shop.name);
    const on = await setConsent(shopper.cookie, kind, true);
    expect(on.statusCode, on.body).toBe(200);
    const granted = on.json().consents.find((consent: { kind: string }) => consent.kind === kind);
    expect(granted).toMatchObject({ kind, on: true, wording });
    recently(granted.since);
    // The other kinds stay as they were.
    expect(on.json().consents.filter((consent: { on: boolean }) => consent.on)).toHaveLength(1);
    // Turning it on again keeps the first consent, its words and date.
    expect((await setConsent(shopper.cookie, kind, true)).json().consents.find((c: { kind: string }) => c.kind === kind).since).toBe(
      granted.since,
    );

    const off = await setConsent(shopper.cookie, kind, false);
    expect(off.statusCode).toBe(200);
    expect(off.json().consents.find((consent: { kind: string }) => consent.kind === kind)).toEqual({
      kind,
      on: false,
      since: null,
      wording,
    });
    await setConsent(shopper.cookie, kind, true);

    const history = await historyOf(shopper.id, kind);
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ wording });
    expect(history[0]!.withdrawnAt).not.toBeNull();
    expect(history[0]!.grantedAt.toISOString()).toBe(granted.since);
    expect(history[1]!.withdrawnAt).toBeNull();
  });

  it('refuse an unknown kind and a body that is not on or off', async () => {
    const unknown = await setConsent(shopper.cookie, 'postcards', true);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('kind must be one of marketing, restock-alerts, wishlist-alerts, checkout-reminders');
    const bad = await setConsent(shopper.cookie, 'marketing', 'yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ path: 'on' })]);
    expect(await historyOf(shopper.id, 'marketing')).toHaveLength(0);
  });

  it("are the wishlist's alerts too: one consent, on either page", async () => {
    const on = await setConsent(shopper.cookie, 'wishlist-alerts', true);
    const since = on.json().consents.find((consent: { kind: string }) => consent.kind === 'wishlist-alerts').since;
    const alerts = await t.app.inject(as(shopper.cookie, { method: 'GET', url: '/api/wishlist/alerts' }));
    expect(alerts.json()).toEqual({ on: true, since, wording: WISHLIST_ALERTS_WORDING });
    await t.app.inject(as(shopper.cookie, { method: 'PUT', url: '/api/wishlist/alerts', payload: { on: false } }));
    expect(await consentOf(shopper.cookie, 'wishlist-alerts')).toMatchObject({ on: false, since: null });
  });

  it("are shown in the page's language, and a kind turned on from a French page keeps the French words it showed", async () => {
    const french = await t.app.inject(as(shopper.cookie, { method: 'GET', url: '/api/consents?lang=fr' }));
    expect(french.statusCode, french.body).toBe(200);
    for (const consent of french.json().consents) {
      expect(consent.wording).toBe(consentWording(consent.kind, t.config.shop.name, 'fr'));
      expect(consent.wording).not.toBe(consentWording(consent.kind, t.config.shop.name));
    }

    const on = await t.app.inject(as(shopper.cookie, { method: 'PUT', url: '/api/consents/marketing?lang=fr', payload: { on: true } }));
    expect(on.statusCode, on.body).toBe(200);
    const frenchMarketing = consentWording('marketing', t.config.shop.name, 'fr');
    expect(frenchMarketing).toContain(t.config.shop.name);
    // Read in English afterwards, it says the words agreed to: the French ones.
    expect(await consentOf(shopper.cookie, 'marketing')).toMatchObject({ on: true, wording: frenchMarketing });
    const [kept] = await t.database.db
      .select({ wording: consents.wording })
      .from(consents)
      .where(and(eq(consents.userId, shopper.id), eq(consents.kind, 'marketing'), isNull(consents.withdrawnAt)));
    expect(kept!.wording).toBe(frenchMarketing);

    // The wishlist's switch, turned on from the French wishlist, keeps its French words too.
    const alerts = await t.app.inject(as(shopper.cookie, { method: 'PUT', url: '/api/wishlist/alerts?lang=fr', payload: { on: true } }));
    expect(alerts.json()).toMatchObject({ on: true, wording: consentWording('wishlist-alerts', t.config.shop.name, 'fr') });
    expect((await t.app.inject(as(shopper.cookie, { method: 'GET', url: '/api/consents?lang=xx' }))).statusCode).toBe(400);

    // Joining a waiting list from a French page records the restock alerts' French words.
    expect((await join({ size: 'l', language: 'fr' }, shopper.cookie)).statusCode).toBe(201);
    expect(await consentOf(shopper.cookie, 'restock-alerts')).toMatchObject({
      on: true,
      wording: consentWording('restock-alerts', t.config.shop.name, 'fr'),
    });
  });
});

describe('restock alerts', () => {
  it('are granted by joining a waiting list signed in, and withdrawing them leaves every list of the account and its address', async () => {
    const shopper = await signedInUser(t);
    expect((await join({ size: 'l' }, shopper.cookie)).statusCode).toBe(201);
    const granted = await consentOf(shopper.cookie, 'restock-alerts');
    expect(granted).toMatchObject({ on: true, wording: RESTOCK_ALERTS_WORDING });
    // Joining again (another list, from another address of theirs) keeps the first consent.
    const [second] = await insertProducts(t.database.db, [{ name: 'Long Tee', ...trackedStock({ 'black/s': 0 }) }]);
    expect(
      (
        await t.app.inject(
          as(shopper.cookie, {
            method: 'POST',
            url: '/api/waitlist',
            payload: { productId: second!.id, color: 'black', size: 's', email: 'elsewhere@example.com' },
            remoteAddress: nextAddress(),
          }),
        )
      ).statusCode,
    ).toBe(201);
    // Signed out, with the account's address; and a stranger on the same list.
    const [third] = await insertProducts(t.database.db, [{ name: 'Wide Tee', ...trackedStock({ 'black/xl': 0 }) }]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/waitlist',
          payload: { productId: third!.id, color: 'black', size: 'xl', email: shopper.email },
          remoteAddress: nextAddress(),
        })
      ).statusCode,
    ).toBe(201);
    const stranger = newGuest();
    expect((await join({ size: 'l', email: stranger })).statusCode).toBe(201);
    expect(await consentOf(shopper.cookie, 'restock-alerts')).toEqual(granted);
    expect(await historyOf(shopper.id, 'restock-alerts')).toHaveLength(1);
    expect([...(await waitingOf({ userId: shopper.id })), ...(await waitingOf({ email: shopper.email }))]).toHaveLength(4);

    const off = await setConsent(shopper.cookie, 'restock-alerts', false);
    expect(off.statusCode).toBe(200);
    expect(await waitingOf({ userId: shopper.id })).toHaveLength(0);
    expect(await waitingOf({ email: shopper.email })).toHaveLength(0);
    expect(await waitingOf({ email: stranger })).toHaveLength(1);
    expect((await t.app.inject(as(shopper.cookie, { method: 'GET', url: '/api/waitlist' }))).json()).toEqual({ entries: [] });
    const [history] = await historyOf(shopper.id, 'restock-alerts');
    expect(history!.withdrawnAt).not.toBeNull();
  });

  it("are not granted by joining signed out, even with the account's address", async () => {
    const shopper = await signedInUser(t);
    expect((await join({ size: 'l', email: shopper.email })).statusCode).toBe(201);
    expect(await consentOf(shopper.cookie, 'restock-alerts')).toMatchObject({ on: false, since: null });
    expect(await historyOf(shopper.id, 'restock-alerts')).toHaveLength(0);
  });
});

describe('checkout reminders', () => {
  it("are granted by ticking the box at a signed-in checkout, with the box's words", async () => {
    const shopper = await signedInUser(t);
    // Opted out earlier: asking again at checkout takes the address back in.
    await t.database.db.insert(mailOptOuts).values({ email: shopper.email, kind: 'checkout-reminders' });
    await checkout({}, shopper.cookie);
    expect(await consentOf(shopper.cookie, 'checkout-reminders')).toMatchObject({ on: false });
    await checkout({ remindMe: true }, shopper.cookie);
    const granted = await consentOf(shopper.cookie, 'checkout-reminders');
    expect(granted).toMatchObject({ on: true, wording: CHECKOUT_REMINDER_CONSENT });
    expect(await optedOut(shopper.email)).toBe(false);
    expect(await remindDue()).toBeGreaterThanOrEqual(1);
    expect(await remindersTo(shopper.email)).toHaveLength(1);
  });

  it('withdrawn, opt the address out: a reminder then due does not go; turned on again, the address is back in', async () => {
    const quitter = await signedInUser(t);
    const keeper = await signedInUser(t);
    await checkout({ remindMe: true }, quitter.cookie);
    await checkout({ remindMe: true }, keeper.cookie);

    const off = await setConsent(quitter.cookie, 'checkout-reminders', false);
    expect(off.statusCode).toBe(200);
    expect(await optedOut(quitter.email)).toBe(true);
    await remindDue();
    expect(await remindersTo(quitter.email)).toHaveLength(0);
    expect(await remindersTo(keeper.email)).toHaveLength(1);

    const on = await setConsent(quitter.cookie, 'checkout-reminders', true);
    expect(on.json().consents.find((consent: { kind: string }) => consent.kind === 'checkout-reminders')).toMatchObject({
      on: true,
      wording: CHECKOUT_REMINDERS_WORDING,
    });
    expect(await optedOut(quitter.email)).toBe(false);
    expect((await historyOf(quitter.id, 'checkout-reminders')).map((row) => row.wording)).toEqual([
      CHECKOUT_REMINDER_CONSENT,
      CHECKOUT_REMINDERS_WORDING,
    ]);
  });
});

describe('the preferences an unsubscribe link opens', () => {
  it('of an address with no account: its restock alerts and checkout reminders, changed with the link alone', async () => {
    const guest = newGuest();
    expect((await join({ size: 'l', email: guest })).statusCode).toBe(201);
    const token = await tokenOfMail('waitlist-joined:', guest);
    expect(token).toMatch(/^w\./);

    const res = await preferences(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = res.json();
    expect(answer).toMatchObject({ email: guest, account: false });
    expect(answer.consents).toEqual([
      { kind: 'restock-alerts', on: true, since: expect.any(String), wording: RESTOCK_ALERTS_WORDING },
      { kind: 'checkout-reminders', on: true, since: null, wording: CHECKOUT_REMINDERS_WORDING },
    ]);
    recently(answer.consents[0].since);

    // What an address without an account cannot have, or turn on from here.
    expect((await setPreference(token, 'marketing', true)).statusCode).toBe(400);
    expect((await setPreference(token, 'wishlist-alerts', true)).statusCode).toBe(400);

    const reminders = await setPreference(token, 'checkout-reminders', false);
    expect(reminders.statusCode).toBe(200);
    expect(reminders.json().consents[1]).toMatchObject({ kind: 'checkout-reminders', on: false });
    expect(await optedOut(guest)).toBe(true);
    await checkout({ email: guest, remindMe: true });
    await remindDue();
    expect(await remindersTo(guest)).toHaveLength(0);
    expect((await setPreference(token, 'checkout-reminders', true)).json().consents[1]).toMatchObject({ on: true });
    expect(await optedOut(guest)).toBe(false);

    const stop = await setPreference(token, 'restock-alerts', false);
    expect(stop.statusCode).toBe(200);
    expect(stop.json().consents[0]).toEqual({ kind: 'restock-alerts', on: false, since: null, wording: RESTOCK_ALERTS_WORDING });
    expect(await waitingOf({ email: guest })).toHaveLength(0);
    // The list the link named is gone with it: the link opens nothing more.
    expect((await preferences(token)).statusCode).toBe(404);
  });

  it('of an address with no account: restock alerts are turned on by joining a list, not from a link', async () => {
    const guest = newGuest();
    await checkout({ email: guest, remindMe: true });
    await remindDue();
    const token = await tokenOfMail('checkout-reminder:', guest);
    expect(token).toMatch(/^c\./);
    const answer = (await preferences(token)).json();
    expect(answer.consents[0]).toMatchObject({ kind: 'restock-alerts', on: false, since: null });
    recently(answer.consents[1].since);
    const refused = await setPreference(token, 'restock-alerts', true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("join a sold-out size's waiting list");
  });

  it("of an account's address: the account's four kinds, changed as in its profile, and stopping one from the link withdraws it", async () => {
    const shopper = await signedInUser(t);
    await checkout({ remindMe: true }, shopper.cookie);
    expect((await join({ size: 'l' }, shopper.cookie)).statusCode).toBe(201);
    await remindDue();
    const reminderToken = await tokenOfMail('checkout-reminder:', shopper.email);
    const listToken = await tokenOfMail('waitlist-joined:', shopper.email);

    const answer = (await preferences(reminderToken)).json();
    expect(answer).toEqual({ email: shopper.email, account: true, consents: (await getConsents(shopper.cookie)).json().consents });
    expect(answer.consents.map((consent: { kind: string; on: boolean }) => [consent.kind, consent.on])).toEqual([
      ['marketing', false],
      ['restock-alerts', true],
      ['wishlist-alerts', false],
      ['checkout-reminders', true],
    ]);
    expect((await preferences(listToken)).json()).toEqual(answer);

    // No session: the link stands for it.
    const marketing = await setPreference(listToken, 'marketing', true);
    expect(marketing.statusCode).toBe(200);
    expect(await consentOf(shopper.cookie, 'marketing')).toMatchObject({
      on: true,
      wording: consentWording('marketing', t.config.shop.name),
    });

    // The reminder's own Unsubscribe: the address opted out, and the account's consent withdrawn.
    const stopped = await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${reminderToken}`, remoteAddress: nextAddress() });
    expect(stopped.json()).toMatchObject({ kind: 'checkout-reminders', done: true });
    expect(await optedOut(shopper.email)).toBe(true);
    expect(await consentOf(shopper.cookie, 'checkout-reminders')).toMatchObject({ on: false });

    const restock = await setPreference(reminderToken, 'restock-alerts', false);
    expect(restock.json().consents[1]).toMatchObject({ kind: 'restock-alerts', on: false });
    expect(await waitingOf({ userId: shopper.id })).toHaveLength(0);
  });

  it("of a wishlist alert's link: the account's", async () => {
    const shopper = await signedInUser(t);
    await setConsent(shopper.cookie, 'wishlist-alerts', true);
    const token = unsubscribeToken(await t.app.services.unsubscribeKey(), 'l', shopper.id);
    const answer = (await preferences(token)).json();
    expect(answer).toMatchObject({ email: shopper.email, account: true });
    expect((await setPreference(token, 'wishlist-alerts', false)).json().consents[2]).toMatchObject({ kind: 'wishlist-alerts', on: false });
  });

  it('are refused for a forged, altered or restore link, and an unknown kind', async () => {
    const guest = newGuest();
    await join({ size: 'l', email: guest });
    const token = await tokenOfMail('waitlist-joined:', guest);
    const forged = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const other = token.replace(/^w\./, 'c.');
    for (const bad of [forged, other, 'w.00000000000000000000000000000000.AAAAAAAAAAAAAAAAAAAAAA']) {
      expect((await preferences(bad)).statusCode).toBe(404);
      expect((await setPreference(bad, 'checkout-reminders', false)).statusCode).toBe(404);
    }
    expect((await preferences(token.replace(/^w\./, 'r.'))).statusCode).toBe(404);
    expect(await optedOut(guest)).toBe(false);
    const unknown = await setPreference(token, 'postcards', false);
    expect(unknown.statusCode).toBe(400);
  });

  it('are changed at most 30 times in ten minutes from one address', async () => {
    const guest = newGuest();
    await join({ size: 'l', email: guest });
    const token = await tokenOfMail('waitlist-joined:', guest);
    const put = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/unsubscribe/${token}/preferences`,
        payload: { kind: 'checkout-reminders', on: false },
        remoteAddress: '10.99.0.1',
      });
    for (let index = 0; index < 30; index += 1) expect((await put()).statusCode).toBe(200);
    expect((await put()).statusCode).toBe(429);
  });
});
