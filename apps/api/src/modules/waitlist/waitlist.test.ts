import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { emails, productVariants, restockRequests, restocks } from '../../db/schema/index';
import { as, useSignedInUsers } from '../../test/auth-helpers';
import { insertProducts, trackedStock } from '../../test/fixtures';
import { describeIf, onPostgres } from '../../test/needs';
import { useTestAppWithSmtp } from '../../test/test-app';
import { createMailer } from '../mail/mail.service';
import { createMailRepository } from '../mail/mail.repository';
import { createWaitlistRepository } from './waitlist.repository';
import { createWaitlistService } from './waitlist.service';

const { t, smtp } = useTestAppWithSmtp({ PUBLIC_URL: 'http://shop.test', WAITLIST_NOTIFY_PER_UNIT: '2' });
const users = useSignedInUsers(t, { admin: 'admin', shopper: 'user' });

let productId: string;

beforeEach(async () => {
  const { db } = t.database;
  // The last test's mail is delivered before this one's starts (so that none arrives late).
  await t.app.services.mailer.deliverDue();
  await db.delete(restockRequests).where(sql`true`);
  await db.delete(emails).where(sql`true`);
  smtp.caught.length = 0;
  const [product] = await insertProducts(db, [
    { name: 'Boxy Tee', handle: `boxy-tee-${Date.now()}`, ...trackedStock({ 'black/l': 0, 'black/m': 4 }) },
  ]);
  productId = product!.id;
});

let joins = 0;
/** Each join from its own address, as shoppers' are: the route allows ten an address in ten minutes. */
const join = (payload: object, cookie?: string) =>
  t.app.inject(
    as(cookie, { method: 'POST', url: '/api/waitlist', payload, remoteAddress: `10.0.${Math.floor(++joins / 250)}.${joins % 250}` }),
  );
const setStock = (size: string, stock: number) =>
  t.database.db
    .update(productVariants)
    .set({ stock })
    .where(and(eq(productVariants.productId, productId), eq(productVariants.color, 'black'), eq(productVariants.size, size)));
const waiting = () =>
  t.database.db.select().from(restockRequests).where(isNull(restockRequests.notifiedAt)).orderBy(restockRequests.createdAt);

/** Joins `count` addresses a minute apart, the first the oldest. */
async function joinMany(count: number) {
  for (let index = 0; index < count; index += 1)
    expect((await join({ productId, color: 'black', size: 'l', email: `w${index}@example.com` })).statusCode).toBe(201);
  const rows = await waiting();
  for (const row of rows)
    await t.database.db
      .update(restockRequests)
      .set({ createdAt: new Date(Date.parse('2026-11-01T10:00:00Z') + Number(row.email.slice(1, row.email.indexOf('@'))) * 60_000) })
      .where(eq(restockRequests.id, row.id));
  return rows.length;
}

describe('joining a waiting list', () => {
  it('takes an address for a sold-out variant once, and mails one confirmation with its unsubscribe headers', async () => {
    const first = await join({ productId, color: 'black', size: 'l', email: ' Ana@Example.com ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: "You're on the list. We'll email you when it's back.", email: 'ana@example.com' });
    expect((await join({ productId, color: 'black', size: 'l', email: 'ana@example.com' })).statusCode).toBe(201);
    expect(await waiting()).toHaveLength(1);

    const mail = await smtp.received((caught) => caught.subject.startsWith("You're on the list"));
    expect(mail.to).toEqual(['ana@example.com']);
    expect(mail.subject).toBe("You're on the list: Boxy Tee (black, L)");
    expect(mail.headerLines['list-unsubscribe']).toMatch(/^<http:\/\/shop\.test\/api\/unsubscribe\/w\.[0-9a-f]{32}\.[\w-]{22}>$/);
    expect(mail.headerLines['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('http://shop.test/unsubscribe/w.');
    expect(await t.database.db.select().from(emails)).toHaveLength(1);
  });

  it("uses the account's address when a signed-in shopper gives none, and lists and leaves it in the dashboard", async () => {
    const res = await join({ productId, color: 'black', size: 'l' }, users.shopper.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().email).toBe(users.shopper.email);

    const list = await t.app.inject(as(users.shopper.cookie, { method: 'GET', url: '/api/waitlist' }));
    expect(list.json().entries).toEqual([
      expect.objectContaining({ productId, name: 'Boxy Tee', color: 'black', size: 'l', email: users.shopper.email }),
    ]);
    const id = list.json().entries[0]._id as string;
    // Another account cannot leave it for them.
    expect((await t.app.inject(as(users.admin.cookie, { method: 'DELETE', url: `/api/waitlist/${id}` }))).statusCode).toBe(404);
    const left = await t.app.inject(as(users.shopper.cookie, { method: 'DELETE', url: `/api/waitlist/${id}` }));
    expect(left.json()).toEqual({ entries: [] });
    expect(await waiting()).toHaveLength(0);
  });

  it('refuses a variant in stock, one not offered, and a guest without an address, in words', async () => {
    const inStock = await join({ productId, color: 'black', size: 'm', email: 'a@example.com' });
    expect(inStock.statusCode).toBe(400);
    expect(inStock.json().message).toBe('This size is in stock: add it to your bag.');
    expect((await join({ productId, color: 'pink', size: 'l', email: 'a@example.com' })).statusCode).toBe(404);
    const noEmail = await join({ productId, color: 'black', size: 'l' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe('Enter your email address.');
    expect((await join({ productId, color: 'black', size: 'l', email: 'not-an-email' })).json().errors).toEqual([
      { path: 'email', message: 'Invalid email address' },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/waitlist' })).statusCode).toBe(401);
  });
});

describe('a restock', () => {
  it('mails the oldest waiting, no more than the units back times the factor, and leaves the rest for the next', async () => {
    expect(await joinMany(5)).toBe(5);
    await setStock('l', 1);
    await t.app.services.waitlist.notifyRestocked();

    const back = await smtp.received((caught) => caught.subject.startsWith('Back in stock') && caught.to[0] === 'w1@example.com');
    expect(back.subject).toBe('Back in stock: Boxy Tee (black, L)');
    expect(back.text).toMatch(/Shop it now: http:\/\/shop\.test\/shop\/boxy-tee-\d+\?color=black&size=l/);
    expect(back.headerLines['list-unsubscribe']).toMatch(/^<http:\/\/shop\.test\/api\/unsubscribe\/w\./);
    const mailed = (await t.database.db.select().from(emails))
      .filter((mail) => mail.subject.startsWith('Back in stock'))
      .map((mail) => mail.to);
    expect(mailed.sort()).toEqual(['w0@example.com', 'w1@example.com']);
    expect((await waiting()).map((row) => row.email)).toEqual(['w2@example.com', 'w3@example.com', 'w4@example.com']);

    // Nothing new until the next restock; selling out and coming back mails the next in line.
    await t.app.services.waitlist.notifyRestocked();
    expect(await waiting()).toHaveLength(3);
    await setStock('l', 0);
    await setStock('l', 3);
    await t.app.services.waitlist.notifyRestocked();
    expect(await waiting()).toHaveLength(0);
    expect(await t.database.db.select().from(emails)).toHaveLength(5 + 5);
  });

  it('mails nobody when the variant sold out again before the worker looked, and keeps them waiting', async () => {
    await joinMany(2);
    await setStock('l', 2);
    await setStock('l', 0);
    await t.app.services.waitlist.notifyRestocked();
    expect(await waiting()).toHaveLength(2);
  });

  it('notes no restock when nobody waits', async () => {
    await setStock('l', 5);
    expect(await t.database.db.select().from(restocks).where(eq(restocks.productId, productId))).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  const tokenOf = async () => {
    await smtp.received((caught) => caught.subject.startsWith("You're on the list"));
    const mail = smtp.caught.find((caught) => caught.subject.startsWith("You're on the list"))!;
    return /\/unsubscribe\/([\w.-]+)/.exec(mail.text)![1]!;
  };

  it('says what it stops, and a one-click POST from a mail client leaves the list', async () => {
    await join({ productId, color: 'black', size: 'l', email: 'ana@example.com' });
    const token = await tokenOf();
    const info = await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` });
    expect(info.json()).toEqual({
      kind: 'waitlist',
      title: 'Leave the waiting list',
      detail: 'ana@example.com will get no email when Boxy Tee (black, L) is back in stock.',
      done: false,
    });
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().done).toBe(true);
    expect(await waiting()).toHaveLength(0);
  });

  it('from a restock mail, stops every waiting list of the address', async () => {
    await join({ productId, color: 'black', size: 'l', email: 'ana@example.com' });
    const [other] = await insertProducts(t.database.db, [{ name: 'Other Tee', ...trackedStock({ 'red/s': 0 }) }]);
    await join({ productId: other!.id, color: 'red', size: 's', email: 'ana@example.com' });
    await setStock('l', 1);
    await t.app.services.waitlist.notifyRestocked();
    const back = await smtp.received((caught) => caught.subject.startsWith('Back in stock'));
    const token = /\/unsubscribe\/([\w.-]+)/.exec(back.text)![1]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` })).json()).toMatchObject({
      kind: 'restock-alerts',
      done: false,
    });
    expect((await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${token}` })).json()).toMatchObject({
      kind: 'restock-alerts',
      done: true,
    });
    expect(await waiting()).toHaveLength(0);
  });

  it('from a restock mail to an account, says it is done only once the account’s consent is withdrawn too', async () => {
    const { shopper } = users;
    expect((await join({ productId, color: 'black', size: 'l' }, shopper.cookie)).statusCode).toBe(201);
    await setStock('l', 1);
    await t.app.services.waitlist.notifyRestocked();
    const back = await smtp.received((caught) => caught.subject.startsWith('Back in stock') && caught.to[0] === shopper.email);
    const token = /\/unsubscribe\/([\w.-]+)/.exec(back.text)![1]!;
    // Nothing waits any more, but the account still agrees to restock alerts: not done.
    expect(await waiting()).toHaveLength(0);
    const consent = async () =>
      (await t.app.inject({ url: '/api/consents', headers: { cookie: shopper.cookie } }))
        .json()
        .consents.find((each: { kind: string }) => each.kind === 'restock-alerts');
    expect(await consent()).toMatchObject({ on: true });
    expect((await t.app.inject({ url: `/api/unsubscribe/${token}` })).json()).toMatchObject({ kind: 'restock-alerts', done: false });
    expect((await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${token}` })).json()).toMatchObject({ done: true });
    expect(await consent()).toMatchObject({ on: false });
    expect((await t.app.inject({ url: `/api/unsubscribe/${token}` })).json()).toMatchObject({ done: true });
  });

  it('refuses a forged or altered token', async () => {
    await join({ productId, color: 'black', size: 'l', email: 'ana@example.com' });
    const token = await tokenOf();
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [altered, 'w.0123456789abcdef0123456789abcdef.AAAAAAAAAAAAAAAAAAAAAA', 'nonsense']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${bad}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/^This unsubscribe link is not valid/);
    }
    expect(await waiting()).toHaveLength(1);
  });
});

describe('the admin sees demand', () => {
  it('in the low-stock list, the most wanted, and the variant table', async () => {
    await joinMany(3);
    const stats = await t.app.inject(as(users.admin.cookie, { method: 'GET', url: '/api/stats/admin-stats' }));
    expect(stats.json().lowStock).toContainEqual(expect.objectContaining({ productId, color: 'black', size: 'l', stock: 0, waiting: 3 }));
    expect(stats.json().mostWanted[0]).toEqual({ productId, name: 'Boxy Tee', color: 'black', size: 'l', waiting: 3 });
    const sales = await t.app.inject(as(users.admin.cookie, { method: 'GET', url: `/api/products/sales/${productId}` }));
    expect(sales.json().waiting).toEqual([{ color: 'black', size: 'l', waiting: 3 }]);
  });
});

describeIf(onPostgres)('two instances', () => {
  let second: Database;
  beforeAll(async () => {
    second = await openDatabase({ kind: 'postgres', url: t.databaseUrl! });
  });
  afterAll(() => second.close());

  it('mail each waiting shopper once, however the rounds overlap', async () => {
    await joinMany(5);
    const secondService = createWaitlistService({
      repository: createWaitlistRepository(second.db),
      mailer: createMailer({
        repository: createMailRepository(second.db),
        transport: { kind: 'log', delivers: false, carriesLinks: false, send: async () => {} },
        log: t.app.log,
        maxAttempts: 1,
        retryBaseMs: 1000,
      }),
      publicUrl: 'http://shop.test',
      shopName: 'Drip Studio',
      secret: t.app.services.unsubscribeKey,
      notifyPerUnit: 2,
      log: t.app.log,
    });
    await setStock('l', 0);
    await setStock('l', 1);
    await setStock('l', 0);
    await setStock('l', 1);
    await Promise.all([secondService.notifyRestocked(), t.app.services.waitlist.notifyRestocked(), secondService.notifyRestocked()]);
    const mailed = (await t.database.db.select().from(emails))
      .filter((mail) => mail.subject.startsWith('Back in stock'))
      .map((mail) => mail.to);
    expect(new Set(mailed).size).toBe(4);
    expect(mailed.sort()).toEqual(['w0@example.com', 'w1@example.com', 'w2@example.com', 'w3@example.com']);
  });
});
