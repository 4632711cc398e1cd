// First look and instant booking without zod: the choices and the pure rules the shift cards and
// rows read on first paint. The payload schemas are in first-look.ts.
import { HOUR_MS } from './time';

/** Hours a new shift is seen only by the clinic's favourite vets. 0: public at once. */
export const FIRST_LOOK_HOURS = [0, 12, 24, 48] as const;
export type FirstLookHours = (typeof FIRST_LOOK_HOURS)[number];

/** Who may book a shift at once, without applying. */
export const INSTANT_BOOKING = ['off', 'favourites', 'past_vets'] as const;
export type InstantBooking = (typeof INSTANT_BOOKING)[number];

/** When a shift posted at `postedAt` with `hours` of first look becomes public (null: at once). */
export function firstLookEnds(postedAt: number, hours: FirstLookHours): number | null {
  return hours === 0 ? null : postedAt + hours * HOUR_MS;
}

/** Whether the shift is still in its first look at `now`. */
export function inFirstLook(shift: { firstLookUntil: number | null }, now: number): boolean {
  return shift.firstLookUntil !== null && now < shift.firstLookUntil;
}

/** A stored default read back as one of the choices (anything else: none). */
export function firstLookHoursOf(stored: number): FirstLookHours {
  return (FIRST_LOOK_HOURS as readonly number[]).includes(stored) ? (stored as FirstLookHours) : 0;
}
