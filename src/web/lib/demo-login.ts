// The demo shortcut (spec 1 §2, §7): the built-in demo accounts sign in through their own call,
// so the demo keeps working even while their stored passwords differ.
import type { AuthUser, LoginInput } from '../../shared/auth';
import { DEMO_ACCOUNTS } from '../../shared/constants';
import { api } from './paths';
import { apiJson, errorStatus } from './api-client';
import { setDemoUserId } from './demo-user';

/** The demo shortcut path for these credentials, or null when they are not a demo account's. */
export function demoLoginPath(credentials: LoginInput): string | null {
  const email = credentials.email.trim().toLowerCase();
  if (email === DEMO_ACCOUNTS.clinic.email && credentials.password === DEMO_ACCOUNTS.clinic.password) return api.devClinicLogin;
  if (email === DEMO_ACCOUNTS.relief_vet.email && credentials.password === DEMO_ACCOUNTS.relief_vet.password) return api.devVetLogin;
  return null;
}

/** Signs in through the demo shortcut when the credentials are a demo account's, else (or when
 * the server has no demo mode and answers 404) through the normal login call. */
export async function loginWithDemoShortcut(credentials: LoginInput): Promise<AuthUser> {
  const demoPath = demoLoginPath(credentials);
  if (demoPath) {
    try {
      const user = await apiJson<AuthUser>('POST', demoPath);
      setDemoUserId(user.id);
      return user;
    } catch (error) {
      if (errorStatus(error) !== 404) throw error;
    }
  }
  return apiJson<AuthUser>('POST', api.login, credentials);
}
