// Apply for Shift (spec 2 §2): the shift in brief and an optional message to the clinic.
import { useState } from 'react';
import { Label } from '../ui/label';
import { Textarea } from '../ui/textarea';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { formatShiftDate } from '../lib/shift-format';
import { twelveHourRange } from '../../shared/time';
import { UNKNOWN_CLINIC, type FoundShift } from './group-shifts';
import { useApplyForShift } from './use-apply-for-shift';
import { formatRate } from '../../shared/money';
import { Alert } from '../ui/alert';
import { useUnlicensedState } from './use-unlicensed-state';

export function ApplyShiftDialog({ shift, onClose }: { shift: FoundShift | null; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const apply = useApplyForShift();
  const unlicensedState = useUnlicensedState(shift);
  const close = () => {
    if (apply.isPending) return;
    setMessage('');
    onClose();
  };

  return (
    <Dialog open={shift !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Apply for Shift</DialogTitle>
          <DialogDescription>
            {shift && (
              <>
                {shift.clinic?.clinicName || UNKNOWN_CLINIC} · {formatShiftDate(shift.shiftDate)}, {twelveHourRange(shift.startTime, shift.endTime)} ·{' '}
                {formatRate(shift.hourlyRate)}
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (shift) apply.mutate({ shiftId: shift.id, message }, { onSuccess: close });
          }}
        >
          {unlicensedState && (
            <Alert data-testid="licence-warning">
              You have no licence on file for {unlicensedState} in date on this shift's day. You can still apply: the clinic will see "No licence on file for{' '}
              {unlicensedState}". Add the licence on your profile if you hold one.
            </Alert>
          )}
          <div className="space-y-1.5">
            <Label htmlFor="apply-message">Message to the clinic (optional)</Label>
            <Textarea
              id="apply-message"
              rows={4}
              maxLength={2000}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              placeholder="Introduce yourself, mention relevant experience or ask a question."
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={apply.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={apply.isPending}>
              {apply.isPending && <Spinner className="size-4 text-current" label="Sending" />}
              Send Application
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
