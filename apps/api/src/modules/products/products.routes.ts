import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageResponseSchema } from '@shop/shared/common.schema';
import {
  ProductDetailResponseSchema,
  ProductInputSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductMutationResponseSchema,
  ProductUpdateSchema,
  RelatedProductsResponseSchema,
} from '@shop/shared/product.schema';
import type { ConcurrencyLimit } from '../../lib/concurrency-limit';
import { errorAnswers, PUBLIC } from '../../lib/openapi';
import { adminsOnly, currentUser } from '../auth/guards';
import type { ProductsService } from './products.service';

// Catalogue reads must show an admin's change at once (price, stock, deletion), so caches
// revalidate every time; the browser's query cache already absorbs repeat reads.
const PUBLIC_CACHE = 'no-cache';

export interface ProductsRoutesOptions {
  service: ProductsService;
  /** Lists and searches running at once (the costly reads); the rest wait briefly or get 503. */
  catalogueLimit: ConcurrencyLimit;
}

export const productsRoutes: FastifyPluginAsyncZod<ProductsRoutesOptions> = async (app, { service, catalogueLimit }) => {
  app.get(
    '/',
    {
      onRequest: app.rateLimit({
        max: app.config.catalogue.rateLimitPerMinute,
        timeWindow: '1 minute',
        keyGenerator: (request) => `catalogue:${request.ip}`,
      }),
      schema: {
        tags: ['products'],
        summary: 'List the catalogue: filters, search, sort, page, and facet counts',
        operationId: 'listProducts',
        security: PUBLIC,
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema, ...errorAnswers(400, 429, 503) },
      },
    },
    async (request, reply) => reply.header('Cache-Control', PUBLIC_CACHE).send(await catalogueLimit.run(() => service.list(request.query))),
  );

  app.get(
    '/related/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'Up to 4 products of the same category',
        operationId: 'listRelatedProducts',
        security: PUBLIC,
        params: IdParamsSchema,
        response: { 200: RelatedProductsResponseSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => reply.header('Cache-Control', PUBLIC_CACHE).send({ products: await service.related(request.params.id) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product with its reviews, newest first',
        operationId: 'getProduct',
        security: PUBLIC,
        params: IdParamsSchema,
        response: { 200: ProductDetailResponseSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => reply.header('Cache-Control', 'no-cache').send(await service.detail(request.params.id)),
  );

  app.post(
    '/create-product',
    adminsOnly({
      schema: {
        tags: ['products'],
        summary: 'Add a product (admin)',
        operationId: 'createProduct',
        body: ProductInputSchema,
        response: { 201: ProductMutationResponseSchema, ...errorAnswers(400) },
      },
    }),
    async (request, reply) => {
      const product = await service.create(currentUser(request), request.body);
      return reply.code(201).send({ message: 'Product added successfully', product });
    },
  );

  app.patch(
    '/update-product/:id',
    adminsOnly({
      schema: {
        tags: ['products'],
        summary: 'Change a product (admin)',
        operationId: 'updateProduct',
        params: IdParamsSchema,
        body: ProductUpdateSchema,
        response: { 200: ProductMutationResponseSchema, ...errorAnswers(400, 404) },
      },
    }),
    async (request) => ({
      message: 'Product updated successfully',
      product: await service.update(currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    adminsOnly({
      schema: {
        tags: ['products'],
        summary: 'Delete a product, or archive it when it is in an order (admin)',
        operationId: 'deleteProduct',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorAnswers(400, 404) },
      },
    }),
    async (request) => {
      await service.remove(currentUser(request), request.params.id);
      return { message: 'Product deleted successfully' };
    },
  );
};
