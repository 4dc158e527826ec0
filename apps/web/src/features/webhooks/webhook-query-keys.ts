/** The webhooks' queries: the endpoints, and each endpoint's deliveries; a change refreshes them all. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: () => [...webhookKeys.all, 'endpoints'] as const,
  deliveries: (endpointId: string, page: number) => [...webhookKeys.all, 'deliveries', endpointId, page] as const,
};
