import { api } from './paths';
import { clearDemoUserId } from './demo-user';

/** Sign Out (spec 1 §2): forget the demo identity, then a full-page visit to the logout path,
 * which ends the session and redirects home. */
export function signOut() {
  clearDemoUserId();
  window.location.href = api.logout;
}
