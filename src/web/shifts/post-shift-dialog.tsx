// Post New Shift (spec 2 §2): one form for many dates, sent as ONE array so the shifts are
// stored all or none.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { POST_SHIFT_TYPES } from '../../shared/shifts';
import { useAuth } from '../lib/auth-provider';
import { RateHints } from '../market/rate-hint';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { MultiDateCalendar } from '../ui/multi-date-calendar';
import { SelectedDateChips } from '../ui/selected-date-chips';
import { dateKey, noonDate } from '../lib/shift-format';
import { postFormDefaults, shiftFormSchema, toShiftInput, type ShiftFormValues } from './shift-form-values';
import { AccessFields } from './access-fields';
import { ShiftFormFields } from './shift-form-fields';
import { ShiftTypeDateWarning } from './shift-type-date-warning';
import { usePostShifts } from './use-shift-mutations';

export function PostShiftDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [dates, setDates] = useState<string[]>([]);
  const [datesError, setDatesError] = useState<string | null>(null);
  const post = usePostShifts();
  const { user } = useAuth();
  const defaults = postFormDefaults(user?.profile?.kind === 'clinic' ? user.profile : null);
  const form = useForm<ShiftFormValues>({ resolver: zodResolver(shiftFormSchema), defaultValues: defaults });
  // A post saves its choices as the clinic's defaults, read back after the dialog has closed: the
  // closed form takes them up, so the next post starts from them.
  const { firstLookHours, instantBooking } = defaults;
  useEffect(() => {
    if (open) return;
    form.setValue('firstLookHours', firstLookHours);
    form.setValue('instantBooking', instantBooking);
  }, [open, firstLookHours, instantBooking, form]);

  const close = (next: boolean) => {
    if (post.isPending) return;
    if (!next) {
      form.reset(defaults);
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
      dates.map((date) => toShiftInput(values, date, true)),
      { onSuccess: () => close(false) },
    );
  });

  // The header and the footer (chosen dates, actions) stay put while the calendar and the fields
  // scroll between them, so on a phone neither the close button nor Post Shift scrolls away.
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="flex max-w-4xl flex-col gap-0 overflow-hidden p-0" hideClose={post.isPending} aria-describedby="post-shift-description">
        <DialogHeader className="border-b border-border px-4 py-3 pr-12 sm:px-6 sm:py-4">
          <DialogTitle>Post New Shift</DialogTitle>
          <DialogDescription id="post-shift-description">Choose one or more dates; every date gets the same times, rate and details.</DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form
            noValidate
            className="flex min-h-0 flex-1 flex-col"
            onSubmit={(event) => {
              if (dates.length === 0) setDatesError('Select at least one date');
              void submit(event);
            }}
          >
            <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-4 py-4 sm:px-6">
              <section aria-label="Dates">
                <MultiDateCalendar selected={dates.map(noonDate)} onChange={chooseDates} />
              </section>
              <ShiftFormFields shiftTypes={POST_SHIFT_TYPES} rateHint={<StateRateHint />} shiftTypeHint={<ShiftTypeDateWarning dates={dates} />} />
              <AccessFields />
            </div>
            <footer className="space-y-3 border-t border-border bg-card px-4 py-3 sm:px-6">
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
              <div className="flex flex-row-reverse gap-2 sm:justify-start">
                <Button type="submit" className="flex-1 sm:flex-none" disabled={post.isPending}>
                  {post.isPending && <Spinner className="size-4 text-current" label="Posting" />}
                  {dates.length > 1 ? `Post ${dates.length} Shifts` : 'Post Shift'}
                </Button>
                <Button variant="outline" className="flex-1 sm:flex-none" onClick={() => close(false)} disabled={post.isPending}>
                  Cancel
                </Button>
              </div>
            </footer>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}

/** The clinic's state average for the practice types ticked so far (only with a clinic profile to place it). */
function StateRateHint() {
  const { user } = useAuth();
  const practiceTypes = useWatch<ShiftFormValues, 'practiceTypes'>({ name: 'practiceTypes' });
  if (user?.profile?.kind !== 'clinic') return null;
  return <RateHints practiceTypes={practiceTypes} />;
}
