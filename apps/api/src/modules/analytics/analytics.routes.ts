import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminsOnly } from '../../lib/guards';
import { operations } from '../../lib/operations';
import type { AnalyticsService } from './analytics.service';
import { hostNameOf, trackedVisit } from '../../lib/visit';

/** A report holds at most 20 small events: a few kilobytes. */
const EVENTS_BODY_LIMIT = 16_384;

export const analyticsRoutes: FastifyPluginAsyncZod<{ service: AnalyticsService }> = async (app, { service }) => {
  // The same answer whether or not anything was recorded: a visitor who opted out, a bot, or a
  // shop with its analytics off cannot be told apart from the outside.
  app.post(
    '/analytics/events',
    {
      // A storefront call, as the catalogue's reads: held to their rate, per address (which is not kept).
      onRequest: app.rateLimit({
        max: app.config.catalogue.rateLimitPerMinute,
        timeWindow: '1 minute',
        keyGenerator: (request) => `analytics:${request.ip}`,
      }),
      bodyLimit: EVENTS_BODY_LIMIT,
      schema: operations.recordAnalyticsEvents,
    },
    async (request, reply) => {
      const visit = trackedVisit(request.headers);
      // Queued: the searches are counted after this answer (analytics.service.ts).
      if (visit) void service.recordVisit({ device: visit.device, host: hostNameOf(request.headers.host) }, request.body);
      return reply.header('Cache-Control', 'no-store').code(204).send(null);
    },
  );

  app.get('/analytics', adminsOnly({ schema: operations.getAnalyticsReport }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.report(request.query)),
  );
};
