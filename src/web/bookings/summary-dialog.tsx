// A booking summary opened from /bookings. The vet answers it (check dates, Accept Selected or
// Decline All, optional notes) while it is live; the clinic reads what it sent and may withdraw
// it while pending. Spec 2 §2, §5, §8.
import { useState } from 'react';
import type { BookingSummary } from '../../shared/bookings';
import { isSummaryAnswerable, summaryShiftHours, summaryShiftValueCents } from '../../shared/booking-rules';
import { errorStatus } from '../lib/api-client';
import { format } from 'date-fns';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { FormField } from '../ui/form-field';
import { Spinner } from '../ui/spinner';
import { Textarea } from '../ui/textarea';
import { toast } from '../ui/use-toast';
import { formatHours, summaryStatus } from '../lib/booking-format';
import { summaryPartner } from './summary-card';
import { SummaryShiftList } from './summary-shift-list';
import { BookingStatusBadge } from '../ui/booking-status-badge';
import { useRespondSummary, useWithdrawSummary } from './use-booking-mutations';
import { useSummary } from './use-summaries';
import { formatMoney } from '../../shared/money';

interface Props {
  summaryId: number | null;
  viewer: 'clinic' | 'relief_vet';
  onClose: () => void;
}

export function SummaryDialog({ summaryId, viewer, onClose }: Props) {
  const summary = useSummary(summaryId);
  return (
    <Dialog open={summaryId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {summary.isLoading ? (
          <>
            <DialogTitle>Booking Summary</DialogTitle>
            <div className="flex justify-center py-8">
              <Spinner label="Loading booking summary" />
            </div>
          </>
        ) : summary.isError || !summary.data ? (
          <>
            <DialogTitle>Booking Summary</DialogTitle>
            <p role="alert" className="py-4 text-sm text-muted-foreground">
              {errorStatus(summary.error) === 404 ? 'Summary not found' : 'Unable to load booking summary'}
            </p>
          </>
        ) : (
          <SummaryBody key={`${summary.data.id}:${summary.data.version}`} summary={summary.data} viewer={viewer} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SummaryBody({ summary, viewer, onClose }: { summary: BookingSummary; viewer: 'clinic' | 'relief_vet'; onClose: () => void }) {
  const now = Date.now();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [notes, setNotes] = useState('');
  const respond = useRespondSummary(summary.id);
  const withdraw = useWithdrawSummary(summary.id);
  const live = isSummaryAnswerable(summary, now);
  const answerable = viewer === 'relief_vet' && live;
  const pending = summary.shifts.filter((shift) => shift.status === 'pending');
  const hours = summary.shifts.reduce((sum, shift) => sum + summaryShiftHours(shift), 0);
  const value = summary.shifts.reduce((sum, shift) => sum + summaryShiftValueCents(shift), 0);

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  // One answer settles the summary: the checked dates accepted, every other pending one declined.
  const send = (accept: ReadonlySet<number>) =>
    respond.mutate(
      {
        shiftResponses: pending.map((shift) => ({ shiftId: shift.id, status: accept.has(shift.id) ? 'accepted' : 'declined' })),
        responseNotes: notes.trim() || null,
      },
      { onSuccess: onClose },
    );

  return (
    <>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2 pr-6">
          <DialogTitle>Booking Summary</DialogTitle>
          <BookingStatusBadge status={summaryStatus(summary, now)} />
        </div>
        <DialogDescription>
          {viewer === 'clinic' ? 'Sent to' : 'From'} {summaryPartner(summary, viewer)}
          {live && ` · respond by ${format(new Date(summary.expiresAt), 'MMM d, yyyy h:mm a')}`}
          {summary.version > 1 && ` · updated (version ${summary.version})`}
        </DialogDescription>
      </DialogHeader>
      {summary.notes && <p className="whitespace-pre-line break-words rounded-md bg-muted/60 p-3 text-sm text-foreground">{summary.notes}</p>}
      <SummaryShiftList shifts={summary.shifts} selectable={answerable} selected={selected} onToggle={toggle} />
      <p className="flex justify-between border-t border-border pt-3 text-sm font-medium text-foreground">
        <span>Total: {formatHours(hours)}</span>
        <span>{formatMoney(value, { precision: 'cents' })}</span>
      </p>
      {summary.responseNotes && (
        <p className="whitespace-pre-line break-words text-sm text-muted-foreground">
          <span className="font-medium text-foreground">Response notes: </span>
          {summary.responseNotes}
        </p>
      )}
      {answerable && (
        <>
          <FormField id="summary-response-notes" label="Response notes (optional)">
            <Textarea id="summary-response-notes" rows={2} maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={respond.isPending} onClick={() => send(new Set())}>
              Decline All
            </Button>
            <Button
              disabled={selected.size === 0 || respond.isPending}
              onClick={() => {
                if (selected.size === 0)
                  return toast({ title: 'No Shifts Selected', description: 'Please select at least one shift to accept.', variant: 'destructive' });
                send(selected);
              }}
            >
              {respond.isPending && <Spinner className="size-4 text-current" label="Sending" />}
              Accept Selected{selected.size > 0 ? ` (${selected.size})` : ''}
            </Button>
          </div>
        </>
      )}
      {viewer === 'clinic' && live && (
        <div className="flex justify-end">
          <Button
            variant="outline"
            className="text-destructive"
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate(undefined, { onSuccess: onClose })}
          >
            Withdraw summary
          </Button>
        </div>
      )}
    </>
  );
}
