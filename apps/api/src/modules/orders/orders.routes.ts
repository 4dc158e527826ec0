import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, MessageResponseSchema } from '@shop/shared/common.schema';
import { toDollars } from '@shop/shared/money';
import {
  AdminOrdersQuerySchema,
  CheckoutSessionResponseSchema,
  ConfirmPaymentResponseSchema,
  ConfirmPaymentSchema,
  CreateCheckoutSessionSchema,
  CustomerOrdersQuerySchema,
  OrderLookupQuerySchema,
  OrderListSchema,
  OrderRefParamsSchema,
  OrderSchema,
  OrdersResponseSchema,
  RefundOrderResponseSchema,
  RefundOrderSchema,
  TestCheckoutPayResponseSchema,
  TestCheckoutPaySchema,
  TestCheckoutViewSchema,
  UpdateOrderStatusResponseSchema,
  UpdateOrderStatusSchema,
} from '@shop/shared/order.schema';
import { badRequest } from '../../lib/http-errors';
import { errorAnswers, PUBLIC, SESSION_OPTIONAL } from '../../lib/openapi';
import { WebhookSignatureError } from '../../payments/provider';
import type { TestPaymentProvider } from '../../payments/test-provider';
import { adminsOnly, currentUser, signedInOnly } from '../auth/guards';
import type { OrdersService } from './orders.service';

export const ordersRoutes: FastifyPluginAsyncZod<{ service: OrdersService; testProvider: TestPaymentProvider | undefined }> = async (
  app,
  { service, testProvider },
) => {
  app.post(
    '/create-checkout-session',
    {
      onRequest: app.rateLimit({
        max: app.config.checkoutRateLimitPerMinute,
        timeWindow: '1 minute',
        keyGenerator: (request) => `checkout:${request.ip}`,
      }),
      schema: {
        tags: ['orders'],
        summary: 'Create the order (payment pending) and the hosted checkout; answers its id and URL',
        operationId: 'createCheckoutSession',
        security: SESSION_OPTIONAL,
        body: CreateCheckoutSessionSchema,
        response: { 200: CheckoutSessionResponseSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request) => service.createCheckout(request.body, request.user),
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
      schema: {
        tags: ['orders'],
        summary: 'Ask the provider about a checkout session and fulfil the order once paid',
        operationId: 'confirmPayment',
        security: PUBLIC,
        body: ConfirmPaymentSchema,
        response: { 200: ConfirmPaymentResponseSchema, ...errorAnswers(400, 404, 429) },
      },
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

  if (testProvider) {
    const SessionParams = z.object({ sessionId: z.string().regex(/^cs_test_[\w-]+$/, 'Invalid checkout session id') });
    app.get(
      '/test-checkout/:sessionId',
      {
        schema: {
          tags: ['orders'],
          summary: 'The TEST MODE checkout page’s data',
          operationId: 'getTestCheckout',
          security: PUBLIC,
          params: SessionParams,
          response: { 200: TestCheckoutViewSchema, ...errorAnswers(400, 404) },
        },
      },
      async (request, reply) => {
        const view = await testProvider.view(request.params.sessionId);
        reply.header('Cache-Control', 'no-store');
        return {
          id: view.id,
          status: view.status,
          lines: view.lines.map((line) => ({
            name: line.name,
            price: toDollars(line.unitAmountCents),
            quantity: line.quantity,
            image: line.image,
          })),
          subtotal: toDollars(view.subtotalCents),
          tax: toDollars(view.taxCents),
          shipping: toDollars(view.shippingCents),
          total: toDollars(view.amountTotalCents),
          currency: view.currency,
          email: view.email,
          shipToCountries: view.shipToCountries,
          cancelUrl: view.cancelUrl,
        };
      },
    );
    app.post(
      '/test-checkout/:sessionId/pay',
      {
        schema: {
          tags: ['orders'],
          summary: 'Pay a TEST MODE checkout with a shipping address (no money moves); answers the return URL',
          operationId: 'payTestCheckout',
          security: PUBLIC,
          params: SessionParams,
          body: TestCheckoutPaySchema,
          response: { 200: TestCheckoutPayResponseSchema, ...errorAnswers(400, 404) },
        },
      },
      async (request) => testProvider.pay(request.params.sessionId, request.body.shippingAddress),
    );
  }

  app.get(
    '/',
    adminsOnly({
      schema: {
        tags: ['orders'],
        summary: 'A page of the orders, newest change first, filtered by status, payment status and a search (admin)',
        operationId: 'listOrders',
        querystring: AdminOrdersQuerySchema,
        response: { 200: OrderListSchema, ...errorAnswers(400) },
      },
    }),
    async (request, reply) => {
      const { page, limit, ...filter } = request.query;
      const { orders, total } = await service.listAll(filter, page, limit);
      return reply.header('X-Total-Count', String(total)).header('Cache-Control', 'no-store').send(orders);
    },
  );

  app.get(
    '/order/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order by id or order reference (its customer, an admin, or a guest with its tracking token)',
        operationId: 'getOrder',
        security: SESSION_OPTIONAL,
        params: OrderRefParamsSchema,
        querystring: OrderLookupQuerySchema,
        response: { 200: OrderSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send(await service.orderFor(request.user, request.params.id, request.query.token)),
  );

  app.post(
    '/:id/refund',
    adminsOnly({
      schema: {
        tags: ['orders'],
        summary: 'Refund a paid order in full, optionally putting its items back in stock (admin)',
        operationId: 'refundOrder',
        params: IdParamsSchema,
        body: RefundOrderSchema,
        response: { 200: RefundOrderResponseSchema, ...errorAnswers(400, 404, 409) },
      },
    }),
    async (request) => ({
      message: 'Order refunded',
      order: await service.refund(currentUser(request), request.params.id, request.body),
    }),
  );

  // NOTE: a static path wins over `/:email` whatever the order of registration, and no account
  // can be called 'mine' (an email has an @), so this never hides someone's orders.
  app.get(
    '/mine',
    signedInOnly({
      schema: {
        tags: ['orders'],
        summary: 'A page of your own orders, newest first',
        description: 'The same answer as `GET /api/orders/{email}` with your email, without an address in the URL (or in access logs).',
        operationId: 'listMyOrders',
        querystring: CustomerOrdersQuerySchema,
        response: { 200: OrdersResponseSchema, ...errorAnswers(400) },
      },
    }),
    async (request, reply) => reply.header('Cache-Control', 'no-store').send(await service.ownOrders(currentUser(request), request.query)),
  );

  app.get(
    '/:email',
    signedInOnly({
      schema: {
        tags: ['orders'],
        summary: "A page of a customer's orders, newest first (the customer or an admin)",
        operationId: 'listCustomerOrders',
        params: z.object({ email: z.string().trim().max(254) }),
        querystring: CustomerOrdersQuerySchema,
        response: { 200: OrdersResponseSchema, ...errorAnswers(400, 403) },
      },
    }),
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send(await service.ordersOf(currentUser(request), request.params.email, request.query)),
  );

  app.patch(
    '/update-order-status/:id',
    adminsOnly({
      schema: {
        tags: ['orders'],
        summary: "Set an order's fulfilment status (admin)",
        operationId: 'updateOrderStatus',
        params: IdParamsSchema,
        body: UpdateOrderStatusSchema,
        response: { 200: UpdateOrderStatusResponseSchema, ...errorAnswers(400, 404) },
      },
    }),
    async (request) => ({
      message: 'Order status updated successfully',
      order: await service.setStatus(currentUser(request), request.params.id, request.body.status),
    }),
  );

  app.delete(
    '/delete-order/:id',
    adminsOnly({
      schema: {
        tags: ['orders'],
        summary: 'Delete an order (admin)',
        operationId: 'deleteOrder',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorAnswers(400, 404) },
      },
    }),
    async (request) => {
      await service.remove(currentUser(request), request.params.id);
      return { message: 'Order deleted successfully' };
    },
  );
};

/** The return page asks once or twice a visit; this leaves room for several visitors behind one address. */
const CONFIRM_PAYMENT_PER_MINUTE = 30;
