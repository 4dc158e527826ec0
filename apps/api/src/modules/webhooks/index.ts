/**
 * The webhooks module's public face: how a change queues an event in its transaction (an order
 * paid, a product saved, an exchange moved on), for the worker to deliver; an import's many
 * products queue theirs at once.
 */
export { queueWebhookEvent, queueWebhookEvents, type QueueWebhookEvent, type WebhookEventInput } from './webhook-queue';
