// What the signed-out auth screens do after a submit (spec 1 §2): after login go to /dashboard;
// after a sign-up go there after 100 ms. A failed sign-in is kept for the form to show inline
// (issue 19: no toasts or browser alerts for a wrong password). It lives in the page, above the
// signed-out guard, because the forms unmount as soon as the user is stored.
import { useState } from 'react';
import type { AuthUser, LoginInput } from '../../shared/auth';
import { REGISTER_REDIRECT_MS } from '../../shared/constants';
import { errorStatus, serverMessage } from '../lib/api-client';
import { useAuth } from '../lib/auth-provider';
import { useNavigateWhenSignedIn } from '../lib/use-navigate-when-signed-in';
import { toast } from '../ui/use-toast';

export interface AuthFlow {
  login: (values: LoginInput) => Promise<void>;
  /** Why the last sign-in failed, until the next attempt. */
  loginError: string | null;
  /** Call when a sign-up succeeds: the page moves on by itself. */
  signedUp: () => void;
  /** True from a successful submit on, so the signed-in guard leaves the move to the flow. */
  redirecting: boolean;
  loginPending: boolean;
}

/** The message of a failed sign-in: the server's ("Invalid email or password", "Too many attempts…"). */
export function signInFailure(error: unknown): string {
  return errorStatus(error) === null ? 'Something went wrong. Please try again.' : (serverMessage(error) ?? 'Invalid credentials');
}

export function useAuthFlow(): AuthFlow {
  const { loginMutation } = useAuth();
  const goWhenSignedIn = useNavigateWhenSignedIn();
  const [redirecting, setRedirecting] = useState(false);
  const [loginError, setLoginError] = useState<string | null>(null);

  const login = async (values: LoginInput) => {
    setLoginError(null);
    setRedirecting(true);
    try {
      const user: AuthUser & { accountRestored?: string } = await loginMutation.mutateAsync(values);
      // Signing in restored a deleted account: said once, by this answer only.
      if (user.accountRestored) toast({ title: 'Your account has been restored', description: user.accountRestored, duration: 30_000 });
      else toast({ title: `Welcome back, ${user.firstName}!` });
      goWhenSignedIn('/dashboard');
    } catch (error) {
      setRedirecting(false);
      setLoginError(signInFailure(error));
    }
  };

  const signedUp = () => {
    setRedirecting(true);
    goWhenSignedIn('/dashboard', REGISTER_REDIRECT_MS);
  };

  return { login, loginError, signedUp, redirecting, loginPending: loginMutation.isPending };
}
