// Business constants of both specifications (spec 1 §9, spec 2 §9). One place, both sides.
import { DAY_MS } from './time';

export const USER_TYPES = ['clinic', 'relief_vet'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * One rule for every new password: sign-up, reset and change (issue 19). Signing in checks no
 * length, so older, shorter passwords still work; the user is then asked to choose a new one.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const REFERRAL_CODE_MAX_LENGTH = 10;

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** A link to confirm a new e-mail address: a day, as the new inbox may not be read at once. */
export const EMAIL_CHANGE_TOKEN_LIFETIME_MS = DAY_MS;
export const RESET_SUCCESS_REDIRECT_MS = 3000;
export const REGISTER_REDIRECT_MS = 100;
export const SKIP_PAYMENT_RELOAD_MS = 1500;
export const PROFILE_REQUIRED_REDIRECT_MS = 2000;
export const LOGGED_OUT_REDIRECT_MS = 500;

export const SESSION_LIFETIME_MS = 30 * DAY_MS;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const UNREAD_BADGE_CAP = 9;

export const SUBSCRIPTION_PRICE_DOLLARS = 49;
export const SUBSCRIPTION_PLAN = { planType: 'professional', name: 'Professional', priceDollars: SUBSCRIPTION_PRICE_DOLLARS, interval: 'month' } as const;

export const PRACTICE_TYPES = ['small_animal', 'large_animal', 'exotic', 'emergency'] as const;
export const SPECIALIZATIONS = ['general', 'small_animal', 'large_animal', 'exotic', 'emergency', 'surgery'] as const;

/** The built-in demo accounts created by `--seed-demo`. The web app recognises their
 * credentials and uses the demo shortcut call instead of the normal login. */
export const DEMO_ACCOUNTS = {
  clinic: { email: 'clinic@demo.vetrelief.app', password: 'demo-clinic-2026', firstName: 'Dana', lastName: 'Whitfield' },
  relief_vet: { email: 'vet@demo.vetrelief.app', password: 'demo-vet-2026', firstName: 'Sam', lastName: 'Rivera' },
} as const;

/** Every account of the demo market (the two above and the seeded neighbours) uses this domain. */
export const DEMO_EMAIL_DOMAIN = '@demo.vetrelief.app';

/** Formats an unread count the way every badge shows it: 1..9, then "9+". */
export function formatBadgeCount(count: number): string {
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}
