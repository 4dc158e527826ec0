/**
 * The balance model of store credit and gift cards: a balance moves only with its movement, in
 * one transaction, and never below zero, even when spends race for the last of it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client';
import { creditMovements, credits } from '../../db/schema/index';
import { useSignedInUsers } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { creditQueries, newCreditCode } from './credits.repository';
import { issueStoreCredit } from './credits.service';

const t = useTestApp();
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
