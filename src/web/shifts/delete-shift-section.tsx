// Delete with a confirmation step; a booked shift cannot be deleted (spec 2 §2, server 409).
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Shift } from '../../shared/shifts';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { useDeleteShift } from './use-shift-mutations';

export function DeleteShiftSection({ shift, onDeleted }: { shift: Shift; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteShift(shift.id);

  if (shift.status === 'booked') {
    return (
      <div className="space-y-1">
        <Button variant="outline" disabled className="text-destructive">
          <Trash2 aria-hidden />
          Delete
        </Button>
        <p className="text-xs text-muted-foreground">This shift is booked, so it can't be deleted.</p>
      </div>
    );
  }
  if (!confirming) {
    return (
      <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden />
        Delete
      </Button>
    );
  }
  return (
    <div
      ref={(node) => node?.scrollIntoView({ block: 'nearest' })}
      role="alertdialog"
      aria-label="Confirm delete"
      className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3"
    >
      <p className="text-sm text-red-900">Delete this shift? Relief vets will no longer see it. This can't be undone.</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}>
          {remove.isPending && <Spinner className="size-4 text-current" label="Deleting" />}
          Yes, Delete Shift
        </Button>
        <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => setConfirming(false)}>
          Keep Shift
        </Button>
      </div>
    </div>
  );
}
