// Booking constants, states and the pure rules the screens use (summary hours with the unpaid
// lunch, overlap across midnight, whether a summary can be answered). Apart from bookings.ts's
// schemas, so the pages that only show bookings load no validation library.
import { shiftHours } from './shift-times';
import { minutesOf } from './time';

// ── Constants (spec 2 §9) ─────────────────────────────────────────────────────────────────────

/** Recorded for every booking, unbilled: charging it is not shown in the spec (docs/features.md). */
export const BOOKING_FEE_CENTS = 1500;
export const SUMMARY_RESPONSE_DAYS = 7;
export const SUMMARY_RESPONSE_MS = SUMMARY_RESPONSE_DAYS * 24 * 3600 * 1000;
/** A cancellation under this many hours before the start counts as late on the canceller's card. */
export const LATE_CANCELLATION_HOURS = 48;
/** Late cancellations are counted over this window. */
export const LATE_CANCELLATION_WINDOW_MS = 365 * 24 * 3600 * 1000;
export const APPLICATION_MESSAGE_MAX = 2000;
export const SUMMARY_NOTES_MAX = 2000;
export const MAX_SUMMARY_SHIFTS = 31;
/** The summary dialog's defaults: 09:00–17:00 at $100 an hour. */
export const SUMMARY_SHIFT_DEFAULTS = { startTime: '09:00', endTime: '17:00', hourlyRateDollars: 100 } as const;
/** Rates in the summary dialog move in steps of $10. */
export const SUMMARY_RATE_STEP_DOLLARS = 10;
/** The unpaid lunch may be deducted from shifts of this many hours or more. */
export const LUNCH_MIN_SHIFT_HOURS = 6;
/** How many applications GET /api/booking-requests answers beyond the pending ones, per page. */
export const BOOKING_HISTORY_PAGE_SIZE = 50;
/** At most this many pending applications in one answer (a clinic reviewing a flood of them pages). */
export const MAX_PENDING_PER_PAGE = 200;

/** Half-hour slots 06:00 … 21:30: the summary dialog's start and end times (spec 2 §5). */
export const SUMMARY_TIME_SLOTS: readonly string[] = Array.from({ length: 32 }, (_, i) => {
  const minutes = 6 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

// ── States (spec 2 §4, extended) ──────────────────────────────────────────────────────────────

/**
 * pending → accepted | declined (the clinic) | withdrawn (the vet, or the system when the vet is
 * booked elsewhere at the same time); accepted → cancelled (either side, before the start).
 */
export const BOOKING_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'cancelled'] as const;
export type BookingRequestStatus = (typeof BOOKING_REQUEST_STATUSES)[number];

export const SUMMARY_STATUSES = ['pending', 'edited', 'fully_accepted', 'partially_accepted', 'declined', 'withdrawn', 'expired'] as const;
export type SummaryStatus = (typeof SUMMARY_STATUSES)[number];
export const SUMMARY_SHIFT_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type SummaryShiftStatus = (typeof SUMMARY_SHIFT_STATUSES)[number];

/** Why a booked shift was cancelled: a short list a party picks from, plus free text. */
export const CANCELLATION_REASONS = ['illness', 'emergency', 'schedule_conflict', 'no_longer_needed', 'other'] as const;
/** Recorded, never picked: the account of one party was deleted (account-deletion/). */
export const ACCOUNT_CLOSED = 'account_closed';
/** Every reason a cancellation may carry. */
export const RECORDED_CANCELLATION_REASONS = [...CANCELLATION_REASONS, ACCOUNT_CLOSED] as const;
export type CancellationReason = (typeof RECORDED_CANCELLATION_REASONS)[number];
export const CANCELLATION_REASON_LABELS: Record<CancellationReason, string> = {
  illness: 'Illness',
  emergency: 'Personal or family emergency',
  schedule_conflict: 'Schedule conflict',
  no_longer_needed: 'Shift no longer needed',
  other: 'Other',
  account_closed: 'Account closed',
};

// ── Rules ─────────────────────────────────────────────────────────────────────────────────────

const DAY_MINUTES = 24 * 60;

/** A shift as minutes since 1970-01-01 (local wall time): [start, end), ending the next day when end < start. */
export function shiftWindow(shift: { shiftDate: string; startTime: string; endTime: string }): [number, number] {
  const day = Math.round(Date.parse(`${shift.shiftDate}T00:00:00Z`) / 60_000);
  const start = day + minutesOf(shift.startTime);
  let end = day + minutesOf(shift.endTime);
  if (end <= start) end += DAY_MINUTES;
  return [start, end];
}

/** Whether two shifts share any minute (overnight shifts reach into the next day). */
export function shiftsOverlap(
  a: { shiftDate: string; startTime: string; endTime: string },
  b: { shiftDate: string; startTime: string; endTime: string },
): boolean {
  const [aStart, aEnd] = shiftWindow(a);
  const [bStart, bEnd] = shiftWindow(b);
  return aStart < bEnd && bStart < aEnd;
}

/** Paid hours of a summary shift: end − start, less the unpaid lunch (spec 2 §5, §9). */
export function summaryShiftHours(shift: { startTime: string; endTime: string; unpaidLunch?: boolean }): number {
  const hours = shiftHours(shift.startTime, shift.endTime);
  return shift.unpaidLunch && hours >= LUNCH_MIN_SHIFT_HOURS ? hours - 1 : hours;
}

/** Value in cents: paid hours × rate. */
export function summaryShiftValueCents(shift: { startTime: string; endTime: string; hourlyRate: number; unpaidLunch?: boolean }): number {
  return Math.round(summaryShiftHours(shift) * shift.hourlyRate);
}

/** Whether the vet may still answer it: pending or edited, and not past expiresAt. */
export function isSummaryAnswerable(summary: { status: SummaryStatus; expiresAt: string }, now: number): boolean {
  return (summary.status === 'pending' || summary.status === 'edited') && Date.parse(summary.expiresAt) > now;
}
