/**
 * The wishlist's alerts through the real HTTP stack and outbox: a consent with its words and
 * date, a mail when an item comes back or gets cheaper (once per change, with its unsubscribe
 * link and headers), silence for what the shopper already sees, and nothing without consent.
 */
import { WISHLIST_ALERTS_WORDING } from '@shop/shared/wishlist.schema';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { consents, emails, productVariants, wishlistItems } from '../../db/schema/index';
import { as, useSignedInUsers } from '../../test/auth-helpers';
import { insertProducts, trackedStock } from '../../test/fixtures';
import { useTestAppWithSmtp } from '../../test/test-app';

const { t, smtp } = useTestAppWithSmtp({ PUBLIC_URL: 'http://shop.test' });
const users = useSignedInUsers(t, { shopper: 'user', other: 'user' });

let productId: string;
let handle: string;

beforeEach(async () => {
  const { db } = t.database;
  await t.app.services.mailer.deliverDue();
  await db.delete(wishlistItems).where(sql`true`);
  await db.delete(consents).where(sql`true`);
  await db.delete(emails).where(sql`true`);
  smtp.caught.length = 0;
  handle = `boxy-tee-${Date.now()}`;
  const [product] = await insertProducts(db, [
    { name: 'Boxy Tee', handle, priceCents: 3000, ...trackedStock({ 'black/l': 0, 'black/m': 4 }) },
  ]);
  productId = product!.id;
});

const alerts = (cookie: string | undefined, on?: boolean) =>
  t.app.inject(
    as(
      cookie,
      on === undefined ? { method: 'GET', url: '/api/wishlist/alerts' } : { method: 'PUT', url: '/api/wishlist/alerts', payload: { on } },
    ),
  );
const save = async (cookie: string, size: string) => {
  const res = await t.app.inject(as(cookie, { method: 'POST', url: '/api/wishlist/items', payload: { productId, color: 'black', size } }));
  expect(res.statusCode, res.body).toBe(200);
};
const variant = (size: string) =>
  and(eq(productVariants.productId, productId), eq(productVariants.color, 'black'), eq(productVariants.size, size));
const setStock = (size: string, stock: number) => t.database.db.update(productVariants).set({ stock }).where(variant(size));
const setPrice = (size: string, priceCents: number) => t.database.db.update(productVariants).set({ priceCents }).where(variant(size));
/** One round of the worker, and the mail it queued, delivered. */
async function check(): Promise<number> {
  const mailed = await t.app.services.wishlistAlerts.check();
  await t.app.services.mailer.deliverDue();
  return mailed;
}

describe("the wishlist's alerts", () => {
  it('are off until turned on; turning them on records the words and the date, turning off keeps the history', async () => {
    expect((await alerts(undefined)).statusCode).toBe(401);
    expect((await alerts(undefined, true)).statusCode).toBe(401);
    expect((await alerts(users.shopper.cookie)).json()).toEqual({ on: false, since: null, wording: WISHLIST_ALERTS_WORDING });
    const on = (await alerts(users.shopper.cookie, true)).json();
    expect(on).toMatchObject({ on: true, wording: WISHLIST_ALERTS_WORDING });
    expect(Date.now() - Date.parse(on.since)).toBeLessThan(60_000);
    expect((await alerts(users.shopper.cookie, true)).json().since).toBe(on.since);
    expect((await alerts(users.shopper.cookie, false)).json()).toMatchObject({ on: false, since: null });
    const history = await t.database.db.select().from(consents).where(eq(consents.userId, users.shopper.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ kind: 'wishlist-alerts', wording: WISHLIST_ALERTS_WORDING });
    expect(history[0]!.withdrawnAt).not.toBeNull();
    expect((await alerts(users.shopper.cookie, 'yes' as unknown as boolean)).statusCode).toBe(400);
  });

  it('mail a wished variant once when it comes back in stock, linking to it, with the unsubscribe headers', async () => {
    await alerts(users.shopper.cookie, true);
    await save(users.shopper.cookie, 'l');
    expect(await check()).toBe(0);
    await setStock('l', 3);
    expect(await check()).toBe(1);
    expect(await check()).toBe(0);
    const mail = await smtp.received((caught) => caught.subject === 'Back in stock: Boxy Tee (black, L)');
    expect(mail.to).toContain(users.shopper.email);
    expect(mail.text).toContain('Boxy Tee (black, L), from your wishlist, is back in stock at $30.00.');
    expect(mail.text).toContain(`http://shop.test/shop/${handle}?color=black&size=l`);
    expect(mail.headerLines['list-unsubscribe']).toMatch(/^<http:\/\/shop\.test\/api\/unsubscribe\/l\.[\w.-]+>$/);
    expect(mail.headerLines['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(smtp.caught.filter((caught) => caught.subject.startsWith('Back in stock'))).toHaveLength(1);
  });

  it('mail a price drop once, with the old price; a rise is noted without mail, and the next drop mails again', async () => {
    await alerts(users.shopper.cookie, true);
    await save(users.shopper.cookie, 'm');
    expect(await check()).toBe(0);
    await setPrice('m', 2400);
    expect(await check()).toBe(1);
    const mail = await smtp.received((caught) => caught.subject === 'Price drop: Boxy Tee (black, M)');
    expect(mail.text).toContain('is now $24.00 (it was $30.00).');
    await setPrice('m', 2800);
    expect(await check()).toBe(0);
    await setPrice('m', 2600);
    expect(await check()).toBe(1);
    await smtp.received((caught) => caught.text.includes('is now $26.00 (it was $28.00).'));
  });

  it('say nothing of what the shopper already sees when turned on, nor of a drop while sold out', async () => {
    await save(users.shopper.cookie, 'm');
    await save(users.shopper.cookie, 'l');
    await setPrice('m', 2000);
    expect(await check()).toBe(0);
    await alerts(users.shopper.cookie, true);
    expect(await check()).toBe(0);
    await setPrice('l', 1000);
    expect(await check()).toBe(0);
    expect(smtp.caught).toHaveLength(0);
  });

  it('mail nobody who did not turn them on', async () => {
    await save(users.other.cookie, 'l');
    await check();
    await setStock('l', 2);
    expect(await check()).toBe(0);
    const [item] = await t.database.db.select().from(wishlistItems).where(eq(wishlistItems.userId, users.other.id));
    expect(item!.seenInStock).toBeNull();
  });

  it("stop from the mail's link without signing in, one click or the page", async () => {
    await alerts(users.shopper.cookie, true);
    await save(users.shopper.cookie, 'l');
    await check();
    await setStock('l', 1);
    await check();
    const mail = await smtp.received((caught) => caught.subject.startsWith('Back in stock'));
    const token = /\/unsubscribe\/([\w.-]+)/.exec(mail.text)![1]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` })).json()).toEqual({
      kind: 'wishlist-alerts',
      title: 'Stop wishlist alerts',
      detail: `${users.shopper.email} will get no more emails about items on its wishlist coming back or getting cheaper.`,
      done: false,
    });
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.json()).toMatchObject({ kind: 'wishlist-alerts', done: true });
    expect((await alerts(users.shopper.cookie)).json().on).toBe(false);
    await setStock('l', 0);
    await check();
    await setStock('l', 5);
    expect(await check()).toBe(0);
  });
});
