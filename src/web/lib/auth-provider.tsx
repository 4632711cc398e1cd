// The session (spec 1 §4): the signed-in user or null, never refetched. The server writes it into
// the page (main.tsx seeds the cache from there), so it is asked for only when the page has none
// or a demo identity is stored.
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { AuthUser, LoginInput } from '../../shared/auth';
import { api } from './paths';
import { toast } from '../ui/use-toast';
import { apiRequest, getQueryFn, serverMessage } from './api-client';
import { loginWithDemoShortcut } from './demo-login';
import { clearDemoUserId } from './demo-user';
import { forgetShiftDay } from './sign-out';
import { runBeforeSignOut } from './before-sign-out';

interface AuthContextValue {
  user: AuthUser | null;
  isLoading: boolean;
  loginMutation: UseMutationResult<AuthUser, Error, LoginInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const checkSession = getQueryFn<AuthUser>({ on401: 'returnNull' });

/** Stores a signed-in user under both keys, so the shell (auth/user) and the auth page (user) agree. */
export function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: AuthUser | null) => {
    queryClient.setQueryData([api.user], user);
    queryClient.setQueryData([api.authUser], user);
  };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const storeUser = useStoreUser();

  const { data: user, isLoading } = useQuery<AuthUser | null>({
    queryKey: [api.authUser],
    queryFn: async (context) => {
      try {
        return await checkSession(context);
      } catch (error) {
        // Any failure of the check counts as signed out.
        console.error('Session check failed', error);
        return null;
      }
    },
  });

  // A failed sign-in is shown inline by the form that sent it (issue 19), not toasted here.
  const loginMutation = useMutation<AuthUser, Error, LoginInput>({
    mutationFn: loginWithDemoShortcut,
    onSuccess: storeUser,
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: async () => {
      await runBeforeSignOut();
      await apiRequest('POST', api.logout);
    },
    onSuccess: async () => {
      queryClient.clear();
      clearDemoUserId();
      await forgetShiftDay();
      window.location.href = '/';
    },
    onError: (error) => toast({ title: 'Logout failed', description: serverMessage(error) ?? error.message, variant: 'destructive' }),
  });

  return <AuthContext.Provider value={{ user: user ?? null, isLoading, loginMutation, logoutMutation }}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
