import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema, ReadinessResponseSchema } from '@shop/shared/common.schema';
import { PUBLIC } from '../../lib/openapi';

export interface HealthRoutesOptions {
  isDatabaseUp: () => Promise<boolean>;
  /** Undefined when the shop runs without Redis. */
  isRedisUp: (() => Promise<boolean>) | undefined;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { isDatabaseUp, isRedisUp }) => {
  // NOTE: Fastify already answers 503 to requests that arrive once closing has begun; this
  // flag covers a readiness check that was in flight when it began.
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });

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

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether this instance should take traffic: its database and Redis answer, and it is not shutting down',
        operationId: 'getReadiness',
        security: PUBLIC,
        response: { 200: ReadinessResponseSchema, 503: ReadinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([isDatabaseUp(), isRedisUp ? isRedisUp() : undefined]);
      const status = shuttingDown ? 'shutting down' : database && redis !== false ? 'ready' : 'unavailable';
      return reply
        .code(status === 'ready' ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ status, database: database ? 'up' : 'down', redis: redis === undefined ? 'not configured' : redis ? 'up' : 'down' });
    },
  );
};
