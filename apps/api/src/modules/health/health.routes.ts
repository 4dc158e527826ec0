import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@shop/shared/common.schema';
import { PUBLIC } from '../../lib/openapi';

export const healthRoutes: FastifyPluginAsyncZod<{ isDatabaseUp: () => Promise<boolean> }> = async (app, { isDatabaseUp }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the API and its database are up',
        operationId: 'getHealth',
        security: PUBLIC,
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const up = await isDatabaseUp();
      return reply
        .code(up ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
    },
  );
};
