// Reads never go stale and never refetch by themselves; nothing retries (spec 1 §7).
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
