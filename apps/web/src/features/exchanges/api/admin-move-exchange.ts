import type { ExchangeAction } from '@shop/shared/constants';
import { ExchangeActionResponseSchema, type Exchange } from '@shop/shared/exchange.schema';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { exchangeKeys } from '../exchange-query-keys';

/**
 * One step of an exchange (admin): `POST /api/exchanges/{id}/{action}`. The five actions are one
 * operation with one answer; only receive (`restock`) and reject (`reason`) carry a body.
 */
export type ExchangeMove =
  | { id: string; action: Exclude<ExchangeAction, 'receive' | 'reject'> }
  | { id: string; action: 'receive'; restock: boolean }
  | { id: string; action: 'reject'; reason: string };

export function moveExchange(move: ExchangeMove): Promise<{ message: string; exchange: Exchange }> {
  const body = move.action === 'receive' ? { restock: move.restock } : move.action === 'reject' ? { reason: move.reason } : undefined;
  return api.post(`/exchanges/${encodeURIComponent(move.id)}/${move.action}`, body, { schema: ExchangeActionResponseSchema });
}

export function useMoveExchange() {
  return useInvalidatingMutation(moveExchange, [exchangeKeys.all]);
}
