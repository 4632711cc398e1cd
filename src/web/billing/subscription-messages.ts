// Fixed texts of the subscription screens (spec 1 §8), and the reload that follows a change.
import { SKIP_PAYMENT_RELOAD_MS } from '../../shared/constants';

export const PAYMENT_SYSTEM_DOWN = 'Payment system temporarily unavailable. Please try again later.';
export const ACTIVATION_FAILED = 'Payment was successful but subscription activation failed. Please contact support.';
export const PROFILE_REQUIRED = 'Please complete your clinic profile first, then try subscribing again.';
export const NO_CLIENT_SECRET = 'Payment setup required - no client secret received';

/** The access gate and the navigation come from the session user: reload once the toast can be read. */
export function reloadSoon(): void {
  setTimeout(() => window.location.reload(), SKIP_PAYMENT_RELOAD_MS);
}
