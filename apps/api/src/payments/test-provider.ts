import { randomBytes } from 'node:crypto';
import { lineTotalCents } from '@shop/shared/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { testCheckoutSessions } from '../db/schema/index';
import { badRequest, notFound } from '../lib/http-errors';
import type { CheckoutSessionState, CreateCheckoutInput, PaymentProvider } from './provider';
import { WebhookSignatureError } from './provider';

const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface TestCheckoutView {
  id: string;
  status: 'open' | 'paid' | 'expired';
  orderRef: string | undefined;
  lines: { name: string; unitAmountCents: number; quantity: number; image?: string }[];
  taxCents: number;
  amountTotalCents: number;
  currency: string;
  email: string | null;
  cancelUrl: string;
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  view(id: string): Promise<TestCheckoutView>;
  /** The shopper pressed Pay on the test checkout page: answers where to go next. */
  pay(id: string, email: string | undefined): Promise<{ url: string }>;
}

/**
 * A hosted checkout served by the shop itself, clearly marked TEST MODE; no money moves.
 * Its links are relative: the shopper stays on the origin they shop on (and keeps its bag
 * and session), whatever PUBLIC_URL says.
 */
export function createTestProvider(db: Db, publicUrl: string): TestPaymentProvider {
  const relative = (url: string) => (url.startsWith(publicUrl) ? url.slice(publicUrl.length) || '/' : url);

  async function find(id: string) {
    const [row] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id)).limit(1);
    if (!row) throw notFound('Checkout session not found.');
    const expired = row.status === 'open' && row.expiresAt.getTime() < Date.now();
    return expired ? { ...row, status: 'expired' } : row;
  }

  return {
    name: 'test',

    async createCheckoutSession(input: CreateCheckoutInput) {
      const id = `cs_test_${randomBytes(18).toString('base64url')}`;
      const amount =
        input.lines.reduce((sum, line) => sum + lineTotalCents({ unitCents: line.unitAmountCents, quantity: line.quantity }), 0) +
        input.taxCents;
      const [row] = await db
        .insert(testCheckoutSessions)
        .values({
          id,
          orderId: input.orderId,
          idempotencyKey: input.idempotencyKey,
          lines: input.lines,
          taxCents: input.taxCents,
          amountTotalCents: amount,
          currency: input.currency,
          email: input.customerEmail ?? null,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
        })
        .onConflictDoNothing({ target: testCheckoutSessions.idempotencyKey })
        .returning({ id: testCheckoutSessions.id });
      // The same idempotency key answers the session it made the first time.
      const sessionId = row?.id ?? (await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.idempotencyKey, input.idempotencyKey)))[0]!.id;
      return { id: sessionId, url: `/checkout/${sessionId}` };
    },

    async retrieveCheckoutSession(id: string): Promise<CheckoutSessionState> {
      const row = await find(id);
      return {
        id: row.id,
        status: row.status === 'paid' ? 'paid' : row.status === 'expired' ? 'expired' : 'open',
        orderId: row.orderId,
        amountTotalCents: row.amountTotalCents,
        currency: row.currency,
        email: row.email,
      };
    },

    async parseWebhook(): Promise<never> {
      throw new WebhookSignatureError('Webhooks are not used in test mode.');
    },

    async view(id: string) {
      const row = await find(id);
      return {
        id: row.id,
        status: row.status as TestCheckoutView['status'],
        orderRef: undefined,
        lines: row.lines,
        taxCents: row.taxCents,
        amountTotalCents: row.amountTotalCents,
        currency: row.currency,
        email: row.email,
        cancelUrl: relative(row.cancelUrl),
      };
    },

    async pay(id: string, email: string | undefined) {
      const row = await find(id);
      if (row.status === 'expired') throw badRequest('This checkout has expired. Please return to your bag and check out again.');
      const payer = row.email ?? email;
      if (!payer) throw badRequest('Please enter your email address.', [{ path: 'email', message: 'Email is required' }]);
      if (row.status === 'open') {
        await db.update(testCheckoutSessions).set({ status: 'paid', email: payer }).where(eq(testCheckoutSessions.id, id));
      }
      return { url: relative(row.successUrl).replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(id)) };
    },
  };
}
