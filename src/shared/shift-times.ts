// A shift's times as HH:MM text: its minutes, whether it ends the next day, its hours and value.
// Apart from shifts.ts's schemas, so the pages that only show shifts load no validation library.
/** Minutes since midnight of an HH:MM time. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** Whether a shift ends the next morning: an end time before the start means after midnight. */
export function endsNextDay(startTime: string, endTime: string): boolean {
  return minutesOf(endTime) < minutesOf(startTime);
}

/** A shift's length in hours, counted across midnight (18:00–06:00 is 12); spec 2 §9's hours. */
export function shiftHours(startTime: string, endTime: string): number {
  const minutes = minutesOf(endTime) - minutesOf(startTime);
  return (minutes < 0 ? minutes + 24 * 60 : minutes) / 60;
}

/** Spec 2 §9: value = hours × rate, in cents. */
export function shiftValueCents(startTime: string, endTime: string, hourlyRateCents: number): number {
  return Math.round(shiftHours(startTime, endTime) * hourlyRateCents);
}
