import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';

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

  app.get('/health', { schema: operations.getHealth }, async (_request, reply) => {
    const up = await isDatabaseUp();
    return reply
      .code(up ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
  });

  app.get('/ready', { schema: operations.getReadiness }, async (_request, reply) => {
    const [database, redis] = await Promise.all([isDatabaseUp(), isRedisUp ? isRedisUp() : undefined]);
    const status = shuttingDown ? 'shutting down' : database && redis !== false ? 'ready' : 'unavailable';
    return reply
      .code(status === 'ready' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status, database: database ? 'up' : 'down', redis: redis === undefined ? 'not configured' : redis ? 'up' : 'down' });
  });
};
