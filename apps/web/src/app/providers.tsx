import { QUERY_GC_TIME_MS, TOAST_DURATION_MS } from '@shop/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { useAuthStore } from '@/features/auth/auth-store';
import { setUnauthorizedHandler } from '@/lib/api-client';

// A 401 means the session cookie is gone or expired: forget the user this browser kept.
setUnauthorizedHandler(() => useAuthStore.getState().clearUser());

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, retry: 1 },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster position="top-right" duration={TOAST_DURATION_MS} />
    </QueryClientProvider>
  );
}
