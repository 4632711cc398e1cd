// Instants on a clinic's wall clock. Shift times are the clinic's local time, so what happened
// around a shift (hours sent and decided, a rating left) is written in the same zone, with the
// zone's short name where the reader's own clock reads differently. The server names the zone
// (bookings/shift-time.ts zoneOfState); this only writes instants in it.
import { twelveHourClock } from './time';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Building a formatter costs far more than using it: one per zone and kind, kept for the process. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();
const nameFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(zone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(zone);
  if (!format) {
    const options = { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' } as const;
    clockFormats.set(zone, (format = new Intl.DateTimeFormat('en-US', options)));
  }
  return format;
}

/** The zone's wall clock at `instant` (ms): its date and its HH:MM time. */
export function wallClockAt(instant: number, zone: string): { year: number; month: number; day: number; time: string } {
  const parts: Record<string, string> = {};
  for (const part of clockFormat(zone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  const hour = Number(parts.hour) % 24;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    time: `${String(hour).padStart(2, '0')}:${parts.minute!.padStart(2, '0')}`,
  };
}

/** 'MST', 'PDT', 'HST': the zone's short name at `instant` (the offset, 'GMT+10', where it has none). */
export function zoneAbbreviation(instant: number, zone: string): string {
  let format = nameFormats.get(zone);
  if (!format) nameFormats.set(zone, (format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })));
  return format.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** 'Dec 13, 6:00 PM' on the zone's clock ('Dec 13, 2025, 6:00 PM' with `withYear`). */
export function momentIn(instant: number, zone: string, withYear = false): string {
  const clock = wallClockAt(instant, zone);
  return `${MONTHS[clock.month - 1]} ${clock.day}${withYear ? `, ${clock.year}` : ''}, ${twelveHourClock(clock.time)}`;
}

/** Whether two zones' clocks read the same at `instant` (Denver and Boise do; Denver and Phoenix do not in summer). */
export function sameClock(instant: number, zone: string, otherZone: string): boolean {
  if (zone === otherZone) return true;
  const [a, b] = [wallClockAt(instant, zone), wallClockAt(instant, otherZone)];
  return a.day === b.day && a.time === b.time;
}

/** The zone's short name to write after a time, or '' when the reader's clock (`readerZone`) reads the same. */
export function zoneLabel(instant: number, zone: string, readerZone: string): string {
  return sameClock(instant, zone, readerZone) ? '' : ` ${zoneAbbreviation(instant, zone)}`;
}

/** An ISO instant on the clinic's clock, labelled with the zone when the reader's clock differs: 'Dec 13, 6:00 PM MST'. */
export function clinicMoment(iso: string, zone: string, readerZone: string, withYear = false): string {
  const instant = Date.parse(iso);
  return `${momentIn(instant, zone, withYear)}${zoneLabel(instant, zone, readerZone)}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'Tue 3 Dec, 9:00 AM' on the zone's clock: when a first look ends. */
export function dayMomentIn(instant: number, zone: string): string {
  const clock = wallClockAt(instant, zone);
  const weekday = WEEKDAYS[new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay()];
  return `${weekday} ${clock.day} ${MONTHS[clock.month - 1]}, ${twelveHourClock(clock.time)}`;
}
