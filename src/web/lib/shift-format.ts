// How shift values read on screen (dates anchored at noon; money: shared/money.ts).
import { format } from 'date-fns';
import type { PRACTICE_TYPES } from '../../shared/constants';
import { endsNextDay } from '../../shared/shift-times';

/** A YYYY-MM-DD date as a local Date at noon, so no time zone moves it to another day. */
export function noonDate(date: string): Date {
  return new Date(`${date}T12:00:00`);
}

/** A local Date as YYYY-MM-DD. */
export function dateKey(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** "Monday, March 2, 2026". */
export function formatShiftDate(date: string): string {
  return format(noonDate(date), 'EEEE, MMMM d, yyyy');
}

/** "Mon, Mar 2, 2026", for cards and chips. */
export function formatShortDate(date: string): string {
  return format(noonDate(date), 'EEE, MMM d, yyyy');
}

/** "08:00" → "8:00 AM". */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** "6:00 PM – 6:00 AM (next day)" for a shift past midnight. */
export function formatTimeRange(startTime: string, endTime: string): string {
  return `${formatTime(startTime)} – ${formatTime(endTime)}${endsNextDay(startTime, endTime) ? ' (next day)' : ''}`;
}

/** "regular_day" → "Regular Day". */
export function labelOf(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

export type PracticeType = (typeof PRACTICE_TYPES)[number];

export const PRACTICE_TYPE_LABELS: Record<PracticeType, string> = {
  small_animal: 'Small Animal',
  large_animal: 'Large Animal',
  exotic: 'Exotic',
  emergency: 'Emergency',
};

/** Miles with one decimal: "25.3 miles". */
export function formatDistance(miles: number): string {
  return `${miles.toFixed(1)} miles`;
}

/** A practice type's label; unknown values read as words. */
export function practiceTypeLabel(type: string): string {
  return PRACTICE_TYPE_LABELS[type as PracticeType] ?? labelOf(type);
}
