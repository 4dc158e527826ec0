import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@shop/shared/common.schema';
import { lineTotalCents, toDollars } from '@shop/shared/money';
import {
  AdminOrdersQuerySchema,
  CheckoutSessionResponseSchema,
  ConfirmPaymentSchema,
  CreateCheckoutSessionSchema,
  OrderListSchema,
  OrderResponseSchema,
  OrderSchema,
  OrdersResponseSchema,
  TestCheckoutPaySchema,
  TestCheckoutViewSchema,
  UpdateOrderStatusSchema,
} from '@shop/shared/order.schema';
import { MessageResponseSchema } from '@shop/shared/auth.schema';
import { badRequest } from '../../lib/http-errors';
import { WebhookSignatureError } from '../../payments/provider';
import type { TestPaymentProvider } from '../../payments/test-provider';
import { currentUser, requireAdmin, requireUser } from '../auth/guards';
import type { OrdersService } from './orders.service';

export const ordersRoutes: FastifyPluginAsyncZod<{ service: OrdersService; testProvider: TestPaymentProvider | undefined }> = async (
  app,
  { service, testProvider },
) => {
  app.post(
    '/create-checkout-session',
    {
      preHandler: app.rateLimit({ max: app.config.checkoutRateLimitPerMinute, timeWindow: '1 minute' }),
      schema: {
        tags: ['orders'],
        summary: 'Create the order (payment pending) and the hosted checkout; answers its id and URL',
        body: CreateCheckoutSessionSchema,
        response: { 200: CheckoutSessionResponseSchema },
      },
    },
    async (request) => service.createCheckout(request.body, request.user),
  );

  app.post(
    '/confirm-payment',
    {
      schema: {
        tags: ['orders'],
        summary: 'Ask the provider about a checkout session and fulfil the order once paid',
        body: ConfirmPaymentSchema,
        response: { 200: OrderResponseSchema },
      },
    },
    async (request) => ({ order: await service.confirmPayment(request.body.session_id) }),
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
      { schema: { tags: ['orders'], summary: 'The TEST MODE checkout page’s data', params: SessionParams, response: { 200: TestCheckoutViewSchema } } },
      async (request, reply) => {
        const view = await testProvider.view(request.params.sessionId);
        const subtotal = view.lines.reduce(
          (sum, line) => sum + lineTotalCents({ unitCents: line.unitAmountCents, quantity: line.quantity }),
          0,
        );
        reply.header('Cache-Control', 'no-store');
        return {
          id: view.id,
          status: view.status,
          lines: view.lines.map((line) => ({ name: line.name, price: toDollars(line.unitAmountCents), quantity: line.quantity, image: line.image })),
          subtotal: toDollars(subtotal),
          tax: toDollars(view.taxCents),
          total: toDollars(view.amountTotalCents),
          currency: view.currency,
          email: view.email,
          cancelUrl: view.cancelUrl,
        };
      },
    );
    app.post(
      '/test-checkout/:sessionId/pay',
      {
        schema: {
          tags: ['orders'],
          summary: 'Pay a TEST MODE checkout (no money moves); answers the return URL',
          params: SessionParams,
          body: TestCheckoutPaySchema,
          response: { 200: z.object({ url: z.string() }) },
        },
      },
      async (request) => testProvider.pay(request.params.sessionId, request.body.email),
    );
  }

  app.get(
    '/',
    {
      onRequest: requireAdmin,
      schema: { tags: ['orders'], summary: 'Every order, newest change first (admin)', querystring: AdminOrdersQuerySchema, response: { 200: OrderListSchema } },
    },
    async (request, reply) => {
      const { orders, total } = await service.listAll(request.query.status, request.query.page, request.query.limit);
      return reply.header('X-Total-Count', String(total)).header('Cache-Control', 'no-store').send(orders);
    },
  );

  app.get(
    '/order/:id',
    {
      onRequest: requireUser,
      schema: { tags: ['orders'], summary: 'One order by id or order reference (its customer or an admin)', params: z.object({ id: z.string().trim().min(1).max(64) }), response: { 200: OrderSchema } },
    },
    async (request, reply) => reply.header('Cache-Control', 'no-store').send(await service.orderFor(currentUser(request), request.params.id)),
  );

  app.get(
    '/:email',
    {
      onRequest: requireUser,
      schema: { tags: ['orders'], summary: "A customer's orders, newest first (the customer or an admin)", params: z.object({ email: z.string().trim().max(254) }), response: { 200: OrdersResponseSchema } },
    },
    async (request, reply) => reply.header('Cache-Control', 'no-store').send({ orders: await service.ordersOf(currentUser(request), request.params.email) }),
  );

  app.patch(
    '/update-order-status/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['orders'],
        summary: "Set an order's fulfilment status (admin)",
        params: IdParamsSchema,
        body: UpdateOrderStatusSchema,
        response: { 200: z.object({ message: z.string(), order: OrderSchema }) },
      },
    },
    async (request) => ({
      message: 'Order status updated successfully',
      order: await service.setStatus(currentUser(request), request.params.id, request.body.status),
    }),
  );

  app.delete(
    '/delete-order/:id',
    {
      onRequest: requireAdmin,
      schema: { tags: ['orders'], summary: 'Delete an order (admin)', params: IdParamsSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await service.remove(currentUser(request), request.params.id);
      return { message: 'Order deleted successfully' };
    },
  );
};
