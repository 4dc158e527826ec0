import { SessionListSchema, type SessionInfo } from '@shop/shared/auth.schema';
import { MessageResponseSchema } from '@shop/shared/common.schema';
import { useQuery } from '@tanstack/react-query';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

const sessionKeys = () => [...userKeys.all, 'sessions'] as const;

export async function getSessions(signal?: AbortSignal): Promise<SessionInfo[]> {
  return (await api.get('/auth/sessions', { schema: SessionListSchema, signal })).sessions;
}

/** Where the signed-in user is signed in. */
export function useSessions() {
  return useQuery({ queryKey: sessionKeys(), queryFn: ({ signal }) => getSessions(signal) });
}

export function endSession(id: string): Promise<{ message: string }> {
  return api.delete(`/auth/sessions/${encodeURIComponent(id)}`, { schema: MessageResponseSchema });
}

export function endOtherSessions(): Promise<{ message: string }> {
  return api.post('/auth/sessions/end-others', undefined, { schema: MessageResponseSchema });
}

export function useEndSession() {
  return useInvalidatingMutation(endSession, [sessionKeys()]);
}

export function useEndOtherSessions() {
  return useInvalidatingMutation(endOtherSessions, [sessionKeys()]);
}
