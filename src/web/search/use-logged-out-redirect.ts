// A search answered 401: the session ended. Say so, then sign in again (spec 2 §2, §9).
import { useEffect } from 'react';
import { LOGGED_OUT_REDIRECT_MS } from '../../shared/constants';
import { errorStatus } from '../lib/api-client';
import { toast } from '../ui/use-toast';
import { browsePaths } from '../lib/paths';

export function useLoggedOutRedirect(error: unknown) {
  const loggedOut = errorStatus(error) === 401;
  useEffect(() => {
    if (!loggedOut) return;
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    const timer = setTimeout(() => window.location.assign(browsePaths.login), LOGGED_OUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [loggedOut]);
}
