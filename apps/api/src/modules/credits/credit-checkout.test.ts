/**
 * Gift cards and store credit paying at checkout, through Stripe (its local stand-in): a code
 * pays part (held until the payment arrives, released when the checkout expires) or all (no card:
 * the shop's own page places the order), refunds give the codes back their share, and two
 * checkouts racing for one balance never spend it twice.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared/order.schema';
import { creditMovements, credits, orders } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts, trackedStock } from '../../test/fixtures';
import { TEST_ADDRESS } from '../../test/shop-helpers';
import { useStripeTestAppWithSmtp } from '../../test/stripe-test-app';

const WEBHOOK_SECRET = 'whsec_test_secret_for_credit';
const stripe = new Stripe('sk_test_x');

const { t, smtp, standIn } = useStripeTestAppWithSmtp(WEBHOOK_SECRET, {
  SHIPPING_FLAT_RATE: '4.50',
  CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000',
});

let tee: string;
let customer: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  const [first] = await insertProducts(t.database.db, [
    { name: 'Credit Tee', priceCents: 2999, trackStock: true, ...trackedStock({ 'black/m': 100 }) },
  ]);
  tee = first!.id;
  customer = await signedInUser(t, 'user', { email: 'spender@example.com' });
  admin = await signedInUser(t, 'admin');
});

/** One tee: $29.99, 6 % tax ($1.80) and $4.50 shipping come to $36.29. */
const bag = () => [{ _id: tee, color: 'black', size: 'm', quantity: 1 }];

/** A gift card of `amount` dollars, issued by the admin to `email`: answers its id and code. */
async function giftCard(amount: number, email = 'friend@example.com'): Promise<{ id: string; code: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/credits',
    payload: { kind: 'gift-card', email, amount, note: 'Happy birthday' },
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode).toBe(201);
  const { _id, code } = res.json().credit as { _id: string; code: string };
  return { id: _id, code };
}

const checkout = (payload: object, cookie = customer.cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    payload: { products: bag(), ...payload },
    headers: { cookie },
  });

const balanceOf = async (id: string) => (await t.database.db.select().from(credits).where(eq(credits.id, id)))[0]!.balanceCents;
const movementsOf = (id: string) => t.database.db.select().from(creditMovements).where(eq(creditMovements.creditId, id));
const orderOfSession = async (sessionId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId)))[0]!;

async function webhook(type: string, object: unknown) {
  const body = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type, data: { object } });
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
  expect(res.statusCode).toBe(200);
}

async function view(id: string): Promise<Order> {
  const res = await t.app.inject({ url: `/api/orders/order/${id}`, headers: { cookie: admin.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as Order;
}

describe('the bag priced with a gift card', () => {
  it('shows what the code pays and what is left for the card, or why the code cannot pay', async () => {
    const card = await giftCard(25);
    const price = (payload: object, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/price',
        payload: { products: bag(), ...payload },
        headers: cookie ? { cookie } : {},
      });
    const priced = (await price({ creditCode: card.code.toLowerCase() })).json();
    expect(priced).toMatchObject({ total: 36.29, credit: 25, creditCode: card.code, creditProblem: null, toPay: 11.29 });

    // Stripe charges a card 50 cents at least: a code that would leave 29 cents leaves 50.
    const almost = await giftCard(36);
    expect((await price({ creditCode: almost.code })).json()).toMatchObject({ credit: 35.79, toPay: 0.5 });

    expect((await price({ creditCode: 'GC-NONE-NONE-NONE' })).json()).toMatchObject({
      credit: 0,
      creditCode: null,
      creditProblem: 'No gift card or store credit has this code.',
      toPay: 36.29,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/credits/${card.id}/disable`,
      payload: { reason: 'Reported stolen' },
      headers: { cookie: admin.cookie },
    });
    expect((await price({ creditCode: card.code })).json()).toMatchObject({
      creditProblem: 'This code can no longer be used.',
      toPay: 36.29,
    });
    // Refused at checkout too, under the code's field.
    const refused = await checkout({ creditCode: card.code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'creditCode', message: 'This code can no longer be used.' }]);
  });

  it('offers a signed-in customer their own credit, and spends it when asked', async () => {
    const own = await signedInUser(t, 'user', { email: 'own-credit@example.com' });
    await giftCard(10, own.email);
    const price = (useAccountCredit: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/price',
        payload: { products: bag(), useAccountCredit },
        headers: { cookie: own.cookie },
      });
    expect((await price(false)).json()).toMatchObject({ accountCredit: 10, credit: 0, toPay: 36.29 });
    expect((await price(true)).json()).toMatchObject({ accountCredit: 10, credit: 10, toPay: 26.29 });
  });
});

describe('a gift card paying part, and the card the rest', () => {
  it('holds the code’s share, asks Stripe for the rest only, and spends the share once paid', async () => {
    const card = await giftCard(25);
    const res = await checkout({ creditCode: card.code });
    expect(res.statusCode).toBe(200);
    const { id } = res.json() as { id: string };
    const session = standIn().sessions.get(id)!;
    expect(session.amount_total).toBe(1129);
    // One line for the order, which says what the card paid: a gift card is not a discount.
    expect(session.line_items_sent).toEqual([
      expect.objectContaining({
        name: expect.stringMatching(/^Order ORD-/),
        description: expect.stringMatching(/Total \$36\.29, less \$25\.00 paid by GC-…-[A-Z0-9]{4}\.$/),
        unit_amount: 1129,
      }),
    ]);
    // Held: off the balance at once.
    expect(await balanceOf(card.id)).toBe(0);

    await webhook('checkout.session.completed', standIn().complete(id));
    const order = await view((await orderOfSession(id)).id);
    expect(order).toMatchObject({ paymentStatus: 'paid', amount: 36.29, paidByCredit: 25, creditCodes: [expect.stringMatching(/^GC-…-/)] });
    expect((await movementsOf(card.id)).map((movement) => [movement.kind, movement.amountCents])).toEqual([
      ['issued', 2500],
      ['spent', -2500],
    ]);
    const mail = await smtp.received((message) => message.subject.includes(order.orderId) && message.subject.includes('confirmed'));
    expect(mail.text).toContain('Paid by gift card or store credit');
  });

  it('gives the share back when the checkout expires, and takes it again if the payment still comes', async () => {
    const card = await giftCard(20);
    const { id } = (await checkout({ creditCode: card.code })).json() as { id: string };
    expect(await balanceOf(card.id)).toBe(0);
    await webhook('checkout.session.expired', { ...standIn().sessions.get(id)!, status: 'expired' });
    expect(await balanceOf(card.id)).toBe(2000);
    expect((await movementsOf(card.id)).map((movement) => movement.kind)).toEqual(['issued', 'spent', 'released']);

    // Paid after all (the payment raced the expiry): the share is taken again.
    await webhook('checkout.session.completed', standIn().complete(id));
    expect(await balanceOf(card.id)).toBe(0);
    expect((await orderOfSession(id)).paymentStatus).toBe('paid');
  });

  it('flags a late payment whose gift card was spent meanwhile', async () => {
    const card = await giftCard(20);
    const { id } = (await checkout({ creditCode: card.code })).json() as { id: string };
    await webhook('checkout.session.expired', { ...standIn().sessions.get(id)!, status: 'expired' });
    // Spent elsewhere in between.
    expect((await checkout({ creditCode: card.code })).statusCode).toBe(200);
    await webhook('checkout.session.completed', standIn().complete(id));
    const order = await orderOfSession(id);
    expect(order).toMatchObject({ paymentStatus: 'flagged', creditCents: 0 });
    expect(order.paymentNote).toMatch(/^Paid, but GC-…-[A-Z0-9]{4} no longer held \$20\.00 of it/);
  });

  it('gives a refund back in proportion: the code its share, Stripe the rest', async () => {
    const card = await giftCard(25);
    const { id } = (await checkout({ creditCode: card.code })).json() as { id: string };
    await webhook('checkout.session.completed', standIn().complete(id));
    const order = await view((await orderOfSession(id)).id);
    const intent = standIn().sessions.get(id)!.payment_intent;

    const part = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/refund`,
      payload: { requestId: randomUUID(), amount: 10, reason: 'Goodwill' },
      headers: { cookie: admin.cookie },
    });
    expect(part.statusCode).toBe(200);
    // $25.00 of $36.29 was the code's: $6.89 of $10.00 goes back to it, $3.11 to the card.
    expect(await balanceOf(card.id)).toBe(689);
    expect(
      standIn()
        .refunds.filter((made) => made.payment_intent === intent)
        .map((made) => made.amount),
    ).toEqual([311]);
    expect((part.json().order as Order).refunds[0]).toMatchObject({ amount: 10, toCredit: 6.89 });
    const mail = await smtp.received((message) => message.subject.includes(`refund of $10.00 on order ${order.orderId}`));
    expect(mail.text).toContain('$6.89 goes back to the gift card or store credit you paid with');
    expect(mail.text).toContain('$3.11 goes back to the card you paid with');

    // The rest of it: the code ends with all it paid, the card with all it paid, to the cent.
    const rest = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/refund`,
      payload: { requestId: randomUUID(), reason: 'Cancelled' },
      headers: { cookie: admin.cookie },
    });
    expect(rest.statusCode).toBe(200);
    expect(await balanceOf(card.id)).toBe(2500);
    const toCard = standIn()
      .refunds.filter((made) => made.payment_intent === intent)
      .reduce((sum, made) => sum + made.amount, 0);
    expect(toCard).toBe(1129);
  });
});

describe('a gift card paying the whole order', () => {
  it('needs no card: the shop’s own page takes the address and places the order, and a refund goes back to the code', async () => {
    const card = await giftCard(50);
    const res = await checkout({ creditCode: card.code });
    expect(res.statusCode).toBe(200);
    const { id, url } = res.json() as { id: string; url: string };
    expect(url).toBe(`/checkout/${id}`);
    // Stripe is never asked.
    expect(standIn().sessions.has(id)).toBe(false);
    const page = (await t.app.inject({ url: `/api/orders/test-checkout/${id}` })).json();
    expect(page).toMatchObject({ total: 36.29, credit: 36.29, due: 0 });

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/orders/test-checkout/${id}/pay`,
      payload: { shippingAddress: TEST_ADDRESS },
    });
    expect(paid.statusCode).toBe(200);
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: id } });
    expect(confirmed.statusCode).toBe(200);
    const order = confirmed.json().order as Order;
    expect(order).toMatchObject({ paymentStatus: 'paid', amount: 36.29, paidByCredit: 36.29, shippingAddress: { city: 'Austin' } });
    expect(await balanceOf(card.id)).toBe(5000 - 3629);

    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/refund`,
      payload: { requestId: randomUUID(), reason: 'Changed their mind' },
      headers: { cookie: admin.cookie },
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().order).toMatchObject({ paymentStatus: 'refunded', refunded: 36.29 });
    expect(await balanceOf(card.id)).toBe(5000);
    expect((await movementsOf(card.id)).map((movement) => movement.kind)).toEqual(['issued', 'spent', 'refunded']);
  });
});

describe('two checkouts spending one gift card at once', () => {
  it('lets one have it: the other is refused, and the balance is spent once', async () => {
    const card = await giftCard(36.29);
    const tries = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders/create-checkout-session',
          payload: { products: bag(), creditCode: card.code, email: `racer${index}@example.com` },
          remoteAddress: `10.9.0.${index + 1}`,
        }),
      ),
    );
    expect(tries.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const refused of tries.filter((res) => res.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].path).toBe('creditCode');
    }
    expect(await balanceOf(card.id)).toBe(0);
    const movements = await movementsOf(card.id);
    expect(movements.reduce((sum, movement) => sum + movement.amountCents, 0)).toBe(0);
  });
});
