// Lengths of time in milliseconds, declared once for the server, the web app and the tests.
// A day here is 24 hours of UTC time (a timestamp's step), not a calendar day in a time zone.
// And the wall-clock times of shifts (HH:MM, the clinic's local time) as people read them.
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Minutes since midnight of an HH:MM time. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** Whether a shift ends the next morning: an end time before the start means after midnight. */
export function endsNextDay(startTime: string, endTime: string): boolean {
  return minutesOf(endTime) < minutesOf(startTime);
}

/** '8:00 AM' for '08:00': the one way screens, e-mails and calendar entries write a time. */
export function twelveHourClock(time: string): string {
  const minutes = minutesOf(time);
  const hours = Math.floor(minutes / 60);
  return `${hours % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** '8:00 AM – 6:00 PM', and '6:00 PM – 6:00 AM (next day)' for a shift past midnight. */
export function twelveHourRange(startTime: string, endTime: string): string {
  return `${twelveHourClock(startTime)} – ${twelveHourClock(endTime)}${endsNextDay(startTime, endTime) ? ' (next day)' : ''}`;
}
