// Book now: one confirmation before an eligible vet books a shift at once — the date, hours, pay
// and clinic, the licence warning where it applies, an optional note — and the server's refusal
// shown in place (filled a moment ago, a clash with another booking…).
import { Zap } from 'lucide-react';
import { useState } from 'react';
import { formatMoney, formatRate } from '../../shared/money';
import { shiftHours, shiftValueCents } from '../../shared/shifts';
import { twelveHourRange } from '../../shared/time';
import { errorMessage } from '../lib/api-client';
import { formatShiftDate } from '../lib/shift-format';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Label } from '../ui/label';
import { Spinner } from '../ui/spinner';
import { Textarea } from '../ui/textarea';
import { type FoundShift, UNKNOWN_CLINIC } from './group-shifts';
import { useBookNow } from './use-book-now';
import { useUnlicensedState } from './use-unlicensed-state';

interface Props {
  shift: FoundShift | null;
  onClose: () => void;
  onBooked: (shift: FoundShift) => void;
}

export function BookNowDialog({ shift, onClose, onBooked }: Props) {
  const [message, setMessage] = useState('');
  const book = useBookNow();
  const unlicensedState = useUnlicensedState(shift);
  const close = () => {
    if (book.isPending) return;
    setMessage('');
    book.reset();
    onClose();
  };
  const hours = shift ? shiftHours(shift.startTime, shift.endTime) : 0;

  return (
    <Dialog open={shift !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Book this shift now</DialogTitle>
          <DialogDescription>The clinic offers you instant booking: no application, you are booked as soon as you confirm.</DialogDescription>
        </DialogHeader>
        {shift && (
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              book.mutate(
                { shiftId: shift.id, message },
                {
                  onSuccess: () => {
                    onBooked(shift);
                    close();
                  },
                },
              );
            }}
          >
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-md bg-muted/60 p-3 text-sm">
              <dt className="text-muted-foreground">Clinic</dt>
              <dd className="font-medium text-foreground">{shift.clinic?.clinicName || UNKNOWN_CLINIC}</dd>
              <dt className="text-muted-foreground">Date</dt>
              <dd className="text-foreground">{formatShiftDate(shift.shiftDate)}</dd>
              <dt className="text-muted-foreground">Hours</dt>
              <dd className="text-foreground">
                {twelveHourRange(shift.startTime, shift.endTime)} ({hours} h)
              </dd>
              <dt className="text-muted-foreground">Pay</dt>
              <dd className="text-foreground">
                {formatRate(shift.hourlyRate)} · {formatMoney(shiftValueCents(shift.startTime, shift.endTime, shift.hourlyRate))} for the shift
              </dd>
            </dl>
            {unlicensedState && (
              <Alert data-testid="licence-warning">
                You have no licence on file for {unlicensedState} in date on this shift's day. You can still book: the clinic will see "No licence on file for{' '}
                {unlicensedState}". Add the licence on your profile if you hold one.
              </Alert>
            )}
            <div className="space-y-1.5">
              <Label htmlFor="book-now-message">Note to the clinic (optional)</Label>
              <Textarea
                id="book-now-message"
                rows={3}
                maxLength={2000}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                placeholder="Anything the clinic should know before the day."
              />
            </div>
            {book.isError && <Alert variant="destructive">{errorMessage(book.error, 'The booking did not go through. Please try again.')}</Alert>}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={close} disabled={book.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={book.isPending}>
                {book.isPending ? <Spinner className="size-4 text-current" label="Booking" /> : <Zap aria-hidden />}
                Confirm booking
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
