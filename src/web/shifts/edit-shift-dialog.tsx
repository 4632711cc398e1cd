// Edit Shift (spec 2 §2, §9): one date, the edit form's shift types, Save, and Delete with a
// confirmation. A booked shift keeps its date and times (the server refuses to move it).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { EDIT_SHIFT_TYPES, type Shift } from '../../shared/shifts';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { DeleteShiftSection } from './delete-shift-section';
import { dateKey, formatShiftDate, noonDate } from '../lib/shift-format';
import { editFormValues, shiftFormSchema, toShiftInput, type ShiftFormValues } from './shift-form-values';
import { ShiftFormFields } from './shift-form-fields';
import { InstantBookingField } from './access-fields';
import { ShiftTypeDateWarning } from './shift-type-date-warning';
import { ShiftStatusBadge } from '../ui/shift-status-badge';
import { SingleDateCalendar } from '../ui/single-date-calendar';
import { useUpdateShift } from './use-shift-mutations';

export function EditShiftDialog({ shift, onClose }: { shift: Shift | null; onClose: () => void }) {
  return (
    <Dialog open={shift !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl p-4 sm:p-6" aria-describedby="edit-shift-description">
        {shift && <EditShiftForm key={shift.id} shift={shift} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditShiftForm({ shift, onDone }: { shift: Shift; onDone: () => void }) {
  const [date, setDate] = useState(shift.shiftDate);
  const update = useUpdateShift(shift.id);
  const form = useForm<ShiftFormValues>({ resolver: zodResolver(shiftFormSchema), defaultValues: editFormValues(shift) });
  const booked = shift.status === 'booked';
  // A shift posted as regular_day, weekend or holiday keeps its type unless changed.
  const shiftTypes = (EDIT_SHIFT_TYPES as readonly string[]).includes(shift.shiftType) ? EDIT_SHIFT_TYPES : [shift.shiftType, ...EDIT_SHIFT_TYPES];

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          Edit Shift <ShiftStatusBadge status={shift.status} />
        </DialogTitle>
        <DialogDescription id="edit-shift-description">{formatShiftDate(date)}</DialogDescription>
      </DialogHeader>
      <FormProvider {...form}>
        <form noValidate className="space-y-5" onSubmit={form.handleSubmit((values) => update.mutate(toShiftInput(values, date), { onSuccess: onDone }))}>
          <section aria-label="Date" className="rounded-lg border border-border p-3">
            <SingleDateCalendar selected={noonDate(date)} onChange={(next) => setDate(dateKey(next))} disabled={booked} />
            {booked && <p className="mt-2 text-xs text-muted-foreground">This shift is booked: its date and times can no longer change.</p>}
          </section>
          <ShiftFormFields shiftTypes={shiftTypes} timesLocked={booked} shiftTypeHint={<ShiftTypeDateWarning dates={[date]} />} />
          <InstantBookingField />
          <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-start sm:justify-between">
            <DeleteShiftSection shift={shift} onDeleted={onDone} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="outline" onClick={onDone} disabled={update.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending && <Spinner className="size-4 text-current" label="Saving" />}
                Save Changes
              </Button>
            </div>
          </div>
        </form>
      </FormProvider>
    </>
  );
}
