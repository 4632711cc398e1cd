// One posted shift in the clinic's list: date, times, rate, status and type; opens the editor.
// In its first look, a strip below says until when and opens it to everyone.
import { ChevronRight } from 'lucide-react';
import type { Shift } from '../../shared/shifts';
import { formatShiftDate, labelOf } from '../lib/shift-format';
import { twelveHourRange } from '../../shared/time';
import { ShiftStatusBadge } from '../ui/shift-status-badge';
import { formatRate } from '../../shared/money';
import { FirstLookStrip } from './first-look-strip';

export function ShiftRow({ shift, onOpen }: { shift: Shift; onOpen: (shift: Shift) => void }) {
  return (
    <div className="space-y-1">
      <ShiftButton shift={shift} onOpen={onOpen} />
      <FirstLookStrip shift={shift} />
    </div>
  );
}

function ShiftButton({ shift, onOpen }: { shift: Shift; onOpen: (shift: Shift) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(shift)}
      className="flex w-full items-center gap-3 rounded-lg border border-border bg-card p-3 text-left transition-colors hover:border-primary/40 hover:bg-teal-50/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium text-foreground">{formatShiftDate(shift.shiftDate)}</p>
        <p className="text-sm text-muted-foreground">
          {twelveHourRange(shift.startTime, shift.endTime)} · <span className="font-medium text-foreground">{formatRate(shift.hourlyRate)}</span>
        </p>
        <p className="flex items-center gap-2 sm:hidden">
          <ShiftStatusBadge status={shift.status} />
          <span className="text-xs text-muted-foreground">{labelOf(shift.shiftType)}</span>
        </p>
      </div>
      <div className="hidden shrink-0 flex-col items-end gap-1.5 sm:flex">
        <ShiftStatusBadge status={shift.status} />
        <span className="text-xs text-muted-foreground">{labelOf(shift.shiftType)}</span>
      </div>
      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
    </button>
  );
}
