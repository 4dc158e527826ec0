import type { ContactMessage } from '@shop/shared/contact.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mail.service';
import type { ContactRepository } from './contact.repository';

export interface ContactServiceDeps {
  repository: ContactRepository;
  mailer: Mailer;
  shop: { name: string; email: string };
  log: FastifyBaseLogger;
}

/** The contact form: the message is stored first, then sent to the shop's address. */
export function createContactService({ repository, mailer, shop }: ContactServiceDeps) {
  return {
    async send({ name, email, message }: ContactMessage): Promise<void> {
      const id = await repository.insert({ name, email, message });
      await mailer.queue({
        dedupeKey: `contact:${id}`,
        to: shop.email,
        subject: `${shop.name}: message from ${name}`,
        text: `From: ${name} <${email}>\n\n${message}`,
      });
      mailer.nudge();
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
