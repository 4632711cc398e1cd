// A clinic asks for one posted date (issue 12): a proposed rate and a message, both optional.
import { useState } from 'react';
import type { AvailabilityPosting } from '../../shared/search';
import { MAX_AVAILABILITY_RATE_CENTS } from '../../shared/availability';
import { Button } from '../ui/button';
import { fieldAria, FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Spinner } from '../ui/spinner';
import { Textarea } from '../ui/textarea';
import { useRequestDate } from './use-availability-request-mutations';

/** Dollars as typed → cents, null when empty; undefined when it is not a rate. */
export function proposedCents(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const dollars = Number(trimmed);
  if (!Number.isFinite(dollars) || dollars < 0 || dollars * 100 > MAX_AVAILABILITY_RATE_CENTS) return undefined;
  return Math.round(dollars * 100);
}

export function RequestDateForm({ posting, onDone }: { posting: AvailabilityPosting; onDone: () => void }) {
  const [rate, setRate] = useState('');
  const [message, setMessage] = useState('');
  const [rateError, setRateError] = useState<string | null>(null);
  const request = useRequestDate();
  const id = `request-${posting.id}`;

  return (
    <form
      noValidate
      aria-label="Request this date"
      className="mt-2 space-y-3 rounded-md bg-muted/50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        const cents = proposedCents(rate);
        if (cents === undefined) return setRateError(`Enter a rate from $0 to $${MAX_AVAILABILITY_RATE_CENTS / 100}, or leave it empty`);
        setRateError(null);
        request.mutate({ availabilityPostingId: posting.id, proposedHourlyRate: cents, message: message.trim() || null }, { onSuccess: onDone });
      }}
    >
      <FormField id={`${id}-rate`} label="Proposed rate ($/hr, optional)" error={rateError ?? undefined}>
        <Input
          id={`${id}-rate`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder={posting.hourlyRate === null ? 'e.g. 95' : (posting.hourlyRate / 100).toFixed(2)}
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          {...fieldAria(`${id}-rate`, rateError ?? undefined)}
        />
      </FormField>
      <FormField id={`${id}-message`} label="Message (optional)">
        <Textarea
          id={`${id}-message`}
          rows={3}
          maxLength={2000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="Your clinic, the caseload, anything the vet should know."
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="sm" onClick={onDone} disabled={request.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={request.isPending}>
          {request.isPending && <Spinner className="size-4 text-current" label="Sending" />}
          Send Request
        </Button>
      </div>
    </form>
  );
}
