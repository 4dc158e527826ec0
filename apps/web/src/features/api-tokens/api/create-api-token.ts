/**
 * Makes an API token of the signed-in staff member's: its secret is in this answer only. The API
 * asks for a fresh proof of who they are first (the dashboard asks for it and sends again).
 */
import { CreatedApiTokenSchema, type CreateApiTokenInput, type CreatedApiToken } from '@shop/shared/api-token.schema';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { apiTokenKeys } from '../api-token-query-keys';

export function createApiToken(input: CreateApiTokenInput): Promise<CreatedApiToken> {
  return api.post('/auth/api-tokens', input, { schema: CreatedApiTokenSchema });
}

export function useCreateApiToken() {
  return useInvalidatingMutation(createApiToken, [apiTokenKeys.all]);
}
