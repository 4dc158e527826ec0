import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ShopSettingsSchema, type ShopSettings } from '@shop/shared/settings.schema';
import { PUBLIC } from '../../lib/openapi';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: ShopSettings }> = async (app, { settings }) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "The shop's public name and contact details",
        operationId: 'getSettings',
        security: PUBLIC,
        response: { 200: ShopSettingsSchema },
      },
    },
    async (_request, reply) => reply.header('Cache-Control', 'public, max-age=300').send(settings),
  );
};
