// Reads never go stale and never refetch by themselves; nothing retries (spec 1 §7).
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** A client with the app's settings: the browser's one below, and one per server render (render-signed-in.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

export const queryClient = createQueryClient();
