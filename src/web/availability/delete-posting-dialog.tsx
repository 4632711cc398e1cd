// Delete a posting after a confirmation (spec 2 §2); booked postings never get here (409 anyway).
import type { OwnPosting } from '../../shared/availability';
import { formatShiftDate } from '../lib/shift-format';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { useDeleteAvailability } from './use-posting-mutations';

export function DeletePostingDialog({ posting, onClose }: { posting: OwnPosting | null; onClose: () => void }) {
  const remove = useDeleteAvailability();
  const close = () => {
    if (!remove.isPending) onClose();
  };
  return (
    <Dialog open={posting !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent role="alertdialog" hideClose={remove.isPending}>
        <DialogHeader>
          <DialogTitle>Delete this availability?</DialogTitle>
          <DialogDescription>
            {posting && formatShiftDate(posting.availableDate)}: clinics will no longer see this date. This can't be undone.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={remove.isPending}>
            Keep It
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => posting && remove.mutate(posting.id, { onSuccess: onClose })}>
            {remove.isPending && <Spinner className="size-4 text-current" label="Deleting" />}
            Delete Posting
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
