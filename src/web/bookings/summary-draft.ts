// The clinic's Booking Summary form as plain data (spec 2 §5): one row per date, 09:00–17:00 at
// $100 by default, half-hour slots, rates in $10 steps, the unpaid lunch only on shifts of 6 h or
// more, the running total, and the checks before sending.
import type { CreateSummaryInput } from '../../shared/bookings';
import {
  LUNCH_MIN_SHIFT_HOURS,
  SUMMARY_RATE_STEP_DOLLARS,
  SUMMARY_SHIFT_DEFAULTS,
  summaryShiftHours,
  summaryShiftValueCents,
} from '../../shared/booking-rules';
import { tooFarAheadMessage } from '../../shared/date-limits';
import { shiftHours } from '../../shared/shift-times';
import { minutesOf } from '../../shared/time';

export interface DraftShift {
  key: number;
  shiftDate: string;
  startTime: string;
  endTime: string;
  rateDollars: number;
  notes: string;
  unpaidLunch: boolean;
}

let nextKey = 1;

/** A new row on `shiftDate` (may be '' until chosen), with the defaults or the previous row's times and rate. */
export function draftShift(shiftDate: string, like?: DraftShift): DraftShift {
  return {
    key: nextKey++,
    shiftDate,
    startTime: like?.startTime ?? SUMMARY_SHIFT_DEFAULTS.startTime,
    endTime: like?.endTime ?? SUMMARY_SHIFT_DEFAULTS.endTime,
    rateDollars: like?.rateDollars ?? SUMMARY_SHIFT_DEFAULTS.hourlyRateDollars,
    notes: '',
    unpaidLunch: like?.unpaidLunch ?? false,
  };
}

/** The day after `date` (YYYY-MM-DD), for the next row a clinic adds. */
export function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Whether the lunch option shows for these times. */
export function lunchAllowed(shift: Pick<DraftShift, 'startTime' | 'endTime'>): boolean {
  return minutesOf(shift.endTime) > minutesOf(shift.startTime) && shiftHours(shift.startTime, shift.endTime) >= LUNCH_MIN_SHIFT_HOURS;
}

function asShift(shift: DraftShift) {
  return { startTime: shift.startTime, endTime: shift.endTime, hourlyRate: shift.rateDollars * 100, unpaidLunch: shift.unpaidLunch && lunchAllowed(shift) };
}

/** Paid hours and value (cents) of the rows whose times make sense. */
export function draftTotals(shifts: readonly DraftShift[]): { hours: number; valueCents: number } {
  let hours = 0;
  let valueCents = 0;
  for (const shift of shifts) {
    if (minutesOf(shift.endTime) <= minutesOf(shift.startTime)) continue;
    hours += summaryShiftHours(asShift(shift));
    valueCents += summaryShiftValueCents(asShift(shift));
  }
  return { hours, valueCents };
}

/** The dates a row may take (YYYY-MM-DD): today to 18 months ahead (shared/date-limits.ts). */
export interface DateRange {
  today: string;
  latest: string;
}

/** The first problem that stops sending, as the dialog shows it; null when it can be sent. */
export function draftProblem(shifts: readonly DraftShift[], { today, latest }: DateRange): string | null {
  if (shifts.length === 0) return 'Please add at least one shift';
  const dates = new Set<string>();
  for (const shift of shifts) {
    if (!shift.shiftDate) return 'Please choose a date for every shift';
    if (shift.shiftDate < today) return 'Shift dates cannot be in the past';
    if (shift.shiftDate > latest) return tooFarAheadMessage('Shift');
    if (dates.has(shift.shiftDate)) return 'Each date may appear only once';
    dates.add(shift.shiftDate);
    if (minutesOf(shift.endTime) <= minutesOf(shift.startTime)) return 'End time must be after start time';
    if (!Number.isFinite(shift.rateDollars) || shift.rateDollars < 0 || shift.rateDollars % SUMMARY_RATE_STEP_DOLLARS !== 0)
      return `Hourly rate must be $0 or more in steps of $${SUMMARY_RATE_STEP_DOLLARS}`;
  }
  return null;
}

/** The POST /api/booking-summaries body: rates in cents, dates in order. */
export function summaryPayload(vetUserId: number, notes: string, shifts: readonly DraftShift[], messageThreadId: string): CreateSummaryInput {
  return {
    vetUserId,
    notes: notes.trim() || null,
    messageThreadId,
    shifts: [...shifts]
      .sort((a, b) => a.shiftDate.localeCompare(b.shiftDate))
      .map((shift) => ({ shiftDate: shift.shiftDate, ...asShift(shift), notes: shift.notes.trim() || null })),
  };
}
