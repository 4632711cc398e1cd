// Calendar dates (YYYY-MM-DD) for invoices: the vet's local date when an invoice is sent, and
// date arithmetic without time zones (dates are whole days, counted at noon UTC).
import { zoneOfState } from '../bookings/shift-time';

const DAY_MS = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();

/** The date at `now` in `zone`, as YYYY-MM-DD. */
export function dateIn(zone: string, now: number): string {
  let format = formats.get(zone);
  if (!format) formats.set(zone, (format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format.format(now);
}

/** The date at `now` where a profile in `state` is (a state without one: the app's fallback zone). */
export function dateInState(state: string | null | undefined, now: number): string {
  return dateIn(zoneOfState(state), now);
}

/** `date` plus `days` (negative: minus), as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether YYYY-MM-DD names a day on the calendar ("2026-02-30" does not). */
export function isCalendarDate(date: string): boolean {
  const at = Date.parse(`${date}T12:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === date;
}
