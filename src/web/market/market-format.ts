// How market figures read (money: shared/money.ts, whole dollars): percents against
// the overall average with a '+' when above, group names as words, and the window of the footer.
import { format, isSameDay } from 'date-fns';
import { OTHER_GROUP } from '../../shared/market';
import { pluralize } from '../lib/plural';
import { noonDate, practiceTypeLabel } from '../lib/shift-format';

/** 4.2 → "+4.2%", −3.1 → "−3.1%" (a true minus sign), 0 → "0.0%". */
export function formatPercent(percent: number): string {
  const fixed = Math.abs(percent).toFixed(1);
  if (fixed === '0.0') return '0.0%';
  return `${percent > 0 ? '+' : '−'}${fixed}%`;
}

/** 'small_animal' → 'Small Animal', 'regular_day' → 'Regular Day'; 'Other' stays. */
export function groupLabel(type: string): string {
  return type === OTHER_GROUP ? OTHER_GROUP : practiceTypeLabel(type);
}

/** "Mar 1, 2026 – Apr 30, 2026". */
export function formatWindow(from: string, to: string): string {
  return `${format(noonDate(from), 'MMM d, yyyy')} – ${format(noonDate(to), 'MMM d, yyyy')}`;
}

/** "Apr 30, 2026 at 2:05 PM" in the viewer's time zone. */
export function formatComputedAt(iso: string): string {
  return format(new Date(iso), "MMM d, yyyy 'at' h:mm a");
}

/** When the figures were computed, as short as it can be said: "2:05 PM" today, else "Apr 30 at 2:05 PM" (with the year when not this year). */
export function formatAsOf(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (isSameDay(at, now)) return format(at, 'h:mm a');
  return format(at, at.getFullYear() === now.getFullYear() ? "MMM d 'at' h:mm a" : "MMM d, yyyy 'at' h:mm a");
}

/** "1 shift", "1,204 shifts". */
export function formatShiftCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${pluralize(count, 'shift')}`;
}
