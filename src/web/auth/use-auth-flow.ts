// What the auth page's tabs do on submit (spec 1 §2): after login go to /dashboard; after
// registration go there after 100 ms. Failures are toasted by the auth provider.
import { useState } from 'react';
import type { LoginInput, RegisterInput } from '../../shared/auth';
import { REGISTER_REDIRECT_MS } from '../../shared/constants';
import { useAuth } from '../lib/auth-provider';
import { useNavigateWhenSignedIn } from '../lib/use-navigate-when-signed-in';

export interface AuthFlow {
  login: (values: LoginInput) => Promise<void>;
  register: (values: RegisterInput) => Promise<void>;
  /** True from a submit until it fails, so the signed-in guard leaves the move to the flow. */
  redirecting: boolean;
  loginPending: boolean;
  registerPending: boolean;
}

export function useAuthFlow(): AuthFlow {
  const { loginMutation, registerMutation } = useAuth();
  const goWhenSignedIn = useNavigateWhenSignedIn();
  const [redirecting, setRedirecting] = useState(false);

  const login = async (values: LoginInput) => {
    setRedirecting(true);
    try {
      await loginMutation.mutateAsync(values);
      goWhenSignedIn('/dashboard');
    } catch {
      setRedirecting(false);
    }
  };

  const register = async (values: RegisterInput) => {
    setRedirecting(true);
    try {
      await registerMutation.mutateAsync(values);
      goWhenSignedIn('/dashboard', REGISTER_REDIRECT_MS);
    } catch {
      setRedirecting(false);
    }
  };

  return { login, register, redirecting, loginPending: loginMutation.isPending, registerPending: registerMutation.isPending };
}
