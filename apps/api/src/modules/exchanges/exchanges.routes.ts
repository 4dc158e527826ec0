import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shop/shared/common.schema';
import {
  AdminExchangesQuerySchema,
  AdminExchangesResponseSchema,
  ExchangeActionResponseSchema,
  ExchangeOptionsResponseSchema,
  ExchangeResponseSchema,
  ExchangesResponseSchema,
  ReceiveExchangeSchema,
  RejectExchangeSchema,
  RequestExchangeSchema,
} from '@shop/shared/exchange.schema';
import { OrderLookupQuerySchema, OrderRefParamsSchema } from '@shop/shared/order.schema';
import { errorAnswers, SESSION_OPTIONAL } from '../../lib/openapi';
import { adminsOnly, currentUser } from '../auth/guards';
import type { ExchangesService } from './exchanges.service';

export const exchangesRoutes: FastifyPluginAsyncZod<{ service: ExchangesService }> = async (app, { service }) => {
  app.get(
    '/orders/:id/exchange-options',
    {
      schema: {
        tags: ['exchanges'],
        summary: "Whether an order can be exchanged, the policy's conditions, and each line's choices (its customer or its tracking token)",
        operationId: 'getExchangeOptions',
        security: SESSION_OPTIONAL,
        params: OrderRefParamsSchema,
        querystring: OrderLookupQuerySchema,
        response: { 200: ExchangeOptionsResponseSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send(await service.options(request.user, request.params.id, request.query.token)),
  );

  app.get(
    '/orders/:id/exchanges',
    {
      schema: {
        tags: ['exchanges'],
        summary: "An order's exchanges, newest first (its customer or its tracking token)",
        operationId: 'listOrderExchanges',
        security: SESSION_OPTIONAL,
        params: OrderRefParamsSchema,
        querystring: OrderLookupQuerySchema,
        response: { 200: ExchangesResponseSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send({ exchanges: await service.listForOrder(request.user, request.params.id, request.query.token) }),
  );

  app.post(
    '/orders/:id/exchanges',
    {
      schema: {
        tags: ['exchanges'],
        summary: 'Ask to exchange lines of a shipped order for other sizes or colours; answers the return authorization',
        description:
          'Every condition of the policy is checked (30 days from payment, no final sale, quantities, the replacement in stock); a broken one answers 400 naming it. The replacement is set aside at once.',
        operationId: 'requestExchange',
        security: SESSION_OPTIONAL,
        params: OrderRefParamsSchema,
        querystring: OrderLookupQuerySchema,
        body: RequestExchangeSchema,
        response: { 201: ExchangeActionResponseSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      const exchange = await service.request(request.user, request.params.id, request.query.token, request.body);
      return reply.code(201).send({ message: 'Exchange requested.', exchange });
    },
  );

  app.get(
    '/exchanges',
    adminsOnly({
      schema: {
        tags: ['exchanges'],
        summary: 'A page of the exchanges, newest first, optionally of one status (admin)',
        operationId: 'listExchanges',
        querystring: AdminExchangesQuerySchema,
        response: { 200: AdminExchangesResponseSchema, ...errorAnswers(400) },
      },
    }),
    async (request, reply) => {
      const { status, page, limit } = request.query;
      return reply.header('Cache-Control', 'no-store').send(await service.listAll(status, page, limit));
    },
  );

  app.get(
    '/exchanges/:id',
    adminsOnly({
      schema: {
        tags: ['exchanges'],
        summary: 'One exchange (admin)',
        operationId: 'getExchange',
        params: IdParamsSchema,
        response: { 200: ExchangeResponseSchema, ...errorAnswers(400, 404) },
      },
    }),
    async (request, reply) => reply.header('Cache-Control', 'no-store').send({ exchange: await service.view(request.params.id) }),
  );

  /** The schema every admin move shares: the exchange's id in, the message and the exchange out. */
  const moveSchema = (operationId: string, summary: string) => ({
    tags: ['exchanges'],
    summary: `${summary} (admin)`,
    operationId,
    params: IdParamsSchema,
    response: { 200: ExchangeActionResponseSchema, ...errorAnswers(400, 404) },
  });

  for (const [move, operationId, summary] of [
    ['approve', 'approveExchange', 'Approve a requested exchange'],
    ['ship', 'shipExchange', 'Mark the replacement of a received exchange as shipped'],
    ['close', 'closeExchange', 'Close a shipped exchange'],
  ] as const) {
    app.post(`/exchanges/:id/${move}`, adminsOnly({ schema: moveSchema(operationId, summary) }), async (request) =>
      service.move(currentUser(request), request.params.id, move),
    );
  }

  app.post(
    '/exchanges/:id/receive',
    adminsOnly({
      schema: {
        ...moveSchema('receiveExchange', 'Mark the returned items of an approved exchange as received, back in stock if in good condition'),
        body: ReceiveExchangeSchema,
      },
    }),
    async (request) => service.move(currentUser(request), request.params.id, 'receive', { restock: request.body.restock }),
  );

  app.post(
    '/exchanges/:id/reject',
    adminsOnly({
      schema: {
        ...moveSchema('rejectExchange', 'Reject an exchange with a reason told to the customer; its replacement goes back to stock'),
        body: RejectExchangeSchema,
      },
    }),
    async (request) => service.move(currentUser(request), request.params.id, 'reject', { reason: request.body.reason }),
  );
};
