import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductListQuerySchema, ProductListResponseSchema } from '@shop/shared/product.schema';
import { createProductsRepository } from './products.repository';
import { createProductsService } from './products.service';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProductsService(createProductsRepository(app.database.db));

  app.get(
    '/',
    {
      schema: {
        tags: ['products'],
        summary: 'List the catalogue, filtered, sorted and paginated',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request) => service.list(request.query),
  );
};
