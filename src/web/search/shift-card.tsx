// One shift in a clinic's group: status, date, time, rate, practice types, notes, and Apply Now
// — or Book now where the clinic offers this vet instant booking, and Booked once they have.
import { CalendarDays, Check, Clock, Send, Zap } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '../ui/button';
import { formatShiftDate, labelOf, PRACTICE_TYPE_LABELS, type PracticeType } from '../lib/shift-format';
import { twelveHourRange } from '../../shared/time';
import { ShiftStatusBadge } from '../ui/shift-status-badge';
import type { FoundShift } from './group-shifts';
import { PracticeTypeBadges } from '../ui/practice-type-badges';
import { useAppliedShiftIds } from './use-applied-shifts';
import { formatRate } from '../../shared/money';
import { firstLookEnd } from '../lib/first-look';
import { Badge } from '../ui/badge';

interface ShiftCardProps {
  shift: FoundShift;
  onApply: (shift: FoundShift) => void;
  onBookNow: (shift: FoundShift) => void;
}

export function ShiftCard({ shift, onApply, onBookNow }: ShiftCardProps) {
  const applied = useAppliedShiftIds().has(shift.id);
  // Seen before everyone else: the clinic has this vet among its favourites.
  const firstLook = firstLookEnd(shift);
  return (
    <article aria-label={`Shift on ${formatShiftDate(shift.shiftDate)}`} className="space-y-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="space-y-1 text-sm">
          <p className="flex items-center gap-2 font-medium text-foreground">
            <CalendarDays className="size-4 text-primary" aria-hidden />
            {formatShiftDate(shift.shiftDate)}
          </p>
          <p className="flex items-center gap-2 text-muted-foreground">
            <Clock className="size-4" aria-hidden />
            {twelveHourRange(shift.startTime, shift.endTime)}
            <span className="text-xs">· {labelOf(shift.shiftType)}</span>
          </p>
          <p className="font-semibold text-emerald-700">{formatRate(shift.hourlyRate)}</p>
        </div>
        <div className="flex flex-col items-end gap-1.5">
          <ShiftStatusBadge status={shift.status} />
          {firstLook && (
            <Badge variant="outline" className="border-teal-300 bg-teal-50 text-teal-900">
              First look · until {firstLook}
            </Badge>
          )}
        </div>
      </div>
      <PracticeTypeBadges types={shift.practiceTypes} label={(type) => PRACTICE_TYPE_LABELS[type as PracticeType] ?? labelOf(type)} />
      {shift.notes && (
        <p className="rounded-md bg-muted/60 p-2 text-sm text-foreground">
          <span className="font-medium">Notes: </span>
          <span className="whitespace-pre-line">{shift.notes}</span>
        </p>
      )}
      {shift.status === 'booked' ? (
        // Search lists open shifts only: a booked one here is the vet's own Book now of a moment ago.
        <div className="flex flex-wrap items-center gap-3">
          <Button className="w-full sm:w-auto" variant="outline" disabled>
            <Check aria-hidden />
            Booked
          </Button>
          <Link to="/bookings" className={buttonVariants({ variant: 'link', size: 'sm' })}>
            See it in your bookings
          </Link>
        </div>
      ) : shift.canBookNow ? (
        <Button className="w-full sm:w-auto" onClick={() => onBookNow(shift)}>
          <Zap aria-hidden />
          Book now
        </Button>
      ) : applied ? (
        <Button className="w-full sm:w-auto" variant="outline" disabled>
          <Check aria-hidden />
          Applied
        </Button>
      ) : (
        <Button className="w-full sm:w-auto" disabled={shift.status !== 'open'} onClick={() => onApply(shift)}>
          <Send aria-hidden />
          Apply Now
        </Button>
      )}
    </article>
  );
}
