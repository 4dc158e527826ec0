import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShopSettings } from '@shop/shared/settings.schema';
import { operations } from '../../lib/operations';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: ShopSettings }> = async (app, { settings }) => {
  app.get('/settings', { schema: operations.getSettings }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=300').send(settings),
  );
};
