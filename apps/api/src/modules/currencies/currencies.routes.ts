import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser } from '../../lib/guards';
import type { CurrenciesService } from './currencies.service';

/** The currencies the shop presents, under /api/currencies: the storefront's list, and the staff's changes. */
export const currenciesRoutes: FastifyPluginAsyncZod<{ service: CurrenciesService }> = async (app, { service }) => {
  // Read by every page that shows prices: the same for everyone, and changed seldom.
  app.get('/', { schema: operations.listCurrencies }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=60').send(await service.list()),
  );

  app.get('/manage', adminsOnly({ schema: operations.listManagedCurrencies }), async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.manage()),
  );

  app.put('/:code', adminsOnly({ schema: operations.saveCurrency }), async (request, reply) => {
    const { created, ...answer } = await service.save(currentUser(request), request.params.code, request.body);
    return reply.code(created ? 201 : 200).send(answer);
  });

  app.delete('/:code', adminsOnly({ schema: operations.deleteCurrency }), async (request) =>
    service.remove(currentUser(request), request.params.code),
  );
};

/** A product's variants' own prices in the other currencies, under /api/products beside the product editor's routes. */
export const variantPricesRoutes: FastifyPluginAsyncZod<{ service: CurrenciesService }> = async (app, { service }) => {
  app.get('/:id/prices', adminsOnly({ schema: operations.getVariantPrices }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.productPrices(request.params.id)),
  );

  app.put('/:id/prices', adminsOnly({ schema: operations.replaceVariantPrices }), async (request) =>
    service.replaceProductPrices(currentUser(request), request.params.id, request.body),
  );
};
