import { InboxMessageSchema, type InboxMessage } from '@shop/shared/contact.schema';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { messageKeys } from '../message-query-keys';

export function markMessageRead(id: string): Promise<InboxMessage> {
  return api.patch(`/contact/messages/${encodeURIComponent(id)}/read`, undefined, { schema: InboxMessageSchema });
}

/** Marks a message read, then refetches the list and the unread count. */
export function useMarkMessageRead() {
  return useInvalidatingMutation(markMessageRead, [messageKeys.all]);
}
