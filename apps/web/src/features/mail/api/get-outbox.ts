import { OutboxPageSchema, type OutboxPage, type OutboxStatus } from '@shop/shared/mail.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPage } from '@/lib/api-client';
import { mailKeys } from '../mail-query-keys';

export interface OutboxQuery {
  status?: OutboxStatus;
  page: number;
  limit: number;
}

/** One page of the shop's outgoing mail (admin), newest first, with the total from X-Total-Count. */
export async function getOutbox(query: OutboxQuery, signal?: AbortSignal): Promise<OutboxPage & { total: number }> {
  const { data, total } = await apiPage('/mail/outbox', { query: { ...query }, schema: OutboxPageSchema, signal }, (page) => page.messages);
  return { ...data, total };
}

/** The page on screen stays while the next one loads. */
export function useOutbox(query: OutboxQuery) {
  return useQuery({
    queryKey: mailKeys.list(query),
    queryFn: ({ signal }) => getOutbox(query, signal),
    placeholderData: keepPreviousData,
  });
}
