import type { ReturnAction } from '@shop/shared/constants';
import { ReturnActionResponseSchema, type Return } from '@shop/shared/return.schema';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { returnKeys } from '../return-query-keys';

/**
 * One step of a return (admin): `POST /api/returns/{id}/{action}`. The five actions are one
 * operation with one answer; only receive (`restock`) and reject (`reason`) carry a body.
 */
export type ReturnMove =
  | { id: string; action: Exclude<ReturnAction, 'receive' | 'reject'> }
  | { id: string; action: 'receive'; restock: boolean }
  | { id: string; action: 'reject'; reason: string };

export function moveReturn(move: ReturnMove): Promise<{ message: string; return: Return }> {
  const body = move.action === 'receive' ? { restock: move.restock } : move.action === 'reject' ? { reason: move.reason } : undefined;
  return api.post(`/returns/${encodeURIComponent(move.id)}/${move.action}`, body, { schema: ReturnActionResponseSchema });
}

export function useMoveReturn() {
  return useInvalidatingMutation(moveReturn, [returnKeys.all]);
}
