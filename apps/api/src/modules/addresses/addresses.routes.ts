import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { currentUser, signedInOnly } from '../../lib/guards';
import type { AddressesService } from './addresses.service';

/** The signed-in customer's address book, under /api/auth/addresses beside the rest of their account. */
export const addressesRoutes: FastifyPluginAsyncZod<{ service: AddressesService }> = async (app, { service }) => {
  app.get('/', signedInOnly({ schema: operations.listAddresses }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ addresses: await service.list(currentUser(request).id) }),
  );

  app.post('/', signedInOnly({ schema: operations.createAddress }), async (request, reply) =>
    reply.code(201).send(await service.create(currentUser(request).id, request.body)),
  );

  app.put('/:id', signedInOnly({ schema: operations.updateAddress }), async (request) =>
    service.update(currentUser(request).id, request.params.id, request.body),
  );

  app.delete('/:id', signedInOnly({ schema: operations.deleteAddress }), async (request) =>
    service.remove(currentUser(request).id, request.params.id),
  );

  app.post('/:id/default', signedInOnly({ schema: operations.makeDefaultAddress }), async (request) =>
    service.makeDefault(currentUser(request).id, request.params.id),
  );
};
