import { ShippingAddressSchema, type ShippingAddress } from '@shop/shared/address.schema';
import type Stripe from 'stripe';
import { TAX_LABEL } from '@shop/shared/constants';
import { formatCents } from '@shop/shared/money';
import { STANDARD_TAX_CLASS, type CollectedTax } from '@shop/shared/pricing';
import type {
  CheckoutLineItem,
  CheckoutSessionState,
  CheckoutStatus,
  CreateCheckoutInput,
  PaymentEvent,
  PaymentProvider,
  RefundInput,
} from './provider';
import type { LanguageCode } from '@shop/shared/languages';
import { WebhookSignatureError } from './provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  publicUrl: string;
  /**
   * Stripe Tax: Stripe works out the tax from the address its checkout collects, in place of the
   * shop's tax table, and the shop records what Stripe charged.
   */
  automaticTax?: boolean;
  /** host/port/protocol point the real SDK at a local stand-in in tests. */
  client?: Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol' | 'maxNetworkRetries' | 'timeout'>;
}

/** The SDK's host/port/protocol options for an API at `url` (stripe-mock, or a stand-in in tests). */
export function stripeClientAt(url: string): NonNullable<StripeProviderOptions['client']> {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port: Number(parsed.port) || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Stripe Checkout's locale for each language the shop speaks: French for French; for the default
 * language, 'auto' (the browser's), as the card page always was.
 */
const STRIPE_LOCALES: Record<LanguageCode, Stripe.Checkout.SessionCreateParams.Locale> = { en: 'auto', fr: 'fr' };

const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

function statusOf(session: Stripe.Checkout.Session, eventType?: string): CheckoutStatus {
  if (eventType === 'checkout.session.async_payment_failed') return 'failed';
  if (session.status === 'expired' || eventType === 'checkout.session.expired') return 'expired';
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid';
  if (session.status === 'complete') return 'unpaid'; // an async method (e.g. a bank debit) still on its way
  return 'open';
}

function stateOf(session: Stripe.Checkout.Session, eventType?: string, collectedTax: CollectedTax | null = null): CheckoutSessionState {
  return {
    id: session.id,
    status: statusOf(session, eventType),
    orderId: session.metadata?.orderId ?? session.client_reference_id ?? undefined,
    amountTotalCents: session.amount_total,
    currency: session.currency,
    email: session.customer_details?.email ?? session.customer_email ?? null,
    shippingAddress: shippingOf(session),
    paymentId: typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
    collectedTax,
    ...(session.after_expiration?.recovery?.url ? { recoveryUrl: session.after_expiration.recovery.url } : {}),
    ...(session.recovered_from ? { recoveredFrom: session.recovered_from } : {}),
  };
}

/**
 * The tax Stripe Tax charged on a session: the total and each rate from its totals, shipping's
 * from its shipping cost, and each shop line's from the line items, which carry their line's
 * index in their metadata.
 */
function collectedTaxOf(session: Stripe.Checkout.Session, items: readonly Stripe.LineItem[]): CollectedTax {
  const lineCents: number[] = [];
  let mapped = true;
  for (const item of items) {
    const line = Number(item.metadata?.line);
    if (!Number.isInteger(line) || line < 0) mapped = false;
    else lineCents[line] = (lineCents[line] ?? 0) + item.amount_tax;
  }
  return {
    lineCents: mapped ? Array.from(lineCents, (cents) => cents ?? 0) : null,
    shippingCents: session.shipping_cost?.amount_tax ?? 0,
    totalCents: session.total_details?.amount_tax ?? 0,
    taxes: (session.total_details?.breakdown?.taxes ?? []).map((tax) => ({
      label: tax.rate.display_name,
      percent: tax.rate.effective_percentage ?? tax.rate.percentage,
      country: tax.rate.country ?? '*',
      region: tax.rate.state ?? null,
      taxClass: STANDARD_TAX_CLASS,
      baseCents: tax.taxable_amount ?? 0,
      amountCents: tax.amount,
    })),
  };
}

/** The address Stripe's checkout collected, in the shop's shape; null if it is missing or unusable. */
function shippingOf(session: Stripe.Checkout.Session): ShippingAddress | null {
  const details = session.collected_information?.shipping_details;
  if (!details) return null;
  const parsed = ShippingAddressSchema.safeParse({
    name: details.name,
    line1: details.address.line1 ?? '',
    line2: details.address.line2 ?? undefined,
    city: details.address.city ?? '',
    state: details.address.state ?? undefined,
    postalCode: details.address.postal_code ?? '',
    country: details.address.country ?? '',
    phone: session.customer_details?.phone ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * A line's units at whole-cent amounts that add up to its discounted total: a $10.01 share of
 * a code over 2 units is one unit a cent dearer than the other.
 */
export function discountedUnits(line: CheckoutLineItem): { unitCents: number; quantity: number }[] {
  const total = line.totalCents ?? line.unitAmountCents * line.quantity;
  const unitCents = Math.floor(total / line.quantity);
  const dearer = total - unitCents * line.quantity;
  return [
    { unitCents: unitCents + 1, quantity: dearer },
    { unitCents, quantity: line.quantity - dearer },
  ].filter((part) => part.quantity > 0);
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  // NOTE: the SDK takes ~0.3 s to import; loaded at the first payment, it stays off the start-up path.
  let client: Promise<Stripe> | undefined;
  const stripeClient = () =>
    (client ??= import('stripe').then(
      ({ default: StripeSdk }) => new StripeSdk(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...options.client }),
    ));
  const absolute = (url: string) => (url.startsWith('/') ? `${options.publicUrl}${url}` : url);
  const taxBehavior = (taxIncluded: boolean | undefined) =>
    options.automaticTax ? { tax_behavior: taxIncluded ? ('inclusive' as const) : ('exclusive' as const) } : {};

  /** A session's state; once paid under Stripe Tax, with the tax Stripe charged (read afresh, with its line items). */
  async function sessionState(stripe: Stripe, session: Stripe.Checkout.Session, eventType?: string): Promise<CheckoutSessionState> {
    const state = stateOf(session, eventType);
    if (!options.automaticTax || state.status !== 'paid') return state;
    const [full, items] = await Promise.all([
      stripe.checkout.sessions.retrieve(session.id, { expand: ['total_details.breakdown'] }),
      stripe.checkout.sessions.listLineItems(session.id, { limit: 100 }).autoPagingToArray({ limit: 10_000 }),
    ]);
    return stateOf(full, eventType, collectedTaxOf(full, items));
  }

  return {
    name: 'stripe',
    collectsTax: options.automaticTax ?? false,
    // Stripe's least charge in US dollars.
    minimumChargeCents: 50,

    async createCheckoutSession(input: CreateCheckoutInput) {
      // Stripe is given each line at its discounted amount, so that its total is the shop's to the cent.
      // Each item carries its line's index, by which the tax Stripe Tax puts on it comes back to the line.
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = input.lines.flatMap((line, index) =>
        discountedUnits(line).map(({ unitCents, quantity }) => ({
          quantity,
          metadata: { line: String(index) },
          price_data: {
            currency: input.currency,
            unit_amount: unitCents,
            ...taxBehavior(input.taxIncluded),
            product_data: {
              name: line.name,
              ...(line.description ? { description: line.description } : {}),
              ...(line.image ? { images: [absolute(line.image)] } : {}),
              ...(line.sku ? { metadata: { sku: line.sku } } : {}),
            },
          },
        })),
      );
      if (!options.automaticTax && input.taxCents > 0 && !input.taxIncluded) {
        lineItems.push({
          quantity: 1,
          price_data: { currency: input.currency, unit_amount: input.taxCents, product_data: { name: input.taxLabel ?? TAX_LABEL } },
        });
      }
      const credit = input.credit?.cents ?? 0;
      if (credit > 0) {
        // Checkout takes no negative line, and a coupon would be a discount, which lowers the tax:
        // a gift card is a way to pay, not a discount. So the page shows one line for the order,
        // what it comes to less the codes' share, and says so; the shop's order keeps every line.
        const itemsCents = lineItems.reduce((sum, item) => sum + item.price_data!.unit_amount! * item.quantity!, 0);
        const rest = itemsCents + input.shippingCents - credit;
        const codes = input.credit!.codes.join(', ');
        lineItems.splice(0, lineItems.length, {
          quantity: 1,
          price_data: {
            currency: input.currency,
            unit_amount: rest,
            product_data: {
              name: `Order ${input.orderRef}`,
              description: `${input.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}. Total ${formatCents(
                itemsCents + input.shippingCents,
              )}, less ${formatCents(credit)} paid by ${codes}.`,
            },
          },
        });
      }
      const stripe = await stripeClient();
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lineItems,
          // The card page in the shopper's language; in the default one, Stripe's own guess from the browser, as before.
          locale: STRIPE_LOCALES[input.language],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          client_reference_id: input.orderId,
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          // Once expired, Stripe gives a link that opens the same checkout again: a shopper's
          // reminder leads there, and what is paid through it pays this order.
          after_expiration: { recovery: { enabled: true } },
          metadata: { orderId: input.orderId, orderRef: input.orderRef },
          payment_intent_data: { metadata: { orderId: input.orderId, orderRef: input.orderRef } },
          // Gift cards alone ship nothing: no address is asked for.
          ...(input.shipToCountries.length > 0
            ? {
                shipping_address_collection: {
                  allowed_countries:
                    input.shipToCountries as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry[],
                },
              }
            : {}),
          phone_number_collection: { enabled: true },
          ...(options.automaticTax ? { automatic_tax: { enabled: true } } : {}),
          ...(input.shippingCents > 0 && credit === 0
            ? {
                shipping_options: [
                  {
                    shipping_rate_data: {
                      type: 'fixed_amount' as const,
                      display_name: input.shippingName ?? 'Shipping',
                      fixed_amount: { amount: input.shippingCents, currency: input.currency },
                      ...taxBehavior(input.taxIncluded),
                    },
                  },
                ],
              }
            : {}),
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(id: string) {
      const stripe = await stripeClient();
      return sessionState(stripe, await stripe.checkout.sessions.retrieve(id));
    },

    async parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent> {
      if (!options.webhookSecret) throw new WebhookSignatureError('Webhooks are not configured (STRIPE_WEBHOOK_SECRET).');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header.');
      const stripe = await stripeClient();
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      if (!SESSION_EVENTS.has(event.type)) return { kind: 'ignored', type: event.type };
      return { kind: 'session', session: await sessionState(stripe, event.data.object as Stripe.Checkout.Session, event.type) };
    },

    async refund({ sessionId, paymentId, amountCents, idempotencyKey }: RefundInput) {
      const stripe = await stripeClient();
      const paymentIntent = paymentId ?? stateOf(await stripe.checkout.sessions.retrieve(sessionId)).paymentId;
      if (!paymentIntent) throw new Error(`Stripe session ${sessionId} has no payment to refund`);
      const refund = await stripe.refunds.create({ payment_intent: paymentIntent, amount: amountCents }, { idempotencyKey });
      return refund.id;
    },
  };
}
