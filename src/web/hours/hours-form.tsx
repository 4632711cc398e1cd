// The hours of a shift as a form: start, end (an end at or before the start is the next morning),
// break in steps of 5 minutes, and the vet's note or the clinic's reason. It shows the worked time
// and its value at the booked rate as it changes, and checks with the same schema as the server.
import { useState } from 'react';
import { formatMoney } from '../../shared/money';
import {
  BREAK_MINUTES_MAX,
  BREAK_MINUTES_STEP,
  formatWorked,
  hoursDisputeSchema,
  hoursSubmissionSchema,
  hoursValueCents,
  workedMinutes,
} from '../../shared/shift-day';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Spinner } from '../ui/spinner';
import { Textarea } from '../ui/textarea';

export interface HoursFormValues {
  startTime: string;
  endTime: string;
  breakMinutes: number;
  text: string;
}

interface HoursFormProps {
  /** 'submit': the vet's hours with an optional note; 'dispute': the clinic's correction with its reason. */
  mode: 'submit' | 'dispute';
  initial: HoursFormValues;
  hourlyRate: number;
  pending: boolean;
  submitLabel: string;
  onSubmit: (values: { startTime: string; endTime: string; breakMinutes: number; note?: string | null; reason?: string }) => void;
  onCancel?: () => void;
}

const BREAKS = Array.from({ length: BREAK_MINUTES_MAX / BREAK_MINUTES_STEP + 1 }, (_, i) => i * BREAK_MINUTES_STEP);

export function HoursForm({ mode, initial, hourlyRate, pending, submitLabel, onSubmit, onCancel }: HoursFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = `hours-${mode}`;
  const set = (patch: Partial<HoursFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const minutes = /^\d\d:\d\d$/.test(values.startTime) && /^\d\d:\d\d$/.test(values.endTime) ? workedMinutes(values) : null;
  const textField = mode === 'submit' ? 'note' : 'reason';

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const payload = { startTime: values.startTime, endTime: values.endTime, breakMinutes: values.breakMinutes, [textField]: values.text };
        const parsed = mode === 'submit' ? hoursSubmissionSchema.safeParse(payload) : hoursDisputeSchema.safeParse(payload);
        if (!parsed.success) {
          setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
          return;
        }
        setErrors({});
        onSubmit(parsed.data);
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <FormField id={`${id}-start`} label="Start" error={errors.startTime}>
          <Input id={`${id}-start`} type="time" value={values.startTime} onChange={(event) => set({ startTime: event.target.value })} />
        </FormField>
        <FormField id={`${id}-end`} label="End" error={errors.endTime}>
          <Input id={`${id}-end`} type="time" value={values.endTime} onChange={(event) => set({ endTime: event.target.value })} />
        </FormField>
      </div>
      <FormField id={`${id}-break`} label="Break (minutes)" error={errors.breakMinutes}>
        <select
          id={`${id}-break`}
          className="flex h-10 w-full rounded-lg border border-input bg-white px-3 text-base sm:text-sm"
          value={values.breakMinutes}
          onChange={(event) => set({ breakMinutes: Number(event.target.value) })}
        >
          {BREAKS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-text`} label={mode === 'submit' ? 'Note (optional)' : 'Reason'} error={errors[textField]}>
        <Textarea id={`${id}-text`} rows={2} maxLength={500} value={values.text} onChange={(event) => set({ text: event.target.value })} />
      </FormField>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {minutes !== null && minutes > 0 ? (
          <>
            Worked: <strong className="text-foreground">{formatWorked(minutes)}</strong> · Value:{' '}
            <strong className="text-foreground">{formatMoney(hoursValueCents(minutes, hourlyRate), { precision: 'cents' })}</strong>
          </>
        ) : (
          'Enter the times worked.'
        )}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Back
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending && <Spinner className="size-4 text-current" label="Sending" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
