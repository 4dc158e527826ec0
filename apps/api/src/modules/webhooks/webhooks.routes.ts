import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../lib/operations';
import { adminsOnly, currentUser } from '../../lib/guards';
import type { WebhooksService } from './webhooks.service';

/** The owner's webhook endpoints and their deliveries, under /api/webhooks. No answer but create's and rotate's carries a secret. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ service: WebhooksService }> = async (app, { service }) => {
  app.get('/endpoints', adminsOnly({ schema: operations.listWebhookEndpoints }), async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ endpoints: await service.endpoints() }),
  );

  app.post('/endpoints', adminsOnly({ schema: operations.createWebhookEndpoint }), async (request, reply) =>
    reply
      .code(201)
      .header('Cache-Control', 'no-store')
      .send(await service.create(currentUser(request), request.body)),
  );

  app.get('/endpoints/:id', adminsOnly({ schema: operations.getWebhookEndpoint }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ endpoint: await service.endpoint(request.params.id) }),
  );

  app.patch('/endpoints/:id', adminsOnly({ schema: operations.updateWebhookEndpoint }), async (request) => ({
    endpoint: await service.update(currentUser(request), request.params.id, request.body),
  }));

  app.delete('/endpoints/:id', adminsOnly({ schema: operations.deleteWebhookEndpoint }), async (request) => {
    await service.remove(currentUser(request), request.params.id);
    return { message: 'The endpoint is deleted.' };
  });

  app.post('/endpoints/:id/rotate-secret', adminsOnly({ schema: operations.rotateWebhookSecret }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.rotateSecret(currentUser(request), request.params.id)),
  );

  app.post('/endpoints/:id/test', adminsOnly({ schema: operations.sendWebhookTest }), async (request) => ({
    message: 'A test event is queued.',
    delivery: await service.sendTest(request.params.id),
  }));

  app.get('/endpoints/:id/deliveries', adminsOnly({ schema: operations.listWebhookDeliveries }), async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.deliveries(request.params.id, request.query)),
  );

  app.post('/deliveries/:id/resend', adminsOnly({ schema: operations.resendWebhookDelivery }), async (request) => ({
    message: 'The delivery is queued again.',
    delivery: await service.resend(request.params.id),
  }));
};
