import type { ContactMessagesQuery } from '@shop/shared/contact.schema';

/**
 * Every query about the contact messages starts with `contact-messages`, so that marking one
 * read refetches the page on screen and the sidebar's unread count together.
 */
export const messageKeys = {
  all: ['contact-messages'] as const,
  list: (query: ContactMessagesQuery) => [...messageKeys.all, 'list', query] as const,
};
