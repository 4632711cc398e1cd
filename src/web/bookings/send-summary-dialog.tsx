// The clinic's Booking Summary dialog, opened from a thread with a vet (spec 2 §2 /messages, §5):
// several dates, each with its times, rate, notes and optional unpaid lunch, and the running total.
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { latestOfferDate } from '../../shared/date-limits';
import { threadIdOf } from '../../shared/message-limits';
import { pluralize } from '../lib/plural';
import { dateKey } from '../lib/shift-format';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { FormField } from '../ui/form-field';
import { Spinner } from '../ui/spinner';
import { Textarea } from '../ui/textarea';
import { formatHours } from '../lib/booking-format';
import { dayAfter, type DraftShift, draftProblem, draftShift, draftTotals, summaryPayload } from './summary-draft';
import { SummaryShiftEditor } from './summary-shift-editor';
import { useCreateSummary } from './use-create-summary';
import { formatMoney } from '../../shared/money';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clinicUserId: number;
  vet: { id: number; name: string };
}

export function SendSummaryDialog({ open, onOpenChange, clinicUserId, vet }: Props) {
  const today = dateKey(new Date());
  const latest = latestOfferDate(Date.now());
  const [shifts, setShifts] = useState<DraftShift[]>(() => [draftShift(dayAfter(today))]);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateSummary();
  const totals = draftTotals(shifts);

  const reset = () => {
    setShifts([draftShift(dayAfter(today))]);
    setNotes('');
    setProblem(null);
  };
  const close = () => {
    if (create.isPending) return;
    onOpenChange(false);
  };
  const addDate = () =>
    setShifts((current) => {
      const last = current.at(-1);
      return [...current, draftShift(last?.shiftDate ? dayAfter(last.shiftDate) : dayAfter(today), last)];
    });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Send Booking Summary</DialogTitle>
          <DialogDescription>Offer {vet.name} one or more dates. They have 7 days to accept some or all of them.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const found = draftProblem(shifts, { today, latest });
            setProblem(found);
            if (found) return;
            create.mutate(summaryPayload(vet.id, notes, shifts, threadIdOf(clinicUserId, vet.id)), {
              onSuccess: () => {
                reset();
                onOpenChange(false);
              },
            });
          }}
        >
          <div className="space-y-3">
            {shifts.map((shift, index) => (
              <SummaryShiftEditor
                key={shift.key}
                shift={shift}
                index={index}
                today={today}
                latest={latest}
                removable={shifts.length > 1}
                onChange={(next) => setShifts((current) => current.map((item) => (item.key === next.key ? next : item)))}
                onRemove={() => setShifts((current) => current.filter((item) => item.key !== shift.key))}
              />
            ))}
          </div>
          <Button variant="outline" size="sm" onClick={addDate}>
            <CalendarPlus aria-hidden />
            Add date
          </Button>
          <FormField id="summary-notes" label="Notes for the vet (optional)">
            <Textarea id="summary-notes" rows={2} maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} />
          </FormField>
          <p className="flex justify-between rounded-lg bg-muted/60 px-3 py-2 text-sm font-medium text-foreground" aria-live="polite">
            <span>
              {shifts.length} {pluralize(shifts.length, 'date')} · {formatHours(totals.hours)}
            </span>
            <span>Total {formatMoney(totals.valueCents, { precision: 'cents' })}</span>
          </p>
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Spinner className="size-4 text-current" label="Sending" />}
              Send Summary
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
