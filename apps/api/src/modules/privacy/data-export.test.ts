import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@shop/shared/csv';
import { DATA_EXPORT_TOO_SOON, ORDERS_CSV_COLUMNS } from '@shop/shared/privacy.schema';
import { sessions, users } from '../../db/schema/index';
import { dataExports } from '../../db/schema/privacy';
import { as, signIn, signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { fillAccount, insertGuestOrder, SECRETS, voteHelpful, type FilledAccount } from '../../test/account-fixture';
import { useTestAppWithSmtp } from '../../test/test-app';

const { t, smtp } = useTestAppWithSmtp({ PUBLIC_URL: 'http://shop.test' });

let customer: SignedInUser;
let secondCookie: string;
let other: SignedInUser;
let mine: FilledAccount;
let theirs: FilledAccount;

beforeAll(async () => {
  customer = await signedInUser(t);
  other = await signedInUser(t);
  // A second browser: the copy lists both sessions.
  secondCookie = await signIn(t.app, customer);
  mine = await fillAccount(t.database.db, customer, 'Ana');
  theirs = await fillAccount(t.database.db, other, 'Bob');
  // Ana found Bob's review helpful: the copy holds her vote, never Bob's name or words.
  await voteHelpful(t.database.db, customer.id, theirs.reviewId);
});

const status = (cookie: string) => t.app.inject(as(cookie, { method: 'GET', url: '/api/privacy/data-export' }));
const ask = (cookie: string) => t.app.inject(as(cookie, { method: 'POST', url: '/api/privacy/data-export', payload: {} }));
const download = (cookie: string | undefined, id: string, file: 'json' | 'csv') =>
  t.app.inject(as(cookie, { method: 'GET', url: `/api/privacy/data-export/${id}/${file}` }));
/** Moves the account's copies back in time, as the clock would: they were asked for `minutes` earlier. */
const askedEarlier = (userId: string, minutes: number) =>
  t.database.db
    .update(dataExports)
    .set({ requestedAt: sql`${dataExports.requestedAt} - make_interval(mins => ${minutes})` })
    .where(eq(dataExports.userId, userId));

describe("a customer's copy of their data", () => {
  let exportId: string;

  it('is asked for, prepared in the background, and mailed with the link to the profile', async () => {
    expect((await status(customer.cookie)).json()).toMatchObject({ state: 'none', _id: null });

    const asked = await ask(customer.cookie);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ state: 'preparing', readyAt: null });
    exportId = asked.json()._id;

    await t.app.services.privacy.prepareDue();
    const ready = (await status(customer.cookie)).json();
    expect(ready).toMatchObject({ state: 'ready', _id: exportId, downloaded: { json: null, csv: null } });
    expect(Date.parse(ready.expiresAt) - Date.parse(ready.readyAt)).toBe(24 * 3_600_000);

    const mail = await smtp.received((caught) => caught.subject === 'Your data is ready to download');
    expect(mail.to).toEqual([customer.email]);
    expect(mail.text).toContain('http://shop.test/dashboard/profile#your-data');
    expect(mail.text).toContain('Each file downloads once');
  });

  it('is asked for once an hour at most', async () => {
    const again = await ask(customer.cookie);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(DATA_EXPORT_TOO_SOON);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('is not found for another account, and asks a signed-out visitor to sign in', async () => {
    expect((await download(other.cookie, exportId, 'json')).statusCode).toBe(404);
    expect((await download(other.cookie, exportId, 'csv')).statusCode).toBe(404);
    expect((await download(undefined, exportId, 'json')).statusCode).toBe(401);
    expect((await status(other.cookie)).json().state).toBe('none');
  });

  it('holds every section of the account as JSON, and no secret, hash or other account', async () => {
    const res = await download(customer.cookie, exportId, 'json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = JSON.parse(res.body);

    expect(data.account).toMatchObject({ id: customer.id, email: customer.email, bio: 'Ana bio', role: 'user' });
    expect(data.account.passkeys).toEqual([expect.objectContaining({ name: "Ana's laptop" })]);
    expect(data.addresses).toEqual([expect.objectContaining({ ...mine.address, label: 'Home', isDefault: true })]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ orderId: mine.orderRef, totalCents: 8600, shippingAddress: mine.address });
    expect(data.orders[0].lines).toEqual([
      expect.objectContaining({ name: 'Ana Tee', quantity: 2, unitPriceCents: 2500, color: 'black', size: 'm' }),
      expect.objectContaining({ name: 'Gift card', giftCard: expect.objectContaining({ from: 'Ana Sender', to: 'friend@example.com' }) }),
    ]);
    expect(data.reviews).toEqual([expect.objectContaining({ comment: 'Ana says it fits well', rating: 4, productId: mine.productId })]);
    expect(data.reviewVotes).toEqual([expect.objectContaining({ reviewId: theirs.reviewId })]);
    expect(data.wishlist).toEqual([expect.objectContaining({ productId: mine.productId, color: 'black', size: 'm' })]);
    expect(data.waitingLists).toEqual([expect.objectContaining({ productId: mine.productId, size: 'l', email: customer.email })]);
    expect(data.consents).toEqual([
      expect.objectContaining({ kind: 'wishlist-alerts', wording: 'Email Ana about the wishlist', withdrawnAt: null }),
    ]);
    expect(data.storeCredit).toEqual([expect.objectContaining({ kind: 'store-credit', initialCents: 1000, balanceCents: 0 })]);
    expect(data.sessions).toHaveLength(2);
    for (const session of data.sessions)
      expect(Object.keys(session).sort()).toEqual(['createdAt', 'device', 'expiresAt', 'ip', 'lastSeenAt']);

    // Nothing secret, and nothing of Bob's.
    const [row] = await t.database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, customer.id));
    const tokenHashes = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, customer.id));
    const forbidden = [
      row!.passwordHash,
      ...tokenHashes.map(({ hash }) => hash),
      customer.cookie.split('=')[1]!,
      secondCookie.split('=')[1]!,
      SECRETS.totpSecret,
      SECRETS.passkeyPublicKey,
      SECRETS.recoveryCodeHash,
      'passwordHash',
      'tokenHash',
      'totpSecret',
      'publicKey',
      other.email,
      other.id,
      theirs.address.line1,
      theirs.orderRef,
      'Bob says it fits well',
      'Bob Person',
    ];
    for (const value of forbidden) expect(res.body).not.toContain(value);
  });

  it('gives each file once: the JSON again is refused', async () => {
    const again = await download(customer.cookie, exportId, 'json');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already downloaded/);
    expect((await status(customer.cookie)).json()).toMatchObject({ state: 'ready', downloaded: { json: expect.any(String), csv: null } });
  });

  it('holds the order lines as CSV: a header, then one row per line with its order', async () => {
    const res = await download(customer.cookie, exportId, 'csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/filename="my-orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([...ORDERS_CSV_COLUMNS]);
    expect(rows).toHaveLength(2);
    const column = (row: string[], name: (typeof ORDERS_CSV_COLUMNS)[number]) => row[ORDERS_CSV_COLUMNS.indexOf(name)];
    expect(rows.map((row) => column(row, 'order'))).toEqual([mine.orderRef, mine.orderRef]);
    expect(rows.map((row) => [column(row, 'product'), column(row, 'quantity'), column(row, 'unit_price')])).toEqual([
      ['Ana Tee', '2', '25.00'],
      ['Gift card', '1', '25.00'],
    ]);
    expect(column(rows[0]!, 'order_total')).toBe('86.00');
    expect(res.body).not.toContain(other.email);

    expect((await download(customer.cookie, exportId, 'csv')).statusCode).toBe(409);
    // Both taken: the copy is downloaded, and nothing of it is left in the shop.
    expect((await status(customer.cookie)).json().state).toBe('downloaded');
    const [stored] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(stored).toMatchObject({ dataJson: null, ordersCsv: null });
  });

  it('expires 24 hours after it is ready: its files are refused and emptied', async () => {
    await askedEarlier(customer.id, 61);
    const asked = await ask(customer.cookie);
    expect(asked.statusCode).toBe(202);
    const id = asked.json()._id as string;
    await t.app.services.privacy.prepareDue();
    expect((await status(customer.cookie)).json()).toMatchObject({ _id: id, state: 'ready' });

    // A day and a minute later, as the database's clock sees it.
    await t.database.db
      .update(dataExports)
      .set({ readyAt: sql`now() - interval '24 hours 1 minute'`, expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(dataExports.id, id));
    expect((await status(customer.cookie)).json().state).toBe('expired');
    expect((await download(customer.cookie, id, 'json')).statusCode).toBe(409);

    await t.app.services.privacy.prepareDue();
    const [stored] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(stored).toMatchObject({ dataJson: null, ordersCsv: null, jsonDownloadedAt: null });
    expect((await download(customer.cookie, id, 'csv')).statusCode).toBe(409);
  });

  it('asks for a fresh proof of who one is before a file leaves', async () => {
    await askedEarlier(other.id, 0);
    const asked = await ask(other.cookie);
    const id = asked.json()._id as string;
    await t.app.services.privacy.prepareDue();
    await t.database.db
      .update(sessions)
      .set({ provedAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.userId, other.id));
    const refused = await download(other.cookie, id, 'json');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('reauth-required');

    const proved = await t.app.inject(
      as(other.cookie, { method: 'POST', url: '/api/auth/reauthenticate', payload: { password: other.password } }),
    );
    expect(proved.statusCode).toBe(200);
    expect((await download(other.cookie, id, 'json')).statusCode).toBe(200);
  });
});

describe('the guest orders placed with the address', () => {
  /** The 'ready' mails already seen, so that each copy waits for its own. */
  const mails = new Set<unknown>();

  /** Asks for a copy and prepares it; answers its id, once its mail arrived at the account's address. */
  async function preparedCopy(user: SignedInUser): Promise<string> {
    const asked = await ask(user.cookie);
    expect(asked.statusCode).toBe(202);
    await t.app.services.privacy.prepareDue();
    const mail = await smtp.received(
      (caught) => caught.subject === 'Your data is ready to download' && caught.to.includes(user.email) && !mails.has(caught),
    );
    mails.add(mail);
    return asked.json()._id as string;
  }

  it('are in the copy once the address is verified, in any case, and never those of another address', async () => {
    const zoe = await signedInUser(t);
    const guest = await insertGuestOrder(t.database.db, zoe.email.toUpperCase(), 'Zoe');
    const stranger = await insertGuestOrder(t.database.db, `stranger-${Date.now()}@shop.test`, 'Kim');

    // Anyone may register an address they do not hold: before it is proved, no guest order is theirs.
    const unproved = JSON.parse((await download(zoe.cookie, await preparedCopy(zoe), 'json')).body);
    expect(unproved.orders).toEqual([]);

    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, zoe.id));
    await askedEarlier(zoe.id, 61);
    const id = await preparedCopy(zoe);
    const json = await download(zoe.cookie, id, 'json');
    const data = JSON.parse(json.body);
    expect(data.orders).toEqual([
      expect.objectContaining({
        orderId: guest.orderRef,
        email: zoe.email.toUpperCase(),
        placedAsGuest: true,
        totalCents: 3740,
        shippingAddress: guest.address,
        lines: [expect.objectContaining({ name: 'Zoe Scarf', quantity: 1, unitPriceCents: 3000 })],
      }),
    ]);
    const csv = await download(zoe.cookie, id, 'csv');
    const [, ...rows] = parseCsv(csv.body);
    expect(rows.map((row) => [row[ORDERS_CSV_COLUMNS.indexOf('order')], row[ORDERS_CSV_COLUMNS.indexOf('product')]])).toEqual([
      [guest.orderRef, 'Zoe Scarf'],
    ]);
    for (const body of [json.body, csv.body])
      for (const value of [stranger.orderRef, stranger.address.line1, stranger.address.name, 'Kim Scarf'])
        expect(body).not.toContain(value);
  });
});
