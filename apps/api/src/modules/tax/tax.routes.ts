import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser } from '../../lib/guards';
import type { TaxService } from './tax.service';

/** The admin's tax table, under /api/tax. */
export const taxRoutes: FastifyPluginAsyncZod<{ service: TaxService }> = async (app, { service }) => {
  app.get('/', adminsOnly({ schema: operations.getTaxTable }), async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.table()),
  );

  app.put('/', adminsOnly({ schema: operations.replaceTaxTable }), async (request) => service.replace(currentUser(request), request.body));
};
