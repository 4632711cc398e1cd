import { api } from './paths';
import { clearDemoUserId } from './demo-user';

/** Sign Out (spec 1 §2): forget the demo identity and the shift day kept offline, then a
 * full-page visit to the logout path, which ends the session and redirects home. */
export function signOut() {
  clearDemoUserId();
  void forgetShiftDay().finally(() => {
    window.location.href = api.logout;
  });
}

/** Deletes the shift day kept offline; its module loads only now, so no page's first scripts carry it. */
export function forgetShiftDay(): Promise<void> {
  return import('./shift-day-store').then(({ clearShiftDay }) => clearShiftDay()).catch(() => undefined);
}
