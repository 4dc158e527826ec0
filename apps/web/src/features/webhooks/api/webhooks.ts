/** The owner's webhook endpoints and their deliveries: each read, and each change, which refreshes them. */
import { MessageResponseSchema } from '@shop/shared/common.schema';
import {
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WebhookDeliveriesPageSchema,
  WebhookDeliveryAnswerSchema,
  WebhookEndpointAnswerSchema,
  WebhookEndpointsSchema,
  WebhookEndpointWithSecretSchema,
  type WebhookDeliveriesPage,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
  type WebhookEndpointWithSecret,
} from '@shop/shared/webhooks.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { webhookKeys } from '../webhook-query-keys';

const REFRESHED = [webhookKeys.all] as const;
const endpointPath = (id: string) => `/webhooks/endpoints/${encodeURIComponent(id)}`;

export async function getWebhookEndpoints(signal?: AbortSignal): Promise<WebhookEndpoint[]> {
  return (await api.get('/webhooks/endpoints', { schema: WebhookEndpointsSchema, signal })).endpoints;
}

/** Every endpoint, with its events and last delivery (never its secret). */
export function useWebhookEndpoints() {
  return useQuery({ queryKey: webhookKeys.endpoints(), queryFn: ({ signal }) => getWebhookEndpoints(signal) });
}

export function getWebhookDeliveries(endpointId: string, page: number, signal?: AbortSignal): Promise<WebhookDeliveriesPage> {
  return api.get(`${endpointPath(endpointId)}/deliveries`, {
    query: { page, limit: WEBHOOK_DELIVERIES_PAGE_SIZE },
    schema: WebhookDeliveriesPageSchema,
    signal,
  });
}

/** A page of one endpoint's deliveries, newest first; the page shown stays while the next loads. */
export function useWebhookDeliveries(endpointId: string, page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(endpointId, page),
    queryFn: ({ signal }) => getWebhookDeliveries(endpointId, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Adds an endpoint: the answer carries its signing secret, this once. */
export function createWebhookEndpoint(input: WebhookEndpointInput): Promise<WebhookEndpointWithSecret> {
  return api.post('/webhooks/endpoints', input, { schema: WebhookEndpointWithSecretSchema });
}

export async function updateWebhookEndpoint({ id, ...changes }: WebhookEndpointUpdate & { id: string }): Promise<WebhookEndpoint> {
  return (await api.patch(endpointPath(id), changes, { schema: WebhookEndpointAnswerSchema })).endpoint;
}

export function deleteWebhookEndpoint(id: string): Promise<{ message: string }> {
  return api.delete(endpointPath(id), { schema: MessageResponseSchema });
}

/** A new secret for the endpoint, answered this once; the old one stops signing at once. */
export function rotateWebhookSecret(id: string): Promise<WebhookEndpointWithSecret> {
  return api.post(`${endpointPath(id)}/rotate-secret`, undefined, { schema: WebhookEndpointWithSecretSchema });
}

export function sendWebhookTest(id: string) {
  return api.post(`${endpointPath(id)}/test`, undefined, { schema: WebhookDeliveryAnswerSchema });
}

export function resendWebhookDelivery(id: string) {
  return api.post(`/webhooks/deliveries/${encodeURIComponent(id)}/resend`, undefined, { schema: WebhookDeliveryAnswerSchema });
}

export const useCreateWebhookEndpoint = () => useInvalidatingMutation(createWebhookEndpoint, REFRESHED);
export const useUpdateWebhookEndpoint = () => useInvalidatingMutation(updateWebhookEndpoint, REFRESHED);
export const useDeleteWebhookEndpoint = () => useInvalidatingMutation(deleteWebhookEndpoint, REFRESHED);
export const useRotateWebhookSecret = () => useInvalidatingMutation(rotateWebhookSecret, REFRESHED);
export const useSendWebhookTest = () => useInvalidatingMutation(sendWebhookTest, REFRESHED);
export const useResendWebhookDelivery = () => useInvalidatingMutation(resendWebhookDelivery, REFRESHED);
