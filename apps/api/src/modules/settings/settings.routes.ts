import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ShopSettingsSchema } from '@shop/shared/settings.schema';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shop, stripe } = app.config;
  const settings = { ...shop, paymentProvider: stripe.secretKey ? 'stripe' : 'test' } as const;

  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "The shop's public name and contact details",
        response: { 200: ShopSettingsSchema },
      },
    },
    async (_request, reply) => reply.header('Cache-Control', 'public, max-age=300').send(settings),
  );
};
