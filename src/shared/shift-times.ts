// A shift's hours and value from its HH:MM times. Apart from shifts.ts's schemas, so the pages that
// only show shifts load no validation library (minutes and the clock: shared/time.ts).
import { minutesOf } from './time';

/** A shift's length in hours, counted across midnight (18:00–06:00 is 12); spec 2 §9's hours. */
export function shiftHours(startTime: string, endTime: string): number {
  const minutes = minutesOf(endTime) - minutesOf(startTime);
  return (minutes < 0 ? minutes + 24 * 60 : minutes) / 60;
}

/** Spec 2 §9: value = hours × rate, in cents. */
export function shiftValueCents(startTime: string, endTime: string, hourlyRateCents: number): number {
  return Math.round(shiftHours(startTime, endTime) * hourlyRateCents);
}
