// How shift values read on screen (dates anchored at noon; times: shared/time.ts; money: shared/money.ts).
import { format } from 'date-fns';
import type { PRACTICE_TYPES } from '../../shared/constants';

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
