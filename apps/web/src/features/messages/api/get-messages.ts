import { InboxPageSchema, type ContactMessagesQuery, type InboxMessage } from '@shop/shared/contact.schema';
import { useQuery } from '@tanstack/react-query';
import { apiPage } from '@/lib/api-client';
import { usePagedQuery } from '@/lib/use-paged-list';
import { messageKeys } from '../message-query-keys';

export interface MessagesPage {
  messages: InboxMessage[];
  /** Every message, from the X-Total-Count header. */
  total: number;
  /** The unread messages of every page. */
  unread: number;
}

/** One page of the messages sent to the shop (admin), newest first. */
export async function getMessages(query: ContactMessagesQuery, signal?: AbortSignal): Promise<MessagesPage> {
  const { data, total } = await apiPage(
    '/contact/messages',
    { query: { page: query.page, limit: query.limit }, schema: InboxPageSchema, signal },
    (page) => page.messages,
  );
  return { ...data, total };
}

export function useMessages(query: ContactMessagesQuery) {
  return usePagedQuery(messageKeys.list(query), (signal) => getMessages(query, signal));
}

/** How many messages nobody has opened yet, for the sidebar: the list's count, with the smallest page. */
export function useUnreadMessageCount({ enabled }: { enabled: boolean }) {
  const query = { page: 1, limit: 1 };
  return useQuery({
    queryKey: messageKeys.list(query),
    queryFn: ({ signal }) => getMessages(query, signal),
    select: (page) => page.unread,
    enabled,
  });
}
