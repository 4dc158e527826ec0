import { OutboxPageSchema, type OutboxPage, type OutboxStatus } from '@shop/shared/mail.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiAnswer } from '@/lib/api-client';
import { mailKeys } from '../mail-query-keys';

export interface OutboxQuery {
  status?: OutboxStatus;
  page: number;
  limit: number;
}

/** One page of the shop's outgoing mail (admin), newest first, with the total from X-Total-Count. */
export async function getOutbox(query: OutboxQuery, signal?: AbortSignal): Promise<OutboxPage & { total: number }> {
  const { data, headers } = await apiAnswer('/mail/outbox', { query: { ...query }, schema: OutboxPageSchema, signal });
  const total = Number(headers.get('X-Total-Count'));
  return { ...data, total: Number.isFinite(total) && total >= 0 ? total : data.messages.length };
}

/** The page on screen stays while the next one loads. */
export function useOutbox(query: OutboxQuery) {
  return useQuery({
    queryKey: mailKeys.list(query),
    queryFn: ({ signal }) => getOutbox(query, signal),
    placeholderData: keepPreviousData,
  });
}
