import { HOUR_MS, DAY_MS } from '../../shared/time';
// When a shift starts, as an instant. Shift dates and times are the clinic's local wall-clock time
// without a zone; the clinic's state gives the zone (its main one: a state split between two zones
// counts as the one most of its people live in, daylight saving included). A clinic whose state
// is unknown is read at UTC−10, the last US zone to reach a time, consistently with
// earliestUsToday: a shift is never treated as started before it has started anywhere in the US.
const STATE_ZONES: Record<string, string> = {};
const zones: [string, string][] = [
  ['America/New_York', 'CT DE DC FL GA IN KY ME MD MA MI NH NJ NY NC OH PA RI SC VT VA WV'],
  ['America/Chicago', 'AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI'],
  ['America/Denver', 'CO ID MT NM UT WY'],
  ['America/Phoenix', 'AZ'],
  ['America/Los_Angeles', 'CA NV OR WA'],
  ['America/Anchorage', 'AK'],
  ['Pacific/Honolulu', 'HI'],
  ['America/Puerto_Rico', 'PR VI'],
  ['Pacific/Guam', 'GU MP'],
  ['Pacific/Pago_Pago', 'AS'],
];
for (const [zone, states] of zones) for (const state of states.split(' ')) STATE_ZONES[state] = zone;

const FALLBACK_ZONE = 'Pacific/Honolulu';

/** The IANA zone of a clinic in this state (two-letter code, any case). */
export function zoneOfState(state: string | null | undefined): string {
  return STATE_ZONES[(state ?? '').trim().toUpperCase()] ?? FALLBACK_ZONE;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  return format;
}

/**
 * Each zone's offset by UTC hour, as formatToParts found it: reading it costs microseconds, and a
 * page of bookings asks for a few per row. US zones change offset only on the hour, so an hour's
 * offset is exact for all of it. A zone's map starts over past OFFSET_HOURS_KEPT hours.
 */
const offsets = new Map<string, Map<number, number>>();
const OFFSET_HOURS_KEPT = 20_000;

/** How far the zone's wall clock is ahead of UTC at this instant (negative in the US). */
function zoneOffsetMs(zone: string, instant: number): number {
  const hour = Math.floor(instant / HOUR_MS);
  let byHour = offsets.get(zone);
  if (!byHour || byHour.size >= OFFSET_HOURS_KEPT) offsets.set(zone, (byHour = new Map()));
  let offset = byHour.get(hour);
  if (offset === undefined) {
    const parts: Record<string, number> = {};
    for (const part of formatter(zone).formatToParts(new Date(hour * HOUR_MS))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
    offset = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!) - hour * HOUR_MS;
    byHour.set(hour, offset);
  }
  return offset;
}

/** The shift's start as wall-clock time read as UTC (what shift_cancellations.shift_starts_at stores). */
export function wallClockStart(shift: { shiftDate: string; startTime: string }): number {
  return Date.parse(`${shift.shiftDate}T${shift.startTime}:00Z`);
}

/** The instant the shift starts at a clinic in `state`. */
export function shiftStartsAt(shift: { shiftDate: string; startTime: string }, state: string | null | undefined): number {
  const zone = zoneOfState(state);
  const wall = wallClockStart(shift);
  // Two passes settle the offset on either side of a daylight-saving change. A time the spring
  // change skips (02:30) has no instant: it is read with the offset before the change (03:30).
  const first = wall - zoneOffsetMs(zone, wall);
  const offset = zoneOffsetMs(zone, first);
  const second = wall - offset;
  return zoneOffsetMs(zone, second) === offset ? second : first;
}

/** Hours from `at` until the start (negative once started), to one decimal. */
export function hoursBefore(startsAt: number, at: number): number {
  return Math.round(((startsAt - at) / HOUR_MS) * 10) / 10;
}

/** The instant the shift ends: an end at or before the start is the next morning (overnight). */
export function shiftEndsAt(shift: { shiftDate: string; startTime: string; endTime: string }, state: string | null | undefined): number {
  const overnight = shift.endTime <= shift.startTime;
  const endDate = overnight ? new Date(Date.parse(`${shift.shiftDate}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10) : shift.shiftDate;
  return shiftStartsAt({ shiftDate: endDate, startTime: shift.endTime }, state);
}
