/**
 * The webhooks module's public face: how a change queues an event in its transaction (an order
 * paid, a product saved, an exchange moved on), for the worker to deliver.
 */
export { queueWebhookEvent, type QueueWebhookEvent, type WebhookEventInput } from './webhook-queue';
