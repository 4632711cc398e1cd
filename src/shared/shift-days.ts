import { DAY_MS } from './time';
// Which days a 'weekend' or 'holiday' shift belongs on (issue 19): the Post New Shift dialog warns
// when the type does not fit a chosen date ("Dec 8 is a Tuesday"), without blocking the post, and
// the demo market dates its weekend and holiday shifts by the same rules. Dates are YYYY-MM-DD,
// computed in UTC so no time zone moves them.
//
// The holidays counted: the 11 US federal holidays, with the weekday a fixed-date one is observed
// on when it falls on a weekend (Saturday → Friday, Sunday → Monday), plus the days veterinary
// clinics commonly pay holiday rates for: Christmas Eve, New Year's Eve and the day after
// Thanksgiving. Easter and state holidays are left out.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** 'Tuesday' for '2026-12-08'. */
export function weekdayOf(date: string): string {
  return WEEKDAYS[utc(date).getUTCDay()]!;
}

/** 'Dec 8' for '2026-12-08'. */
export function shortDay(date: string): string {
  const day = utc(date);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
}

export function isWeekend(date: string): boolean {
  const day = utc(date).getUTCDay();
  return day === 0 || day === 6;
}

/** The `nth` (1-based; -1 the last) `weekday` (0 Sunday) of a month (0-based). */
function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month, 1));
    return new Date(Date.UTC(year, month, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (nth - 1) * 7));
  }
  const last = new Date(Date.UTC(year, month + 1, 0));
  return new Date(Date.UTC(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7)));
}

/** The day a fixed-date federal holiday is observed on when it falls on a weekend. */
function observed(day: Date): Date | null {
  const weekday = day.getUTCDay();
  if (weekday === 6) return new Date(day.getTime() - DAY_MS);
  if (weekday === 0) return new Date(day.getTime() + DAY_MS);
  return null;
}

const byYear = new Map<number, Map<string, string>>();

/** The holidays of one year, date → name. */
function holidaysOf(year: number): Map<string, string> {
  let holidays = byYear.get(year);
  if (holidays) return holidays;
  holidays = new Map();
  const add = (day: Date, name: string) => {
    if (!holidays!.has(iso(day))) holidays!.set(iso(day), name);
  };
  const fixed: [number, number, string][] = [
    [0, 1, "New Year's Day"],
    [5, 19, 'Juneteenth'],
    [6, 4, 'Independence Day'],
    [10, 11, 'Veterans Day'],
    [11, 25, 'Christmas Day'],
  ];
  for (const [month, date, name] of fixed) {
    const day = new Date(Date.UTC(year, month, date));
    add(day, name);
    const off = observed(day);
    if (off) add(off, `${name} (observed)`);
  }
  // (A New Year's Day on a Saturday is observed on the December 31 before: New Year's Eve anyway.)
  add(nthWeekday(year, 0, 1, 3), 'Martin Luther King Jr. Day');
  add(nthWeekday(year, 1, 1, 3), "Washington's Birthday");
  add(nthWeekday(year, 4, 1, -1), 'Memorial Day');
  add(nthWeekday(year, 8, 1, 1), 'Labor Day');
  add(nthWeekday(year, 9, 1, 2), 'Columbus Day');
  const thanksgiving = nthWeekday(year, 10, 4, 4);
  add(thanksgiving, 'Thanksgiving Day');
  add(new Date(thanksgiving.getTime() + DAY_MS), 'the day after Thanksgiving');
  add(new Date(Date.UTC(year, 11, 24)), 'Christmas Eve');
  add(new Date(Date.UTC(year, 11, 31)), "New Year's Eve");
  byYear.set(year, holidays);
  return holidays;
}

/** The holiday's name, or null on an ordinary day. */
export function holidayOn(date: string): string | null {
  return holidaysOf(utc(date).getUTCFullYear()).get(date) ?? null;
}

/** Why `date` does not fit the shift type ('Dec 8 is a Tuesday'), or null when it does (or the type is not about days). */
export function shiftTypeMismatch(shiftType: string, date: string): string | null {
  if (shiftType === 'weekend' && !isWeekend(date)) return `${shortDay(date)} is a ${weekdayOf(date)}`;
  if (shiftType === 'holiday' && !holidayOn(date)) return `${shortDay(date)} is not a holiday`;
  return null;
}

/** The first day on or after `date` that fits the shift type: itself for types not about days. */
export function nextDayFor(shiftType: string, date: string): string {
  let day = date;
  for (let i = 0; i < 400 && shiftTypeMismatch(shiftType, day); i++) day = iso(new Date(utc(day).getTime() + DAY_MS));
  return day;
}
