import { api } from './paths';
import { clearDemoUserId } from './demo-user';
import { clearShiftDay } from './shift-day-store';

/** Sign Out (spec 1 §2): forget the demo identity and the shift day kept offline, then a
 * full-page visit to the logout path, which ends the session and redirects home. */
export function signOut() {
  clearDemoUserId();
  void clearShiftDay().finally(() => {
    window.location.href = api.logout;
  });
}
