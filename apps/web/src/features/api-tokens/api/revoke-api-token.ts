/** Revokes an API token at once: one's own, or, for owners, anyone's. */
import { RevokedApiTokenSchema, type RevokedApiToken } from '@shop/shared/api-token.schema';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { apiTokenKeys } from '../api-token-query-keys';

export function revokeApiToken(id: string): Promise<RevokedApiToken> {
  return api.delete(`/auth/api-tokens/${encodeURIComponent(id)}`, { schema: RevokedApiTokenSchema });
}

export function useRevokeApiToken() {
  return useInvalidatingMutation(revokeApiToken, [apiTokenKeys.all]);
}
