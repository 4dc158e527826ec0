import { z } from 'zod';
import { EmailSchema, pagingQuery, requiredLine, requiredText } from './common.schema';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

/** The contact form's rules (docs/product.md), shared by the form and the server. */
export const ContactMessageSchema = z.object({
  name: requiredLine('Name', 100),
  email: EmailSchema,
  message: requiredText('Message', 5000),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** The admin's list of messages (GET /api/contact/messages): one page, newest first. */
export const ContactMessagesQuerySchema = z.object(pagingQuery(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE));
export type ContactMessagesQuery = z.output<typeof ContactMessagesQuerySchema>;

/** A message as the admin reads it; `readAt` is null until an admin first opens it. */
export const InboxMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

/** One page of messages (the X-Total-Count header counts them all, as on the admin's orders list) and how many are unread in all. */
export const InboxPageSchema = z.object({
  messages: z.array(InboxMessageSchema),
  unread: z.number().int(),
});
export type InboxPage = z.infer<typeof InboxPageSchema>;
