import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser } from '../../lib/guards';
import type { ShippingService } from './shipping.service';

/** The admin's shipping zones and their methods, and the bag's read of the methods that ship to a place, under /api/shipping. */
export const shippingRoutes: FastifyPluginAsyncZod<{ service: ShippingService }> = async (app, { service }) => {
  app.get('/zones', adminsOnly({ schema: operations.listShippingZones }), async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ zones: await service.list() }),
  );

  app.post('/zones', adminsOnly({ schema: operations.createShippingZone }), async (request, reply) =>
    reply.code(201).send(await service.createZone(currentUser(request), request.body)),
  );

  app.patch('/zones/:id', adminsOnly({ schema: operations.updateShippingZone }), async (request) =>
    service.updateZone(currentUser(request), request.params.id, request.body),
  );

  app.delete('/zones/:id', adminsOnly({ schema: operations.deleteShippingZone }), async (request) =>
    service.removeZone(currentUser(request), request.params.id),
  );

  app.post('/zones/:id/methods', adminsOnly({ schema: operations.createShippingMethod }), async (request, reply) =>
    reply.code(201).send(await service.createMethod(currentUser(request), request.params.id, request.body)),
  );

  app.patch('/methods/:id', adminsOnly({ schema: operations.updateShippingMethod }), async (request) =>
    service.updateMethod(currentUser(request), request.params.id, request.body),
  );

  app.delete('/methods/:id', adminsOnly({ schema: operations.deleteShippingMethod }), async (request) =>
    service.removeMethod(currentUser(request), request.params.id),
  );

  // The bag asks as the shopper changes the destination: the answer follows the admin's changes at once.
  app.get('/methods', { schema: operations.listShippingMethods }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.options(request.query)),
  );
};
