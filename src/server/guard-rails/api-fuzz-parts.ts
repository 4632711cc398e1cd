// Which part of the API fuzz sends each /api route: the fuzz is most of `bun test src`'s time,
// and in one file it kept one of the two test workers busy while the other ran everything else.
// Each named part is `api-fuzz-<part>.test.ts`; api-fuzz.test.ts fuzzes every route no part
// names (a new route is fuzzed the day it is added) and checks the parts cover every route.
import type { ApiRoute } from './api-routes';

/** A part's route groups: the first segment after /api/ (`admin` for /api/admin/…). */
export const FUZZ_PARTS = {
  /** Signing in and up, the account, the admin panel. */
  accounts: [
    'account',
    'admin',
    'auth',
    'dev-clinic-login',
    'dev-vet-login',
    'forgot-password',
    'login',
    'logout',
    'register',
    'reset-password',
    'simple-login',
    'simple-register',
    'user',
  ],
  /** Shifts and what follows them: bookings, availability, summaries, hours, ratings, calendars, the market. */
  marketplace: [
    'attendance',
    'availability-requests',
    'booking-requests',
    'booking-summaries',
    'bookings',
    'calendar',
    'google-places',
    'market-data',
    'nearby-vets',
    'people',
    'ratings',
    'search-shifts',
    'shifts',
    'vet-availability',
    'vet-availability-by-vet',
  ],
} as const satisfies Record<string, readonly string[]>;

export type FuzzPart = keyof typeof FUZZ_PARTS;
/** api-fuzz.test.ts: messages, profiles, billing, referrals, settings and every route not named above. */
export const REST = 'rest';

/** The route's group: `admin` for `/api/admin/jobs/:name/run`. */
export function routeGroup(route: ApiRoute): string {
  return route.path.split('/')[2] ?? '';
}

export function fuzzPartOf(route: ApiRoute): FuzzPart | typeof REST {
  const group = routeGroup(route);
  const part = (Object.keys(FUZZ_PARTS) as FuzzPart[]).find((name) => (FUZZ_PARTS[name] as readonly string[]).includes(group));
  return part ?? REST;
}
