import { z } from 'zod';
import { pagingQuery, optionalQuery } from './common.schema';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** The admin's view of the outbox (GET /api/mail/outbox): newest first, optionally of one status. */
export const OutboxQuerySchema = z.object({
  status: optionalQuery(z.enum(OUTBOX_STATUSES, { message: `status must be one of ${OUTBOX_STATUSES.join(', ')}` })),
  ...pagingQuery(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
});

export const OutboxMessageSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When it will be tried again (queued), or null. */
  nextAttemptAt: z.string().nullable(),
  /** Why the last attempt failed. */
  lastError: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxPageSchema = z.object({
  messages: z.array(OutboxMessageSchema),
  /** How many messages are in each status, over the whole outbox. */
  counts: z.object(Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, z.number().int()])) as Record<OutboxStatus, z.ZodNumber>),
  /** Where mail goes: `log` delivers nothing (set SMTP_URL or the EMAILJS_ settings). */
  transport: z.enum(['smtp', 'emailjs', 'log']),
});
export type OutboxPage = z.infer<typeof OutboxPageSchema>;
