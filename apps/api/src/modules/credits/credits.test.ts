/**
 * The balance model of store credit and gift cards: a balance moves only with its movement, in
 * one transaction, and never below zero, even when spends race for the last of it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client';
import { creditMovements, credits } from '../../db/schema/index';
import { useSignedInUsers } from '../../test/auth-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';
import { creditQueries, newCreditCode } from './credits.repository';
import { issueStoreCredit } from './credits.service';

const { t, smtp } = useTestAppWithSmtp({ PUBLIC_URL: 'https://shop.example.com' });
const { admin, customer } = useSignedInUsers(t, { admin: 'admin', customer: 'user' });

describe('a credit balance', () => {
  it('never goes below zero when ten spends race for it: as many win as it covers, each with its movement', async () => {
    const { db } = t.database;
    const issued = await inTransaction(db, (tx) =>
      issueStoreCredit(
        tx,
        { userId: customer.id, email: customer.email },
        { amountCents: 1000, note: 'Goodwill', orderId: null, actorId: admin.id },
      ),
    );
    // Each spend in its own transaction, all at once: on PostgreSQL they truly race.
    const spends = await Promise.all(
      Array.from({ length: 10 }, () =>
        inTransaction(db, (tx) => creditQueries(tx).move(issued.id, { kind: 'spent', amountCents: -300, note: 'Order', orderId: null })),
      ),
    );
    expect(spends.filter(Boolean)).toHaveLength(3);
    const [row] = await db.select().from(credits).where(eq(credits.id, issued.id));
    expect(row).toMatchObject({ balanceCents: 100, initialCents: 1000 });
    const movements = await db.select().from(creditMovements).where(eq(creditMovements.creditId, issued.id));
    expect(movements.map((movement) => movement.amountCents).sort((a, b) => a - b)).toEqual([-300, -300, -300, 1000]);
    expect(movements.reduce((sum, movement) => sum + movement.amountCents, 0)).toBe(row!.balanceCents);
  });

  it('refuses, in the database itself, a balance below zero written any other way', async () => {
    const { db } = t.database;
    const [row] = await db
      .insert(credits)
      .values({ code: newCreditCode('gift-card'), kind: 'gift-card', initialCents: 500, balanceCents: 500 })
      .returning();
    await expect(db.update(credits).set({ balanceCents: -1 }).where(eq(credits.id, row!.id))).rejects.toThrow();
  });

  it('gathers an account’s store credit on one code, and answers the customer’s own balances only', async () => {
    const { db } = t.database;
    const first = await inTransaction(db, (tx) =>
      issueStoreCredit(
        tx,
        { userId: admin.id, email: admin.email },
        { amountCents: 250, note: 'Return RR-2026-000001', orderId: null, actorId: admin.id },
      ),
    );
    const second = await inTransaction(db, (tx) =>
      issueStoreCredit(
        tx,
        { userId: admin.id, email: admin.email },
        { amountCents: 150, note: 'Return RR-2026-000002', orderId: null, actorId: admin.id },
      ),
    );
    expect(second.code).toBe(first.code);
    const mine = (await t.app.inject({ url: '/api/credits/mine', headers: { cookie: admin.cookie } })).json();
    expect(mine).toMatchObject({ balance: 4, credits: [{ code: first.code, balance: 4, initial: 4 }] });
    expect(mine.credits[0].movements.map((movement: { note: string }) => movement.note)).toEqual([
      'Return RR-2026-000001',
      'Return RR-2026-000002',
    ]);
  });
});

describe('gift cards and credit, as the admin keeps them', () => {
  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });

  it('issues a gift card to an email, mails its code with the note escaped, and lists it with its owner', async () => {
    const res = await asAdmin('POST', '/api/credits', {
      kind: 'gift-card',
      email: 'Friend@Example.com',
      amount: 25,
      note: 'Happy birthday <b>Ada</b>',
      expiresAt: '2030-01-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Gift card issued.',
      credit: {
        kind: 'gift-card',
        balance: 25,
        initial: 25,
        owner: 'friend@example.com',
        expiresAt: '2030-01-01T00:00:00.000Z',
        disabled: false,
      },
    });
    const code = res.json().credit.code as string;
    expect(code).toMatch(/^GC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const mail = await smtp.received((caught) => caught.subject === 'Drip Studio: a gift card of $25.00 for you');
    expect(mail.to).toContain('friend@example.com');
    expect(mail.text).toContain(`Your code is ${code}.`);
    expect(mail.text).toContain('https://shop.example.com/gift-cards');
    expect(mail.html).toContain('Happy birthday &lt;b&gt;Ada&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Ada</b>');

    const list = await asAdmin('GET', `/api/credits?search=${code.slice(3, 7).toLowerCase()}&kind=gift-card`);
    expect(list.json().credits.map((credit: { code: string }) => credit.code)).toContain(code);
    const invalid = await asAdmin('POST', '/api/credits', { kind: 'gift-card', email: 'x@example.com', amount: 0, note: '' });
    expect(
      invalid
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['amount', 'note']);
  });

  it('adjusts a balance with a reason, never below zero, disables a code, and audits both', async () => {
    const issued = (
      await asAdmin('POST', '/api/credits', {
        kind: 'store-credit',
        email: 'nobody-yet@example.com',
        amount: 10,
        note: 'Sorry for the wait',
      })
    ).json().credit as { _id: string; code: string };
    const down = await asAdmin('POST', `/api/credits/${issued._id}/adjust`, { amount: -4.5, reason: 'Part used in store' });
    expect(down.json()).toMatchObject({ message: 'Balance adjusted.', credit: { balance: 5.5 } });
    expect(down.json().credit.movements.at(-1)).toMatchObject({ kind: 'adjusted', amount: -4.5, note: 'Part used in store' });
    const tooFar = await asAdmin('POST', `/api/credits/${issued._id}/adjust`, { amount: -6, reason: 'Oops' });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json()).toMatchObject({ message: 'The balance cannot go below $0.00.', errors: [{ path: 'amount' }] });
    expect((await asAdmin('POST', `/api/credits/${issued._id}/disable`, { reason: 'Lost' })).json().credit).toMatchObject({
      disabled: true,
    });
    expect((await asAdmin('POST', `/api/credits/${issued._id}/disable`, { reason: 'Lost' })).statusCode).toBe(409);
    const audit = await t.app.inject({ url: `/api/audit?entity=credit&limit=50`, headers: { cookie: admin.cookie } });
    expect(audit.json().entries.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['credit.adjust', 'credit.disable']),
    );
  });

  it('tells anyone a code’s balance and state, never its owner, a few times a minute', async () => {
    const issued = (
      await asAdmin('POST', '/api/credits', { kind: 'gift-card', email: 'owner@example.com', amount: 50, note: 'For you' })
    ).json().credit as { code: string };
    const check = (code: string, address = '10.9.0.1') =>
      t.app.inject({ url: `/api/credits/balance?code=${encodeURIComponent(code)}`, remoteAddress: address });
    const found = await check(` ${issued.code.toLowerCase()} `);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ code: issued.code, kind: 'gift-card', balance: 50, expiresAt: null, disabled: false });
    expect(found.body).not.toContain('owner@example.com');
    const unknown = await check('GC-NONE-NONE-NONE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No gift card or store credit has this code.');
    const answers = [];
    for (let attempt = 0; attempt < 10; attempt++) answers.push((await check('GC-NONE-NONE-NONE', '10.9.0.2')).statusCode);
    expect(answers.at(-1)).toBe(404);
    const blocked = await check(issued.code, '10.9.0.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many checks\. Please try again in \d+ seconds\.$/);
  });
});
