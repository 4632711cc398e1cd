// One date of the clinic's Booking Summary: date, start and end (half-hour slots 06:00–21:30),
// rate in $10 steps, notes, and the unpaid lunch on shifts of 6 hours or more.
import { Trash2 } from 'lucide-react';
import { SUMMARY_RATE_STEP_DOLLARS, SUMMARY_TIME_SLOTS, summaryShiftHours } from '../../shared/booking-rules';
import { minutesOf, twelveHourClock } from '../../shared/time';
import { formatShiftDate } from '../lib/shift-format';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { formatHours } from '../lib/booking-format';
import { type DraftShift, lunchAllowed } from './summary-draft';

interface Props {
  shift: DraftShift;
  index: number;
  today: string;
  /** The last date that may be offered (18 months ahead). */
  latest: string;
  removable: boolean;
  onChange: (shift: DraftShift) => void;
  onRemove: () => void;
}

export function SummaryShiftEditor({ shift, index, today, latest, removable, onChange, onRemove }: Props) {
  const id = `summary-draft-${shift.key}`;
  const set = (patch: Partial<DraftShift>) => onChange({ ...shift, ...patch });
  const valid = minutesOf(shift.endTime) > minutesOf(shift.startTime);
  const lunch = lunchAllowed(shift);
  const name = shift.shiftDate ? formatShiftDate(shift.shiftDate) : `Shift ${index + 1}`;
  return (
    <fieldset className="space-y-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-medium text-foreground">{name}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-6">
        <div className="col-span-2 space-y-1.5">
          <Label htmlFor={`${id}-date`}>Date</Label>
          <Input
            id={`${id}-date`}
            type="date"
            min={today}
            max={latest}
            value={shift.shiftDate}
            required
            onChange={(event) => set({ shiftDate: event.target.value })}
          />
        </div>
        <TimeSelect id={`${id}-start`} label="Start" value={shift.startTime} onChange={(startTime) => set({ startTime })} />
        <TimeSelect id={`${id}-end`} label="End" value={shift.endTime} onChange={(endTime) => set({ endTime })} />
        <div className="col-span-2 space-y-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-rate`}>Rate ($/hr)</Label>
          <Input
            id={`${id}-rate`}
            type="number"
            inputMode="numeric"
            min={0}
            step={SUMMARY_RATE_STEP_DOLLARS}
            value={Number.isFinite(shift.rateDollars) ? shift.rateDollars : ''}
            onChange={(event) => set({ rateDollars: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
          />
        </div>
        <div className="col-span-2 space-y-1.5 sm:col-span-6">
          <Label htmlFor={`${id}-notes`}>Notes (optional)</Label>
          <Input id={`${id}-notes`} maxLength={500} value={shift.notes} onChange={(event) => set({ notes: event.target.value })} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {lunch ? (
          <label htmlFor={`${id}-lunch`} className="flex cursor-pointer items-center gap-2 text-sm text-foreground">
            <input
              id={`${id}-lunch`}
              type="checkbox"
              className="size-4 cursor-pointer accent-primary"
              checked={shift.unpaidLunch}
              onChange={(event) => set({ unpaidLunch: event.target.checked })}
            />
            Unpaid 1-hour lunch
          </label>
        ) : (
          <span />
        )}
        <span className="flex items-center gap-2 text-sm">
          <span className={valid ? 'text-muted-foreground' : 'text-destructive'}>
            {valid ? formatHours(summaryShiftHours({ ...shift, unpaidLunch: shift.unpaidLunch && lunch })) : 'End must be after start'}
          </span>
          {removable && (
            <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${name}`}>
              <Trash2 aria-hidden />
            </Button>
          )}
        </span>
      </div>
    </fieldset>
  );
}

function TimeSelect({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (time: string) => void }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {SUMMARY_TIME_SLOTS.map((slot) => (
            <SelectItem key={slot} value={slot}>
              {twelveHourClock(slot)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
