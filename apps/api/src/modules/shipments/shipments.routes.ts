import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser } from '../../lib/guards';
import type { ShipmentsService } from './shipments.service';

export const shipmentsRoutes: FastifyPluginAsyncZod<{ service: ShipmentsService }> = async (app, { service }) => {
  app.get('/orders/:id/shipments', { schema: operations.listOrderShipments }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.listForOrder(request.user, request.params.id, request.query.token)),
  );

  app.post('/orders/:id/shipments', adminsOnly({ schema: operations.createShipment }), async (request, reply) => {
    const shipment = await service.create(currentUser(request), request.params.id, request.body);
    return reply.code(201).send({ message: 'Shipment created; the customer has been sent its tracking link.', shipment });
  });
};
