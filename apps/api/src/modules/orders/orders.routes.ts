import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-errors';
import { sendListPage } from '../../lib/list-page';
import { operations } from '../../lib/operations';
import { WebhookSignatureError } from '../../payments/provider';
import type { TestPaymentProvider } from '../../payments/test-provider';
import { adminsOnly, currentUser, signedInOnly } from '../../lib/guards';
import type { OrdersService } from './orders.service';
import { checkoutVisit } from '../../lib/visit';
import { wholeUnits } from './order-currency';

/** `ownCheckout`: the shop's own checkout pages (test mode's, and those of orders that codes pay whole). */
export const ordersRoutes: FastifyPluginAsyncZod<{ service: OrdersService; ownCheckout: TestPaymentProvider }> = async (
  app,
  { service, ownCheckout },
) => {
  app.post(
    '/create-checkout-session',
    {
      onRequest: app.rateLimit({
        max: app.config.checkoutRateLimitPerMinute,
        timeWindow: '1 minute',
        keyGenerator: (request) => `checkout:${request.ip}`,
      }),
      schema: operations.createCheckoutSession,
    },
    // The shopper's visit for the analytics (X-Visitor-Id): none when they opted out.
    async (request) => service.createCheckout(request.body, request.user, checkoutVisit(request.headers)),
  );

  app.post(
    '/price',
    {
      // A storefront read, as the catalogue's are: held to the catalogue's rate.
      onRequest: app.rateLimit({
        max: app.config.catalogue.rateLimitPerMinute,
        timeWindow: '1 minute',
        keyGenerator: (request) => `price:${request.ip}`,
      }),
      schema: operations.priceBag,
    },
    async (request, reply) => reply.header('Cache-Control', 'no-store').send(await service.priceBag(request.body, request.user)),
  );

  app.post(
    '/confirm-payment',
    {
      // Each call asks the payment provider: a loop here would spend the shop's API quota.
      onRequest: app.rateLimit({
        max: CONFIRM_PAYMENT_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request) => `confirm:${request.ip}`,
      }),
      schema: operations.confirmPayment,
    },
    async (request) => service.confirmPayment(request.body.session_id),
  );

  // The webhook's signature covers the exact bytes, so this route keeps the raw body.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_request, body, done) => done(null, body));
    raw.post('/webhook', { schema: { hide: true } }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      try {
        await service.handleWebhook(request.body as Buffer, Array.isArray(signature) ? signature[0] : signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw badRequest(error.message);
        throw error;
      }
      return reply.send({ received: true });
    });
  });

  app.get('/test-checkout/:sessionId', { schema: operations.getTestCheckout }, async (request, reply) => {
    const view = await ownCheckout.view(request.params.sessionId);
    reply.header('Cache-Control', 'no-store');
    // In whole units of the checkout's currency (its order's).
    const toDollars = (minor: number) => wholeUnits(minor, { currency: view.currency, exchangeRate: 1 });
    return {
      id: view.id,
      status: view.status,
      lines: view.lines.map((line) => ({
        name: line.name,
        ...(line.description ? { description: line.description } : {}),
        price: toDollars(line.unitAmountCents),
        quantity: line.quantity,
        image: line.image,
      })),
      subtotal: toDollars(view.subtotalCents),
      discount: toDollars(view.discountCents),
      discountCode: view.discountCode,
      tax: toDollars(view.taxCents),
      taxLabel: view.taxLabel,
      taxIncluded: view.taxIncluded,
      shipping: toDollars(view.shippingCents),
      total: toDollars(view.amountTotalCents + view.creditCents),
      credit: toDollars(view.creditCents),
      due: toDollars(view.amountTotalCents),
      currency: view.currency,
      email: view.email,
      shipToCountries: view.shipToCountries,
      cancelUrl: view.cancelUrl,
    };
  });
  app.post('/test-checkout/:sessionId/pay', { schema: operations.payTestCheckout }, async (request) =>
    ownCheckout.pay(request.params.sessionId, request.body.shippingAddress),
  );
  // Test mode only: walk away from a checkout now, and its order expires as an abandoned one does.
  app.post('/test-checkout/:sessionId/abandon', { schema: operations.abandonTestCheckout }, async (request) => {
    await ownCheckout.abandon(request.params.sessionId);
    await service.applySession(await ownCheckout.retrieveCheckoutSession(request.params.sessionId));
    return { message: 'This checkout has expired unpaid.' };
  });

  app.get('/', adminsOnly({ schema: operations.listOrders }), async (request, reply) => {
    const { page, limit, ...filter } = request.query;
    const { orders, total } = await service.listAll(currentUser(request), filter, page, limit);
    return sendListPage(reply, total, orders);
  });

  app.get('/order/:id', { schema: operations.getOrder }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.orderFor(request.user, request.params.id, request.query.token)),
  );

  app.post('/:id/refund', adminsOnly({ schema: operations.refundOrder }), async (request) => {
    const order = await service.refund(currentUser(request), request.params.id, request.body);
    return { message: order.paymentStatus === 'refunded' ? 'Order refunded' : 'Refund made', order };
  });

  // NOTE: a static path wins over `/:email` whatever the order of registration, and no account
  // can be called 'mine' (an email has an @), so this never hides someone's orders.
  app.get('/mine', signedInOnly({ schema: operations.listMyOrders }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.ownOrders(currentUser(request), request.query)),
  );

  app.get('/:email', signedInOnly({ schema: operations.listCustomerOrders }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.ordersOf(currentUser(request), request.params.email, request.query)),
  );

  app.patch('/update-order-status/:id', adminsOnly({ schema: operations.updateOrderStatus }), async (request) => ({
    message: 'Order status updated successfully',
    order: await service.setStatus(currentUser(request), request.params.id, request.body.status),
  }));

  app.delete('/delete-order/:id', adminsOnly({ schema: operations.deleteOrder }), async (request) => {
    await service.remove(currentUser(request), request.params.id);
    return { message: 'Order deleted successfully' };
  });
};

/** The return page asks once or twice a visit; this leaves room for several visitors behind one address. */
const CONFIRM_PAYMENT_PER_MINUTE = 30;
