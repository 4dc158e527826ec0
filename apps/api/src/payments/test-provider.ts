import { randomBytes } from 'node:crypto';
import type { ShippingAddress } from '@shop/shared/address.schema';
import { TAX_LABEL } from '@shop/shared/constants';
import { lineTotalCents } from '@shop/shared/money';
import { DEFAULT_LANGUAGE, languageOf, prefixPath } from '@shop/shared/languages';
import { paths } from '@shop/shared/routes';
import { badRequest, notFound } from '../lib/http-errors';
import type { CheckoutSessionState, CreateCheckoutInput, PaymentProvider, RefundInput } from './provider';
import { WebhookSignatureError } from './provider';
import type { TestCheckoutRepository } from './test-checkout.repository';

const subtotalOf = (lines: { unitAmountCents: number; quantity: number }[]) =>
  lines.reduce((sum, line) => sum + lineTotalCents({ unitCents: line.unitAmountCents, quantity: line.quantity }), 0);

export interface TestCheckoutView {
  id: string;
  status: 'open' | 'paid' | 'expired';
  orderRef: string | undefined;
  lines: { name: string; description?: string; unitAmountCents: number; quantity: number; image?: string }[];
  subtotalCents: number;
  /** A discount code and what it took off; '' and 0 without one. */
  discountCode: string;
  discountCents: number;
  taxCents: number;
  taxLabel: string;
  taxIncluded: boolean;
  shippingCents: number;
  /** What gift cards or store credit pay; `amountTotalCents` is the rest, which the page takes. */
  creditCents: number;
  shipToCountries: string[];
  amountTotalCents: number;
  currency: string;
  email: string | null;
  cancelUrl: string;
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  view(id: string): Promise<TestCheckoutView>;
  /** The shopper gave an address and pressed Pay on the test checkout page: answers where to go next. */
  pay(id: string, shippingAddress: ShippingAddress | undefined): Promise<{ url: string }>;
  /** Test mode only: the checkout expires now, unpaid, as an abandoned one does after its life (to try the reminders). */
  abandon(id: string): Promise<void>;
}

/**
 * A hosted checkout served by the shop itself, clearly marked TEST MODE; no money moves.
 * Its links are relative: the shopper stays on the origin they shop on (and keeps its bag
 * and session), whatever PUBLIC_URL says.
 */
export function createTestProvider(repository: TestCheckoutRepository, publicUrl: string): TestPaymentProvider {
  const relative = (url: string) => (url.startsWith(publicUrl) ? url.slice(publicUrl.length) || '/' : url);

  async function find(id: string) {
    const row = await repository.findById(id);
    if (!row) throw notFound('Checkout session not found.');
    const expired = row.status === 'open' && row.expiresAt.getTime() < Date.now();
    return expired ? { ...row, status: 'expired' } : row;
  }

  return {
    name: 'test',

    async createCheckoutSession(input: CreateCheckoutInput) {
      const id = `cs_test_${randomBytes(18).toString('base64url')}`;
      const sessionId = await repository.insert({
        id,
        orderId: input.orderId,
        idempotencyKey: input.idempotencyKey,
        lines: input.lines,
        taxCents: input.taxCents,
        taxLabel: input.taxLabel ?? TAX_LABEL,
        taxIncluded: input.taxIncluded ?? false,
        discountCents: input.discount?.cents ?? 0,
        discountCode: input.discount?.code ?? '',
        shippingCents: input.shippingCents,
        creditCents: input.credit?.cents ?? 0,
        shipToCountries: input.shipToCountries,
        // As a card provider's page adds it up: the lines, less the discount, with tax (unless they include
        // it) and shipping, less what gift cards or store credit pay.
        amountTotalCents:
          subtotalOf(input.lines) -
          (input.discount?.cents ?? 0) +
          (input.taxIncluded ? 0 : input.taxCents) +
          input.shippingCents -
          (input.credit?.cents ?? 0),
        currency: input.currency,
        email: input.customerEmail ?? null,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        expiresAt: input.expiresAt,
      });
      // The shop's own card page, in the shopper's language.
      return { id: sessionId, url: prefixPath(paths.checkout(sessionId), languageOf(input.language) ?? DEFAULT_LANGUAGE) };
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
        shippingAddress: row.shippingAddress ?? null,
        paymentId: null,
        collectedTax: null,
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
        subtotalCents: subtotalOf(row.lines),
        discountCode: row.discountCode,
        discountCents: row.discountCents,
        taxCents: row.taxCents,
        taxLabel: row.taxLabel,
        taxIncluded: row.taxIncluded,
        shippingCents: row.shippingCents,
        creditCents: row.creditCents,
        shipToCountries: row.shipToCountries,
        amountTotalCents: row.amountTotalCents,
        currency: row.currency,
        email: row.email,
        cancelUrl: relative(row.cancelUrl),
      };
    },

    async abandon(id: string) {
      const row = await find(id);
      if (row.status === 'paid') throw badRequest('This checkout is paid: it cannot be left unpaid.');
      await repository.expireNow(id);
    },

    async pay(id: string, shippingAddress: ShippingAddress | undefined) {
      const row = await find(id);
      if (row.status === 'expired') throw badRequest('This checkout has expired. Please return to your bag and check out again.');
      // Nothing ships (gift cards alone): no address is asked for, and none is kept.
      const ships = row.shipToCountries.length > 0;
      if (ships && !shippingAddress) {
        throw badRequest('Where should we send it? Give the shipping address.', [
          { path: 'shippingAddress', message: 'Shipping address is required' },
        ]);
      }
      if (ships && shippingAddress && !row.shipToCountries.includes(shippingAddress.country)) {
        throw badRequest('We do not ship to that country.', [
          { path: 'shippingAddress.country', message: `We ship to ${row.shipToCountries.join(', ')} only` },
        ]);
      }
      if (row.status === 'open') {
        await repository.markPaid(id, ships ? (shippingAddress ?? null) : null);
      }
      return { url: relative(row.successUrl).replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(id)) };
    },

    async refund({ sessionId }: RefundInput) {
      const row = await find(sessionId);
      if (row.status !== 'paid') throw badRequest('This test payment was never paid, so there is nothing to refund.');
      await repository.markRefunded(sessionId);
      return null;
    },
  };
}
