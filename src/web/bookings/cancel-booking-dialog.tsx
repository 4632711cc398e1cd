// Cancel a booked shift before it starts: a reason from the short list plus free text. The other
// side is told; a cancellation under 48 h before the start counts on the canceller's card.
import { useState } from 'react';
import type { BookingRequest, CancelBookingInput } from '../../shared/bookings';
import { CANCELLATION_REASON_LABELS, CANCELLATION_REASONS, LATE_CANCELLATION_HOURS } from '../../shared/booking-rules';
import { formatShiftDate } from '../lib/shift-format';
import { twelveHourRange } from '../../shared/time';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { FormField } from '../ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { Spinner } from '../ui/spinner';
import { Textarea } from '../ui/textarea';
import { useCancelBooking } from './use-booking-mutations';

/** A reason a party picks ('account_closed' is only ever recorded by the server). */
type PickedReason = CancelBookingInput['reason'];

export function CancelBookingDialog({ request, onClose }: { request: BookingRequest | null; onClose: () => void }) {
  const [reason, setReason] = useState<PickedReason | ''>('');
  const [details, setDetails] = useState('');
  const [missing, setMissing] = useState(false);
  const cancel = useCancelBooking();
  const close = () => {
    if (cancel.isPending) return;
    setReason('');
    setDetails('');
    setMissing(false);
    onClose();
  };

  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel booking</DialogTitle>
          <DialogDescription>
            {request && (
              <>
                {formatShiftDate(request.shift.shiftDate)}, {twelveHourRange(request.shift.startTime, request.shift.endTime)}.{' '}
              </>
            )}
            The other side is told at once. Cancelling under {LATE_CANCELLATION_HOURS} hours before the start shows as a late cancellation on your profile for
            12 months.
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!request) return;
            if (!reason) return setMissing(true);
            cancel.mutate({ id: request.id, reason, details: details.trim() || null }, { onSuccess: close });
          }}
        >
          <FormField id="cancel-reason" label="Reason" error={missing && !reason ? 'Please choose a reason' : undefined}>
            <Select value={reason} onValueChange={(value) => setReason(value as PickedReason)}>
              <SelectTrigger id="cancel-reason" aria-invalid={missing && !reason ? true : undefined}>
                <SelectValue placeholder="Choose a reason" />
              </SelectTrigger>
              <SelectContent>
                {CANCELLATION_REASONS.map((value) => (
                  <SelectItem key={value} value={value}>
                    {CANCELLATION_REASON_LABELS[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField id="cancel-details" label="Details (optional)">
            <Textarea id="cancel-details" rows={3} maxLength={1000} value={details} onChange={(event) => setDetails(event.target.value)} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={cancel.isPending}>
              Keep booking
            </Button>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending && <Spinner className="size-4 text-current" label="Cancelling" />}
              Cancel booking
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
