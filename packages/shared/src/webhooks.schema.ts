import { z } from 'zod';
import { pagedAnswer, pagingQuery } from './common.schema';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhooks';

export * from './webhooks';

export const WEBHOOK_DESCRIPTION_MAX = 500;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

const WebhookUrlSchema = z
  .string({ message: 'URL is required' })
  .trim()
  .min(1, 'URL is required')
  .max(WEBHOOK_URL_MAX, `URL must be at most ${WEBHOOK_URL_MAX} characters`)
  .refine((value) => URL.canParse(value), 'URL must be a full address like https://example.com/webhooks')
  .meta({ format: 'uri' });

const WebhookEventsSchema = z
  .array(
    z.enum(WEBHOOK_EVENT_TYPES as [WebhookEventType, ...WebhookEventType[]], {
      message: `Each event must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}`,
    }),
    { message: 'Choose the events to send' },
  )
  .min(1, 'Choose at least one event')
  .transform((events) => [...new Set(events)]);

const DescriptionSchema = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, `Description must be at most ${WEBHOOK_DESCRIPTION_MAX} characters`);

/** A new endpoint: where to post, what it is for, and the events it wants. */
export const WebhookEndpointInputSchema = z.object({
  url: WebhookUrlSchema,
  description: DescriptionSchema.default(''),
  events: WebhookEventsSchema,
});
export type WebhookEndpointInput = z.input<typeof WebhookEndpointInputSchema>;

/** A change of an endpoint: any of its fields, and `enabled` to turn it off or on again. */
export const WebhookEndpointUpdateSchema = z
  .object({
    url: WebhookUrlSchema.optional(),
    description: DescriptionSchema.optional(),
    events: WebhookEventsSchema.optional(),
    enabled: z.boolean({ message: 'enabled must be true or false' }).optional(),
  })
  .refine((input) => Object.keys(input).length > 0, { message: 'Send at least one field to change' })
  .meta({ minProperties: 1 });
export type WebhookEndpointUpdate = z.input<typeof WebhookEndpointUpdateSchema>;

export const WebhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES);

/** The last attempt made to an endpoint: how it went and when. */
const LastDeliverySchema = z.object({
  status: WebhookDeliveryStatusSchema,
  responseStatus: z.number().int().nullable(),
  at: z.string(),
});

/** An endpoint as the API answers it: never with its secret. */
export const WebhookEndpointSchema = z.object({
  _id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabledAt: z.string().nullable(),
  /** Why the shop turned it off by itself (its deliveries failed for a day); null when an owner did or it is on. */
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastDelivery: LastDeliverySchema.nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointsSchema = z.object({ endpoints: z.array(WebhookEndpointSchema) });
export type WebhookEndpoints = z.infer<typeof WebhookEndpointsSchema>;

/** An endpoint just made, or whose secret was just made again: the one answer that carries the secret. */
export const WebhookEndpointWithSecretSchema = z.object({
  endpoint: WebhookEndpointSchema,
  /** The signing secret (`whsec_…`): shown this once, never again. */
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

export const WebhookEndpointAnswerSchema = z.object({ endpoint: WebhookEndpointSchema });

/** One event for one endpoint, as the deliveries log lists it. */
export const WebhookDeliverySchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: WebhookDeliveryStatusSchema,
  attempts: z.number().int(),
  /** The HTTP status of the last answer; null when none came (a timeout, a refused address). */
  responseStatus: z.number().int().nullable(),
  /** The start of the last answer's body. */
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** When it is tried next (pending), or null. */
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveriesQuerySchema = z.object({ ...pagingQuery(WEBHOOK_DELIVERIES_PAGE_SIZE, 100) });

export const WebhookDeliveriesPageSchema = pagedAnswer('deliveries', WebhookDeliverySchema, 'totalDeliveries');
export type WebhookDeliveriesPage = z.infer<typeof WebhookDeliveriesPageSchema>;

export const WebhookDeliveryAnswerSchema = z.object({ message: z.string(), delivery: WebhookDeliverySchema });
