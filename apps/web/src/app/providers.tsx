import { QUERY_GC_TIME_MS } from '@shop/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSessionRevalidation } from '@/features/auth/api/get-me';
import { useAuthStore } from '@/features/auth/auth-store';
import { ReauthHost } from '@/features/auth/components/reauth-host';
import { ApiError, setUnauthorizedHandler } from '@/lib/api-client';
import { ShopToaster } from '@/components/ui/toaster';

// A 401 means the session cookie is gone or expired: forget the user this browser kept.
setUnauthorizedHandler(() => useAuthStore.getState().clearUser());

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        // One more try for a network hiccup or a server fault; a 4xx answer will not change.
        retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionRevalidation />
      {children}
      <ReauthHost />
      <ShopToaster />
    </QueryClientProvider>
  );
}

function SessionRevalidation() {
  useSessionRevalidation();
  return null;
}
