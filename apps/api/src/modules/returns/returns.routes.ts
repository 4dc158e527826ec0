import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser } from '../../lib/guards';
import type { ReturnsService } from './returns.service';

export const returnsRoutes: FastifyPluginAsyncZod<{ service: ReturnsService }> = async (app, { service }) => {
  app.get('/return-policy', adminsOnly({ schema: operations.getReturnPolicy }), async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ policy: await service.policy() }),
  );

  app.put('/return-policy', adminsOnly({ schema: operations.saveReturnPolicy }), async (request) => ({
    message: 'Return policy saved.',
    policy: await service.savePolicy(currentUser(request), request.body),
  }));

  app.get('/orders/:id/return-options', { schema: operations.getReturnOptions }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.options(request.user, request.params.id, request.query.token)),
  );

  app.get('/orders/:id/returns', { schema: operations.listOrderReturns }, async (request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .send({ returns: await service.listForOrder(request.user, request.params.id, request.query.token) }),
  );

  app.post('/orders/:id/returns', { schema: operations.requestReturn }, async (request, reply) => {
    const made = await service.request(request.user, request.params.id, request.query.token, request.body);
    return reply.code(201).send({ message: 'Return requested.', return: made });
  });

  app.get('/returns', adminsOnly({ schema: operations.listReturns }), async (request, reply) => {
    const { status, page, limit } = request.query;
    return reply.header('Cache-Control', 'no-store').send(await service.listAll(status, page, limit));
  });

  app.get('/returns/:id', adminsOnly({ schema: operations.getReturn }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ return: await service.view(request.params.id) }),
  );

  for (const [move, schema] of [
    ['approve', operations.approveReturn],
    ['refund', operations.refundReturn],
    ['credit', operations.creditReturn],
  ] as const) {
    app.post(`/returns/:id/${move}`, adminsOnly({ schema }), async (request) =>
      service.move(currentUser(request), request.params.id, move),
    );
  }

  app.post('/returns/:id/receive', adminsOnly({ schema: operations.receiveReturn }), async (request) =>
    service.move(currentUser(request), request.params.id, 'receive', { restock: request.body.restock }),
  );

  app.post('/returns/:id/reject', adminsOnly({ schema: operations.rejectReturn }), async (request) =>
    service.move(currentUser(request), request.params.id, 'reject', { reason: request.body.reason }),
  );
};
