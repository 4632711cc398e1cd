// The dates of a booking summary: date (anchored at noon), times, paid hours (less the unpaid
// lunch), rate and value, with a checkbox on each date the vet can still answer.
import type { SummaryShift } from '../../shared/bookings';
import { summaryShiftHours, summaryShiftValueCents } from '../../shared/booking-rules';
import { formatShiftDate } from '../lib/shift-format';
import { twelveHourRange } from '../../shared/time';
import { formatHours } from '../lib/booking-format';
import { BookingStatusBadge } from '../ui/booking-status-badge';
import { formatMoney, formatRate } from '../../shared/money';

interface Props {
  shifts: SummaryShift[];
  /** Checkboxes only when the summary can still be answered. */
  selectable: boolean;
  selected: ReadonlySet<number>;
  onToggle: (shiftId: number) => void;
}

export function SummaryShiftList({ shifts, selectable, selected, onToggle }: Props) {
  const sorted = [...shifts].sort((a, b) => a.shiftDate.localeCompare(b.shiftDate) || a.startTime.localeCompare(b.startTime));
  return (
    <ul className="space-y-2" aria-label="Shifts in this summary">
      {sorted.map((shift) => {
        const checkable = selectable && shift.status === 'pending';
        const id = `summary-shift-${shift.id}`;
        const date = formatShiftDate(shift.shiftDate);
        return (
          <li
            key={shift.id}
            className="flex items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary/40 has-[:checked]:bg-teal-50/60"
          >
            {checkable && (
              <input
                id={id}
                type="checkbox"
                className="mt-1 size-4 shrink-0 cursor-pointer accent-primary"
                checked={selected.has(shift.id)}
                onChange={() => onToggle(shift.id)}
                aria-label={`Accept ${date}`}
              />
            )}
            <div className="min-w-0 flex-1 space-y-0.5 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-foreground">{date}</p>
                {shift.status !== 'pending' && <BookingStatusBadge status={shift.status} />}
              </div>
              <p className="text-muted-foreground">
                {twelveHourRange(shift.startTime, shift.endTime)} · {formatHours(summaryShiftHours(shift))}
                {shift.unpaidLunch && ' (1 h unpaid lunch)'}
              </p>
              <p className="text-foreground">
                {formatRate(shift.hourlyRate)} ·{' '}
                <span className="font-semibold text-emerald-700">{formatMoney(summaryShiftValueCents(shift), { precision: 'cents' })}</span>
              </p>
              {shift.notes && <p className="whitespace-pre-line break-words text-muted-foreground">{shift.notes}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
