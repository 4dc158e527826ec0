import type { ShippingAddress } from '@shop/shared/address.schema';
import type { CollectedTax } from '@shop/shared/pricing';
import type { LanguageCode } from '@shop/shared/languages';

/**
 * What the shop needs of a card payment provider: a hosted checkout for an order, the state
 * of a checkout session, and verified webhook events. Stripe in production; a built-in
 * test-mode provider on a fresh install.
 */
export interface CheckoutLineItem {
  name: string;
  /** The variant, as the receipt reads it: 'black, M, SKU TEE-BK-M'. */
  description?: string;
  sku?: string;
  unitAmountCents: number;
  quantity: number;
  image?: string;
  /** What the line comes to after its share of a discount code; unit x quantity when left out. */
  totalCents?: number;
}

export interface CreateCheckoutInput {
  /** The order's database id, carried in the session's metadata. */
  orderId: string;
  orderRef: string;
  lines: CheckoutLineItem[];
  taxCents: number;
  /** How the receipt names the tax: 'Tax(6%)', or 'incl. VAT'. */
  taxLabel?: string;
  /** The lines' amounts already include the tax (EU/UK style): it is shown, not added. */
  taxIncluded?: boolean;
  /** A discount code and what it took off the lines (already in their totalCents). */
  discount?: { code: string; cents: number } | null;
  /**
   * What gift cards or store credit pay of the order, and their codes as the receipt shows them
   * ('GC-…-XR4T'): the provider takes only the rest. Null or left out when they pay nothing.
   */
  credit?: { cents: number; codes: string[] } | null;
  /** What shipping costs; 0 ships free. */
  shippingCents: number;
  /** The shipping method's name ('Express'); 'Shipping' when left out. */
  shippingName?: string;
  /** ISO codes of the countries the shop ships to. */
  shipToCountries: string[];
  currency: string;
  /** The language of the page the shopper left (`en`, `fr`): the card page speaks it where it can. */
  language: LanguageCode;
  customerEmail?: string;
  /** Where the shopper comes back to, at the language's address (`/fr/success`). */
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
  /** When an unpaid session stops taking payment. */
  expiresAt: Date;
}

export type CheckoutStatus = 'open' | 'paid' | 'unpaid' | 'failed' | 'expired';

export interface CheckoutSessionState {
  id: string;
  status: CheckoutStatus;
  orderId: string | undefined;
  amountTotalCents: number | null;
  currency: string | null;
  email: string | null;
  /** Where to ship, once the shopper has given it. */
  shippingAddress: ShippingAddress | null;
  /** The provider's payment, which a refund names (Stripe's payment intent). */
  paymentId: string | null;
  /**
   * The tax the provider worked out and charged, when it computes tax itself (Stripe Tax); null
   * when the shop's own tax table priced the order. Each line's share is given by its index.
   */
  collectedTax: CollectedTax | null;
  /**
   * Stripe's recovery: on an expired session, the link that opens a new one with the same lines
   * (`recoveryUrl`); on the session opened from it, the expired one it came from (`recoveredFrom`),
   * whose order it pays.
   */
  recoveryUrl?: string;
  recoveredFrom?: string;
}

export interface RefundInput {
  sessionId: string;
  paymentId: string | null;
  amountCents: number;
  idempotencyKey: string;
}

export type PaymentEvent = { kind: 'session'; session: CheckoutSessionState } | { kind: 'ignored'; type: string };

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /**
   * The provider works out the tax itself (Stripe Tax) from the address its page collects, so the
   * amount to take is not known until then: gift cards and store credit cannot pay part of it.
   */
  readonly collectsTax?: boolean;
  /** The least it can charge a card (Stripe: 50 cents): gift cards then leave at least that much to pay. */
  readonly minimumChargeCents?: number;
  createCheckoutSession(input: CreateCheckoutInput): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionState>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent>;
  /**
   * Gives `amountCents` of the payment back, all of it or part; safe to repeat with the same
   * idempotency key. Answers the provider's refund id (null in test mode).
   */
  refund(input: RefundInput): Promise<string | null>;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
