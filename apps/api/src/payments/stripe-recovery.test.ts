/**
 * Stripe's own recovery of an abandoned checkout, through the real SDK and Stripe's local
 * stand-in: sessions ask for a recovery link, the expired session's link is kept with its order,
 * the shopper's one reminder leads to it (the shop's restore link beside it), and the session
 * opened from it pays the original order, which counts as recovered.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, productVariants } from '../db/schema/index';
import { insertProducts, trackedStock } from '../test/fixtures';
import { useStripeTestAppWithSmtp } from '../test/stripe-test-app';

const WEBHOOK_SECRET = 'whsec_test_secret_for_recovery';
const HOUR = 3_600_000;

const { t, smtp, standIn } = useStripeTestAppWithSmtp(WEBHOOK_SECRET, {
  CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000',
  CHECKOUT_EXPIRY_HOURS: '1',
  CHECKOUT_REMINDER_HOURS: '4',
});

let productId: string;
beforeAll(async () => {
  const [product] = await insertProducts(t.database.db, [{ name: 'Harbour Tee', priceCents: 3000, ...trackedStock({ 'black/m': 10 }) }]);
  productId = product!.id;
});

const checkout = async (email: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    payload: { products: [{ _id: productId, color: 'black', size: 'm', quantity: 2 }], email, remindMe: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
};
const orderOf = async (sessionId: string) => (await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId)))[0]!;
const deliver = (sessionId: string, type: string) => {
  const event = standIn().completedEvent(sessionId, WEBHOOK_SECRET, type);
  return t.app.inject({ method: 'POST', url: '/api/orders/webhook', headers: event.headers, payload: event.body });
};
const stockOfBlackM = async () => {
  const [variant] = await t.database.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.color, 'black'), eq(productVariants.size, 'm')));
  return variant?.stock;
};

describe('an abandoned Stripe checkout', () => {
  it('is reminded with Stripe’s recovery link, and the session opened from it pays the original order', async () => {
    const email = 'recover-me@example.com';
    const sessionId = await checkout(email);
    const created = standIn()
      .requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions')
      .at(-1)!;
    expect(created.body.after_expiration).toEqual({ recovery: { enabled: 'true' } });

    // Stripe expires it and says so, with the link.
    standIn().expire(sessionId);
    expect((await deliver(sessionId, 'checkout.session.expired')).statusCode).toBe(200);
    const expired = await orderOf(sessionId);
    expect(expired).toMatchObject({ paymentStatus: 'expired', recoveryUrl: `https://checkout.stripe.test/r/${sessionId}` });

    // Its one reminder leads to Stripe's link, with the shop's own beside it.
    await t.database.db
      .update(orders)
      .set({ updatedAt: new Date(Date.now() - 5 * HOUR) })
      .where(eq(orders.id, expired.id));
    expect(await t.app.services.checkoutReminders.remindDue()).toBe(1);
    await t.app.services.mailer.deliverDue();
    const mail = await smtp.received((caught) => caught.to[0] === email);
    expect(mail.text).toContain('Your checkout is kept as it was, with these items at these prices, for 30 days.');
    expect(mail.text).toContain(`Finish my checkout: https://checkout.stripe.test/r/${sessionId}`);
    expect(mail.text).toMatch(/Restore my bag: https:\/\/shop\.example\.com\/restore-bag\/\S+/);
    expect(mail.text).not.toContain('Prices and stock are checked again');

    // The shopper follows it and pays on the new session, which names the expired one and nothing else of the shop's.
    const recovered = standIn().recover(sessionId);
    expect(recovered.metadata).toEqual({});
    standIn().complete(recovered.id, email);
    const [first, again] = await Promise.all([
      deliver(recovered.id, 'checkout.session.completed'),
      deliver(recovered.id, 'checkout.session.completed'),
    ]);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    const paid = await orderOf(sessionId);
    expect(paid).toMatchObject({
      paymentStatus: 'paid',
      providerPaymentId: `pi_standin_${recovered.id}`,
      recoveredFrom: paid.id,
    });
    // Paid once: its stock taken once, one confirmation.
    expect(await stockOfBlackM()).toBe(8);
    await t.app.services.mailer.deliverDue();
    const confirmation = await smtp.received((caught) => caught.to[0] === email && /order/i.test(caught.subject) && caught !== mail);
    expect(smtp.caught.filter((caught) => caught.subject === confirmation.subject)).toHaveLength(1);

    // Stripe's return page, with the new session's id, finds the order too.
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: recovered.id } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().order).toMatchObject({ orderId: paid.orderId, paymentStatus: 'paid' });

    // The dashboard counts it recovered, with its revenue.
    const figures = await t.app.services.checkoutReminders.figures(new Date(Date.now() - HOUR), new Date(Date.now() + HOUR));
    expect(figures).toMatchObject({ reminded: 1, recovered: 1, recoveredCents: paid.totalCents });
  });

  it('keeps the link when the shop’s own sweep expired the order first', async () => {
    const sessionId = await checkout('swept@example.com');
    await t.app.services.orders.expireAbandoned(new Date(Date.now() + 2 * HOUR));
    expect((await orderOf(sessionId)).paymentStatus).toBe('expired');
    standIn().expire(sessionId);
    expect((await deliver(sessionId, 'checkout.session.expired')).statusCode).toBe(200);
    expect(await orderOf(sessionId)).toMatchObject({
      paymentStatus: 'expired',
      recoveryUrl: `https://checkout.stripe.test/r/${sessionId}`,
    });
  });
});
