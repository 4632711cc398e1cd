// How booking and summary states read on screen (spec 2 §4: 'edited' is 'Updated', a pending
// summary past its deadline is 'Expired'; other values are shown as they are).
import type { BookingSummary, SummaryShift } from '../../shared/bookings';
import { isSummaryAnswerable } from '../../shared/booking-rules';
import { pluralize } from './plural';
import { formatShortDate, labelOf } from './shift-format';

/** A summary's shown status: the server's, with a lapsed pending one shown as expired. */
export function summaryStatus(summary: Pick<BookingSummary, 'status' | 'expiresAt'>, now: number): string {
  if ((summary.status === 'pending' || summary.status === 'edited') && !isSummaryAnswerable(summary, now)) return 'expired';
  return summary.status;
}

const LABELS: Record<string, string> = { edited: 'Updated', fully_accepted: 'Accepted', partially_accepted: 'Partially accepted' };

export function statusLabel(status: string): string {
  return LABELS[status] ?? labelOf(status);
}

const TONES: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  edited: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-800',
  fully_accepted: 'bg-emerald-100 text-emerald-800',
  partially_accepted: 'bg-teal-100 text-teal-900',
  declined: 'bg-red-100 text-red-800',
  cancelled: 'bg-red-100 text-red-800',
};

/** The badge colours of a booking or summary status; others are muted. */
export function statusTone(status: string): string {
  return TONES[status] ?? 'bg-muted text-muted-foreground';
}

/** The first 3 dates of a summary and '+N more' (spec 2 §9). */
export function summaryDates(shifts: readonly Pick<SummaryShift, 'shiftDate'>[]): { shown: string[]; more: number } {
  const dates = [...shifts].map((shift) => shift.shiftDate).sort();
  return { shown: dates.slice(0, 3).map(formatShortDate), more: Math.max(0, dates.length - 3) };
}

/** 'No late cancellations' / '1 late cancellation in 12 months'. */
export function lateCancellationsText(count: number): string {
  if (count === 0) return 'No late cancellations';
  return `${count} late ${pluralize(count, 'cancellation')} in 12 months`;
}

/** Hours with at most one decimal: "8", "7.5". */
export function formatHours(hours: number): string {
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} ${pluralize(hours, 'hour')}`;
}
