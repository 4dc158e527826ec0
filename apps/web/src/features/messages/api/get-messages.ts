import { InboxPageSchema, type ContactMessagesQuery, type InboxMessage } from '@shop/shared/contact.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiAnswer } from '@/lib/api-client';
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
  const { data, headers } = await apiAnswer('/contact/messages', {
    query: { page: query.page, limit: query.limit },
    schema: InboxPageSchema,
    signal,
  });
  const total = Number(headers.get('X-Total-Count'));
  return { ...data, total: Number.isFinite(total) && total >= 0 ? total : data.messages.length };
}

/** The page on screen stays while the next one loads. */
export function useMessages(query: ContactMessagesQuery) {
  return useQuery({
    queryKey: messageKeys.list(query),
    queryFn: ({ signal }) => getMessages(query, signal),
    placeholderData: keepPreviousData,
  });
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
