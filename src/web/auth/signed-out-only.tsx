// The combined auth screens' guard (spec 1 §2): a spinner while the current-user query runs,
// nothing (and a move to /dashboard) when someone is already signed in.
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthUser } from '../../shared/auth';
import { api } from '../lib/paths';
import { getQueryFn } from '../lib/api-client';
import { FullScreenSpinner } from '../ui/spinner';

export function SignedOutOnly({ redirecting, children }: { redirecting: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  const { data: user, isLoading } = useQuery<AuthUser | null>({
    queryKey: [api.user],
    queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }),
    retry: false,
  });

  useEffect(() => {
    // A sign-in on this page moves on by itself; this is for arriving already signed in.
    if (user && !redirecting) navigate('/dashboard', { replace: true });
  }, [user, redirecting, navigate]);

  if (isLoading) return <FullScreenSpinner />;
  if (user) return null;
  return <>{children}</>;
}
