import type { ContactMessage, InboxMessage, InboxPage } from '@shop/shared/contact.schema';
import type { Mailer } from '../mail';
import { notFound } from '../../lib/http-errors';
import { contactEmail } from './contact-mail';
import type { ContactMessageRow, ContactRepository } from './contact.repository';

export interface ContactServiceDeps {
  repository: ContactRepository;
  mailer: Mailer;
  shop: { name: string; email: string };
}

/**
 * The contact form: the message is stored, and its mail to the shop queued, in one
 * transaction; the reply goes straight to the sender (Reply-To).
 */
export function createContactService({ repository, mailer, shop }: ContactServiceDeps) {
  return {
    async send(input: ContactMessage): Promise<void> {
      await mailer.sendAfter((queueMail) =>
        repository.transaction(async (tx, queries) => {
          const id = await queries.insert(input);
          await queueMail({ dedupeKey: `contact:${id}`, to: shop.email, replyTo: input.email, ...contactEmail(shop.name, input) }, tx);
        }),
      );
    },

    /** The admin's inbox: one page of messages, newest first, with the total and the unread count. */
    async list(page: number, limit: number): Promise<InboxPage & { total: number }> {
      const { rows, total, unread } = await repository.list((page - 1) * limit, limit);
      return { messages: rows.map(toInboxMessage), total, unread };
    },

    /** An admin opened the message: it is read from the first time on. */
    async markRead(id: string): Promise<InboxMessage> {
      const row = await repository.markRead(id);
      if (!row) throw notFound('Message not found.');
      return toInboxMessage(row);
    },
  };
}

function toInboxMessage(row: ContactMessageRow): InboxMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export type ContactService = ReturnType<typeof createContactService>;
