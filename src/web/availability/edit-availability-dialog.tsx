// 'Edit Availability' (spec 2 §2, §5): one date on a one-month calendar, the same fields as posting.
// Booked postings never open it (their card disables Edit; the server answers 409 anyway).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { OwnPosting } from '../../shared/availability';
import { dateKey, formatShiftDate, noonDate } from '../lib/shift-format';
import { SingleDateCalendar } from '../ui/single-date-calendar';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { AvailabilityFormFields } from './availability-form-fields';
import { availabilityFormSchema, editValues, toAvailabilityInput, type AvailabilityFormValues } from './availability-form-values';
import { missingInformation } from './missing-information';
import { useUpdateAvailability } from './use-posting-mutations';

export function EditAvailabilityDialog({ posting, onClose }: { posting: OwnPosting | null; onClose: () => void }) {
  return (
    <Dialog open={posting !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl p-4 sm:p-6" aria-describedby="edit-availability-description">
        {posting && <EditAvailabilityForm key={posting.id} posting={posting} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditAvailabilityForm({ posting, onDone }: { posting: OwnPosting; onDone: () => void }) {
  const [date, setDate] = useState(posting.availableDate);
  const update = useUpdateAvailability(posting.id);
  const form = useForm<AvailabilityFormValues>({ resolver: zodResolver(availabilityFormSchema), defaultValues: editValues(posting) });
  const submit = form.handleSubmit((values) => update.mutate(toAvailabilityInput(values, date), { onSuccess: onDone }));

  return (
    <>
      <DialogHeader>
        <DialogTitle>Edit Availability</DialogTitle>
        <DialogDescription id="edit-availability-description">{formatShiftDate(date)}</DialogDescription>
      </DialogHeader>
      <FormProvider {...form}>
        <form
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            const { startTime, endTime } = form.getValues();
            if (!startTime || !endTime) {
              event.preventDefault();
              return missingInformation();
            }
            void submit(event);
          }}
        >
          <section aria-label="Date" className="rounded-lg border border-border p-3">
            <SingleDateCalendar selected={noonDate(date)} onChange={(next) => setDate(dateKey(next))} />
          </section>
          <AvailabilityFormFields />
          <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onDone} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Spinner className="size-4 text-current" label="Saving" />}
              Save Changes
            </Button>
          </div>
        </form>
      </FormProvider>
    </>
  );
}
