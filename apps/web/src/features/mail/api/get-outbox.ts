import { OutboxPageSchema, type OutboxPage, type OutboxStatus } from '@shop/shared/mail.schema';
import { apiPage } from '@/lib/api-client';
import { usePagedQuery } from '@/lib/use-paged-list';
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

export function useOutbox(query: OutboxQuery) {
  return usePagedQuery(mailKeys.list(query), (signal) => getOutbox(query, signal));
}
