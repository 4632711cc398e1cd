// Post New Shift (spec 2 §2): one form for many dates, sent as ONE array so the shifts are
// stored all or none.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { POST_SHIFT_TYPES } from '../../shared/shifts';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { MultiDateCalendar } from './multi-date-calendar';
import { SelectedDateChips } from './selected-date-chips';
import { dateKey, noonDate } from './shift-format';
import { POST_FORM_DEFAULTS, shiftFormSchema, toShiftInput, type ShiftFormValues } from './shift-form-values';
import { ShiftFormFields } from './shift-form-fields';
import { usePostShifts } from './use-shift-mutations';

export function PostShiftDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [dates, setDates] = useState<string[]>([]);
  const [datesError, setDatesError] = useState<string | null>(null);
  const post = usePostShifts();
  const form = useForm<ShiftFormValues>({ resolver: zodResolver(shiftFormSchema), defaultValues: POST_FORM_DEFAULTS });

  const close = (next: boolean) => {
    if (post.isPending) return;
    if (!next) {
      form.reset(POST_FORM_DEFAULTS);
      setDates([]);
      setDatesError(null);
    }
    onOpenChange(next);
  };

  const chooseDates = (chosen: Date[]) => {
    setDates(chosen.map(dateKey).sort());
    if (chosen.length > 0) setDatesError(null);
  };

  const submit = form.handleSubmit((values) => {
    if (dates.length === 0) return setDatesError('Select at least one date');
    post.mutate(
      dates.map((date) => toShiftInput(values, date)),
      { onSuccess: () => close(false) },
    );
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-4xl p-4 sm:p-6" hideClose={post.isPending} aria-describedby="post-shift-description">
        <DialogHeader>
          <DialogTitle>Post New Shift</DialogTitle>
          <DialogDescription id="post-shift-description">Choose one or more dates; every date gets the same times, rate and details.</DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form
            noValidate
            className="space-y-5"
            onSubmit={(event) => {
              if (dates.length === 0) setDatesError('Select at least one date');
              void submit(event);
            }}
          >
            <section aria-label="Dates" className="space-y-3">
              <MultiDateCalendar selected={dates.map(noonDate)} onChange={chooseDates} />
              <div className="space-y-1.5">
                <p className="text-sm font-medium text-foreground">
                  Selected dates <span className="text-muted-foreground">({dates.length})</span>
                </p>
                <SelectedDateChips dates={dates} onRemove={(date) => setDates(dates.filter((other) => other !== date))} />
                {datesError && (
                  <p role="alert" className="text-sm text-destructive">
                    {datesError}
                  </p>
                )}
              </div>
            </section>
            <ShiftFormFields shiftTypes={POST_SHIFT_TYPES} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => close(false)} disabled={post.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={post.isPending}>
                {post.isPending && <Spinner className="size-4 text-current" label="Posting" />}
                {dates.length > 1 ? `Post ${dates.length} Shifts` : 'Post Shift'}
              </Button>
            </div>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
