/**
 * A local stand-in for the parts of Stripe's API the shop uses, so the real `stripe` SDK can
 * be exercised end to end (its host/port/protocol options point here).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { TEST_ADDRESS } from './shop-helpers';

export interface StandInAddress {
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  postal_code: string;
  country: string;
}

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  customer_details: { email: string | null; phone: string | null } | null;
  collected_information: { shipping_details: { name: string; address: StandInAddress } | null } | null;
  payment_intent: string | null;
  shipping_address_collection: { allowed_countries: string[] } | null;
  success_url: string;
  cancel_url: string;
  /** The language the card page speaks ('fr'; 'auto': the browser's), as Stripe keeps it. */
  locale: string | null;
  line_items_sent: { name: string; description?: string; sku?: string; unit_amount: number; quantity: number }[];
  /** Stripe Tax: whether the session asked for it, and what it came to once the address was known. */
  automatic_tax: { enabled: boolean };
  total_details: {
    amount_tax: number;
    breakdown?: { taxes: { amount: number; taxable_amount: number; rate: StandInTaxRate }[] };
  } | null;
  shipping_cost: { amount_total: number; amount_tax: number } | null;
  /** What Stripe's line items answer: each item with its metadata and its tax. */
  line_items: {
    object: 'item';
    id: string;
    quantity: number;
    amount_subtotal: number;
    amount_tax: number;
    amount_total: number;
    metadata: Record<string, string>;
    tax_behavior: string | null;
  }[];
  shipping_tax_behavior: string | null;
  /** Stripe's recovery: asked for at creation, its link once the session expired. */
  after_expiration: { recovery: { enabled: boolean; url: string | null } } | null;
  /** The expired session this one was opened from, by its recovery link. */
  recovered_from: string | null;
}

interface StandInTaxRate {
  object: 'tax_rate';
  display_name: string;
  percentage: number;
  effective_percentage: number;
  country: string;
  state: string | null;
}

/** What Stripe Tax charges in the stand-in: a rate per country (by ISO code), none elsewhere. */
export type StandInTaxRates = Record<string, { name: string; percent: number }>;

/** An amount's tax at `percent`, half up: on top of it (exclusive) or within it (inclusive). */
function taxWithin(amount: number, percent: number, behavior: string | null): number {
  return behavior === 'inclusive' ? amount - Math.round((amount * 100) / (100 + percent)) : Math.round((amount * percent) / 100);
}

/** Parses Stripe's form encoding (`a[b][0][c]=1`) into nested objects and arrays. */
function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const { name, phone, postalCode, ...address } = TEST_ADDRESS;
/** What a shopper types into Stripe's address form, unless a test says otherwise: the test parcel's address, in Stripe's shape. */
export const STAND_IN_SHIPPING = { name, phone, address: { ...address, postal_code: postalCode } };

export async function startStripeStandIn({ taxRates = {} }: { taxRates?: StandInTaxRates } = {}) {
  const sessions = new Map<string, StandInSession>();
  const requests: { method: string; path: string; idempotencyKey?: string; body: Record<string, unknown> }[] = [];
  let counter = 0;
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  const refundsByKey = new Map<string, (typeof refunds)[number]>();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = parseForm(raw);
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({ method: req.method ?? '', path, idempotencyKey: req.headers['idempotency-key'] as string | undefined, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        res.end(JSON.stringify(payload));
      };
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const items =
          (body.line_items as {
            quantity: string;
            price_data: {
              unit_amount: string;
              currency: string;
              product_data: { name: string; description?: string; metadata?: { sku?: string } };
              tax_behavior?: string;
            };
            metadata?: Record<string, string>;
          }[]) ?? [];
        const lineItems = items.map((item) => ({
          name: item.price_data.product_data.name,
          ...(item.price_data.product_data.description ? { description: item.price_data.product_data.description } : {}),
          ...(item.price_data.product_data.metadata?.sku ? { sku: item.price_data.product_data.metadata.sku } : {}),
          unit_amount: Number(item.price_data.unit_amount),
          quantity: Number(item.quantity),
        }));
        const shippingOptions =
          (body.shipping_options as { shipping_rate_data: { fixed_amount: { amount: string }; tax_behavior?: string } }[]) ?? [];
        const shipping = shippingOptions.reduce((sum, option) => sum + Number(option.shipping_rate_data.fixed_amount.amount), 0);
        const collection = body.shipping_address_collection as { allowed_countries: string[] } | undefined;
        counter += 1;
        const id = `cs_test_standin_${counter}`;
        const session: StandInSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0) + shipping,
          currency: items[0]?.price_data.currency ?? 'usd',
          metadata: (body.metadata as Record<string, string>) ?? {},
          client_reference_id: (body.client_reference_id as string) ?? null,
          customer_email: (body.customer_email as string) ?? null,
          customer_details: null,
          collected_information: null,
          payment_intent: null,
          shipping_address_collection: collection ? { allowed_countries: collection.allowed_countries } : null,
          success_url: body.success_url as string,
          cancel_url: body.cancel_url as string,
          locale: (body.locale as string | undefined) ?? null,
          line_items_sent: lineItems,
          automatic_tax: { enabled: (body.automatic_tax as { enabled?: string } | undefined)?.enabled === 'true' },
          total_details: { amount_tax: 0 },
          shipping_cost: shipping ? { amount_total: shipping, amount_tax: 0 } : null,
          line_items: items.map((item, index) => {
            const amount = Number(item.price_data.unit_amount) * Number(item.quantity);
            return {
              object: 'item' as const,
              id: `li_${counter}_${index}`,
              quantity: Number(item.quantity),
              amount_subtotal: amount,
              amount_tax: 0,
              amount_total: amount,
              metadata: item.metadata ?? {},
              tax_behavior: item.price_data.tax_behavior ?? null,
            };
          }),
          shipping_tax_behavior: shippingOptions[0]?.shipping_rate_data.tax_behavior ?? null,
          after_expiration:
            (body.after_expiration as { recovery?: { enabled?: string } } | undefined)?.recovery?.enabled === 'true'
              ? { recovery: { enabled: true, url: null } }
              : null,
          recovered_from: null,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const items = /^\/v1\/checkout\/sessions\/([\w-]+)\/line_items$/.exec(path);
      if (req.method === 'GET' && items) {
        const session = sessions.get(items[1]!);
        if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout session' } });
        return send(200, { object: 'list', data: session.line_items, has_more: false, url: path });
      }
      const match = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
      if (req.method === 'GET' && match) {
        const session = sessions.get(match[1]!);
        return session ? send(200, session) : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout session' } });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        // As Stripe: the same idempotency key answers the refund it made; no refund takes more than is left.
        const key = req.headers['idempotency-key'] as string | undefined;
        const replayed = key ? refundsByKey.get(key) : undefined;
        if (replayed) return send(200, replayed);
        const paymentIntent = body.payment_intent as string;
        const paid = [...sessions.values()].find((session) => session.payment_intent === paymentIntent);
        if (!paid) return send(400, { error: { type: 'invalid_request_error', message: `No such payment_intent: '${paymentIntent}'` } });
        const refundedBefore = refunds
          .filter((refund) => refund.payment_intent === paymentIntent)
          .reduce((sum, refund) => sum + refund.amount, 0);
        const amount = body.amount === undefined ? paid.amount_total - refundedBefore : Number(body.amount);
        if (amount > paid.amount_total - refundedBefore) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: 'Refund amount is greater than unrefunded amount on charge.',
            },
          });
        }
        counter += 1;
        const refund = { id: `re_standin_${counter}`, object: 'refund', payment_intent: paymentIntent, amount, status: 'succeeded' };
        refunds.push(refund);
        if (key) refundsByKey.set(key, refund);
        return send(200, refund);
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    client: { host: '127.0.0.1', port, protocol: 'http' as const, maxNetworkRetries: 0 },
    sessions,
    requests,
    /** The refunds made, each once however often its request was repeated. */
    refunds,
    /** What Stripe does when the customer pays. */
    complete(
      id: string,
      email = 'buyer@example.com',
      shipping: { name: string; phone?: string; address: StandInAddress } = STAND_IN_SHIPPING,
    ) {
      const session = sessions.get(id)!;
      const rate = session.automatic_tax.enabled ? taxRates[shipping.address.country] : undefined;
      if (rate) {
        // Stripe Tax: each item and the shipping taxed at the address's rate, the total with it where it is added.
        for (const item of session.line_items) {
          item.amount_tax = taxWithin(item.amount_subtotal, rate.percent, item.tax_behavior);
          item.amount_total = item.amount_subtotal + (item.tax_behavior === 'inclusive' ? 0 : item.amount_tax);
        }
        const shippingTax = session.shipping_cost
          ? taxWithin(session.shipping_cost.amount_total, rate.percent, session.shipping_tax_behavior)
          : 0;
        if (session.shipping_cost) session.shipping_cost.amount_tax = shippingTax;
        const tax = session.line_items.reduce((sum, item) => sum + item.amount_tax, 0) + shippingTax;
        const added =
          session.line_items.reduce((sum, item) => sum + item.amount_total - item.amount_subtotal, 0) +
          (session.shipping_tax_behavior === 'inclusive' ? 0 : shippingTax);
        session.amount_total += added;
        const taxed = session.line_items.reduce((sum, item) => sum + item.amount_subtotal, 0) + (session.shipping_cost?.amount_total ?? 0);
        session.total_details = {
          amount_tax: tax,
          breakdown: {
            taxes: [
              {
                amount: tax,
                taxable_amount: taxed - (session.shipping_tax_behavior === 'inclusive' ? tax : 0),
                rate: {
                  object: 'tax_rate',
                  display_name: rate.name,
                  percentage: rate.percent,
                  effective_percentage: rate.percent,
                  country: shipping.address.country,
                  state: shipping.address.state,
                },
              },
            ],
          },
        };
      }
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        customer_details: { email, phone: shipping.phone ?? null },
        collected_information: { shipping_details: { name: shipping.name, address: shipping.address } },
        payment_intent: `pi_standin_${id}`,
      });
      return session;
    },
    /** What Stripe does when a session's time is up unpaid: it expires, with a recovery link when one was asked for. */
    expire(id: string) {
      const session = sessions.get(id)!;
      session.status = 'expired';
      if (session.after_expiration) session.after_expiration.recovery.url = `https://checkout.stripe.test/r/${id}`;
      return session;
    },
    /**
     * A shopper opening an expired session's recovery link: a new session with its lines, amount and
     * pages, naming the one it came from. The shop's metadata is not counted on being copied.
     */
    recover(id: string) {
      const expired = sessions.get(id)!;
      if (!expired.after_expiration?.recovery.url) throw new Error(`${id} has no recovery link`);
      counter += 1;
      const recoveredId = `cs_test_standin_${counter}`;
      const session: StandInSession = {
        ...structuredClone(expired),
        id: recoveredId,
        url: `https://checkout.stripe.test/pay/${recoveredId}`,
        status: 'open',
        payment_status: 'unpaid',
        metadata: {},
        client_reference_id: null,
        after_expiration: null,
        recovered_from: id,
      };
      sessions.set(recoveredId, session);
      return session;
    },
    /**
     * Stripe's checkout.session.completed event for a paid session (or another event of a session:
     * `type`), signed with `webhookSecret` as Stripe signs it.
     */
    completedEvent(id: string, webhookSecret: string, type = 'checkout.session.completed') {
      const body = JSON.stringify({
        id: type === 'checkout.session.completed' ? `evt_${id}` : `evt_${id}_${type}`,
        object: 'event',
        type,
        data: { object: sessions.get(id) },
      });
      const signature = new Stripe('sk_test_stand_in').webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
      return { body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
