// Accepting an application books the vet: the clinic confirms first, seeing whom and when.
import { Check } from 'lucide-react';
import type { BookingRequest } from '../../shared/bookings';
import { formatShiftDate } from '../lib/shift-format';
import { twelveHourRange } from '../../shared/time';
import { vetName } from '../ui/vet-avatar';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';

interface Props {
  request: BookingRequest | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function AcceptApplicationDialog({ request, busy, onConfirm, onClose }: Props) {
  const name = request?.vet ? vetName(request.vet) : 'this veterinarian';
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        {request && (
          <>
            <DialogHeader>
              <DialogTitle>Accept {name}?</DialogTitle>
              <DialogDescription>
                {name} will be booked for {formatShiftDate(request.shift.shiftDate)}, {twelveHourRange(request.shift.startTime, request.shift.endTime)}, and
                told by e-mail. Any other applicants for this shift are told it has been filled.
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Not Yet
              </Button>
              <Button onClick={onConfirm} disabled={busy}>
                {busy ? <Spinner className="size-4 text-current" label="Accepting" /> : <Check aria-hidden />}
                Accept and Book
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
