import { addDays, daysBetween, DEFAULT_REPORT_DAYS } from '@shop/shared/analytics.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminsOnly } from '../../lib/guards';
import { operations } from '../../lib/operations';
import type { CheckoutReminders } from './checkout-reminders';

/** A reminder's link that puts a bag back, and the admin's figures of abandoned checkouts. */
export const checkoutRemindersRoutes: FastifyPluginAsyncZod<{ reminders: CheckoutReminders }> = async (app, { reminders }) => {
  app.get(
    '/restore/:token',
    {
      onRequest: app.rateLimit({ max: 30, timeWindow: '10 minutes', keyGenerator: (request) => `restore-bag:${request.ip}` }),
      schema: operations.restoreCheckoutBag,
    },
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send(await reminders.restore(request.params.token, request.query.lang)),
  );

  // The days of the analytics report (UTC, both included; the last 30 when not given), and as many before.
  app.get('/checkout-recovery', adminsOnly({ schema: operations.getCheckoutRecovery }), async (request, reply) => {
    const to = request.query.to ?? new Date().toISOString().slice(0, 10);
    const from = request.query.from ?? addDays(to, -(DEFAULT_REPORT_DAYS - 1));
    const length = daysBetween(from, to);
    const start = (day: string) => new Date(`${day}T00:00:00Z`);
    const [current, previous] = await Promise.all([
      reminders.figures(start(from), start(addDays(to, 1))),
      reminders.figures(start(addDays(from, -length)), start(from)),
    ]);
    return reply.header('Cache-Control', 'no-store').send({ range: { from, to }, current, previous });
  });
};
