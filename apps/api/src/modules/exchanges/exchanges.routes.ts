import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser } from '../../lib/guards';
import type { ExchangesService } from './exchanges.service';

export const exchangesRoutes: FastifyPluginAsyncZod<{ service: ExchangesService }> = async (app, { service }) => {
  app.get('/orders/:id/exchange-options', { schema: operations.getExchangeOptions }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.options(request.user, request.params.id, request.query.token)),
  );

  app.get('/orders/:id/exchanges', { schema: operations.listOrderExchanges }, async (request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .send({ exchanges: await service.listForOrder(request.user, request.params.id, request.query.token) }),
  );

  app.post('/orders/:id/exchanges', { schema: operations.requestExchange }, async (request, reply) => {
    const exchange = await service.request(request.user, request.params.id, request.query.token, request.body);
    return reply.code(201).send({ message: 'Exchange requested.', exchange });
  });

  app.post('/orders/:id/change-line', { schema: operations.changeOrderLine }, async (request) =>
    service.changeLine(request.user, request.params.id, request.query.token, request.body),
  );

  app.get('/exchanges', adminsOnly({ schema: operations.listExchanges }), async (request, reply) => {
    const { status, page, limit } = request.query;
    return reply.header('Cache-Control', 'no-store').send(await service.listAll(status, page, limit));
  });

  app.get('/exchanges/:id', adminsOnly({ schema: operations.getExchange }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ exchange: await service.view(request.params.id) }),
  );

  for (const [move, schema] of [
    ['approve', operations.approveExchange],
    ['ship', operations.shipExchange],
    ['close', operations.closeExchange],
  ] as const) {
    app.post(`/exchanges/:id/${move}`, adminsOnly({ schema }), async (request) =>
      service.move(currentUser(request), request.params.id, move),
    );
  }

  app.post('/exchanges/:id/receive', adminsOnly({ schema: operations.receiveExchange }), async (request) =>
    service.move(currentUser(request), request.params.id, 'receive', { restock: request.body.restock }),
  );

  app.post('/exchanges/:id/reject', adminsOnly({ schema: operations.rejectExchange }), async (request) =>
    service.move(currentUser(request), request.params.id, 'reject', { reason: request.body.reason }),
  );
};
