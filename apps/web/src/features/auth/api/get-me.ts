import type { User } from '@shop/shared/auth.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, api } from '@/lib/api-client';
import { useAuthStore } from '../auth-store';
import { userKeys } from '../user-query-keys';

/** The signed-in user according to the session cookie; null when there is no session. */
export async function getMe(signal?: AbortSignal): Promise<User | null> {
  try {
    const { user } = await api.get<{ user: User }>('/auth/me', { signal });
    return user;
  } catch (error) {
    // The API client has already forgotten the stored user on this 401.
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Asks the server who is signed in when the app loads (and when the tab regains focus), and
 * keeps the browser's copy of the user in step: a changed role or name shows at once, an ended
 * session signs the browser out. Other failures (offline, server down) keep the stored user.
 * A browser that keeps no user has no session worth asking about (sign-in stores the user), so
 * a visitor's page makes no call that can only answer 401.
 */
export function useSessionRevalidation(): void {
  const setUser = useAuthStore((state) => state.setUser);
  const signedIn = useAuthStore((state) => state.user !== null);
  const { data } = useQuery({
    queryKey: userKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    retry: false,
    staleTime: 60_000,
    enabled: signedIn,
  });
  useEffect(() => {
    if (data) setUser(data);
  }, [data, setUser]);
}
