// The admin panel's reads and the session they depend on: every /api/admin/* call needs the admin
// cookie, so a 401 from any of them (the 8 h session ran out) drops the panel back to the gate.
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest, errorMessage, errorStatus, getQueryFn } from '../lib/api-client';
import { adminPaths } from '../lib/paths';
import { toast } from '../ui/use-toast';

const SESSION_KEY = [adminPaths.session];
const checkSession = getQueryFn<{ authenticated?: boolean }>({ on401: 'returnNull' });

/** Whether the browser holds a live admin session (null while unknown). */
export function useAdminSession(): boolean | null {
  const session = useQuery({ queryKey: SESSION_KEY, queryFn: checkSession });
  if (session.isLoading) return null;
  // No answer (or an error) counts as signed out: the gate is the safe screen.
  return session.data !== null && session.data !== undefined && session.data.authenticated !== false;
}

function isAdminKey(key: readonly unknown[]): boolean {
  const path = String(key[0]);
  return path.startsWith('/api/admin/') && path !== adminPaths.session;
}

/** Refetches every admin read whose path starts with one of `paths`. */
export function refreshAdmin(queryClient: QueryClient, ...paths: string[]) {
  return queryClient.invalidateQueries({ predicate: (query) => paths.some((path) => String(query.queryKey[0]).startsWith(path)) });
}

/** After a 401 the session is gone: back to the gate. Returns whether that happened. */
export function endedSession(queryClient: QueryClient, error: unknown): boolean {
  if (errorStatus(error) !== 401) return false;
  queryClient.setQueryData(SESSION_KEY, null);
  queryClient.removeQueries({ predicate: (query) => isAdminKey(query.queryKey) });
  toast({ title: 'Session ended', description: 'Please sign in to the admin panel again.', variant: 'destructive' });
  return true;
}

/** A read of the panel: fresh each time its tab opens; `url` carries its query string. */
export function useAdminQuery<T>(url: string, options: { keepPrevious?: boolean; enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery<T>({
    queryKey: [url],
    refetchOnMount: 'always',
    enabled: options.enabled,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
  useEffect(() => {
    if (query.error) endedSession(queryClient, query.error);
  }, [query.error, queryClient]);
  return query;
}

/** POST /api/admin/auth: the gate. A wrong password toasts 'Access Denied'. */
export function useAdminSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest('POST', adminPaths.auth, { password }),
    onSuccess: () => queryClient.setQueryData(SESSION_KEY, { authenticated: true }),
    onError: (error) => toast({ title: 'Access Denied', description: errorMessage(error, 'Invalid admin password'), variant: 'destructive' }),
  });
}

/** POST /api/admin/logout; the panel locks whatever the answer. */
export function useAdminSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', adminPaths.logout),
    onError: (error) => console.error('Admin sign-out failed', error),
    onSettled: () => {
      queryClient.setQueryData(SESSION_KEY, null);
      queryClient.removeQueries({ predicate: (query) => isAdminKey(query.queryKey) });
    },
  });
}
