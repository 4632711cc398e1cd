// A booked or applied-for shift in one line: date, time and rate.
import { CalendarDays, Clock } from 'lucide-react';
import type { BookingRequest } from '../../shared/bookings';
import type { Shift } from '../../shared/shifts';
import { formatShortDate } from '../lib/shift-format';
import { twelveHourRange } from '../../shared/time';
import { formatRate } from '../../shared/money';

export function ShiftLine({ shift }: { shift: Pick<Shift, 'shiftDate' | 'startTime' | 'endTime' | 'hourlyRate'> }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-foreground">
      <span className="flex items-center gap-1.5">
        <CalendarDays className="size-4 text-primary" aria-hidden />
        {formatShortDate(shift.shiftDate)}
      </span>
      <span className="flex items-center gap-1.5 text-muted-foreground">
        <Clock className="size-4" aria-hidden />
        {twelveHourRange(shift.startTime, shift.endTime)}
      </span>
      <span className="font-semibold text-emerald-700">{formatRate(shift.hourlyRate)}</span>
    </p>
  );
}

/** Whether an accepted booking's shift is over (its end in the clinic's zone, as the server gives it). */
export function ended(request: Pick<BookingRequest, 'afterShift'>, now: number): boolean {
  return request.afterShift !== null && now >= Date.parse(request.afterShift.endsAt);
}

/** Whether the shift has not started yet (local wall time): only then can it be cancelled. */
export function startsLater(shift: Pick<Shift, 'shiftDate' | 'startTime'>, now: number): boolean {
  return new Date(`${shift.shiftDate}T${shift.startTime}:00`).getTime() > now;
}
