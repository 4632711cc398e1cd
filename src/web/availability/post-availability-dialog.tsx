// 'Post Your Availability' (spec 2 §2, §5): many dates on the 3-month calendar, the same times and
// details for each; one POST per date, in parallel. Dates the server refused stay chosen.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useAuth } from '../lib/auth-provider';
import { dateKey, noonDate } from '../lib/shift-format';
import { MultiDateCalendar } from '../ui/multi-date-calendar';
import { SelectedDateChips } from '../ui/selected-date-chips';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { AvailabilityFormFields } from './availability-form-fields';
import { availabilityFormSchema, newPostingValues, toAvailabilityInput, type AvailabilityFormValues } from './availability-form-values';
import { missingInformation } from './missing-information';
import { usePostAvailability } from './use-posting-mutations';

export function PostAvailabilityDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [dates, setDates] = useState<string[]>([]);
  const post = usePostAvailability();
  const { user } = useAuth();
  // The travel radius starts at the profile's (issue 19), not the spec's fixed 50.
  const defaults = newPostingValues(user?.profile?.kind === 'relief_vet' ? user.profile.availableRadius : undefined);
  const form = useForm<AvailabilityFormValues>({ resolver: zodResolver(availabilityFormSchema), defaultValues: defaults });

  const close = (next: boolean) => {
    if (post.isPending) return;
    if (!next) {
      form.reset(defaults);
      setDates([]);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit((values) =>
    post.mutate(
      dates.map((date) => toAvailabilityInput(values, date)),
      {
        onSuccess: ({ failed }) => {
          if (failed.length === 0) return close(false);
          setDates(failed.map((failure) => failure.date));
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="flex max-w-4xl flex-col gap-0 overflow-hidden p-0" hideClose={post.isPending} aria-describedby="post-availability-description">
        <DialogHeader className="border-b border-border px-4 py-3 pr-12 sm:px-6 sm:py-4">
          <DialogTitle>Post Your Availability</DialogTitle>
          <DialogDescription id="post-availability-description">Choose the days you can work; every date gets the same times and details.</DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form
            noValidate
            className="flex min-h-0 flex-1 flex-col"
            onSubmit={(event) => {
              const { startTime, endTime } = form.getValues();
              if (dates.length === 0 || !startTime || !endTime) {
                event.preventDefault();
                return missingInformation();
              }
              void submit(event);
            }}
          >
            <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-4 py-4 sm:px-6">
              <section aria-label="Dates">
                <MultiDateCalendar selected={dates.map(noonDate)} onChange={(chosen) => setDates(chosen.map(dateKey).sort())} />
              </section>
              <AvailabilityFormFields />
            </div>
            <footer className="space-y-3 border-t border-border bg-card px-4 py-3 sm:px-6">
              <div className="space-y-1.5">
                <p className="text-sm font-medium text-foreground">
                  Selected dates <span className="text-muted-foreground">({dates.length})</span>
                </p>
                <SelectedDateChips dates={dates} onRemove={(date) => setDates(dates.filter((other) => other !== date))} />
              </div>
              <div className="flex flex-row-reverse gap-2 sm:justify-start">
                <Button type="submit" className="flex-1 sm:flex-none" disabled={post.isPending || dates.length === 0}>
                  {post.isPending && <Spinner className="size-4 text-current" label="Posting" />}
                  {dates.length > 1 ? `Post ${dates.length} Dates` : 'Post Availability'}
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
