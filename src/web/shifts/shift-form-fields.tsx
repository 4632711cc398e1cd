// The fields both shift dialogs share: times, shift type, practice types, rate and notes.
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Textarea } from '../ui/textarea';
import { fieldAria, FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { PracticeTypeCheckboxes } from '../ui/practice-type-checkboxes';
import { labelOf } from '../lib/shift-format';
import type { ShiftFormValues } from './shift-form-values';

interface ShiftFormFieldsProps {
  shiftTypes: readonly string[];
  /** Booked shifts keep their times. */
  timesLocked?: boolean;
  /** Shown under the rate field, which it describes (Post New Shift: the market's averages). */
  rateHint?: ReactNode;
  /** Shown under the shift type (whether it fits the chosen dates). */
  shiftTypeHint?: ReactNode;
}

const RATE_HINT_ID = 'hourlyRateDollars-market';

export function ShiftFormFields({ shiftTypes, timesLocked, rateHint, shiftTypeHint }: ShiftFormFieldsProps) {
  const { register, control, formState } = useFormContext<ShiftFormValues>();
  const { errors } = formState;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <FormField id="startTime" label="Start time" error={errors.startTime?.message}>
          <Input
            id="startTime"
            type="time"
            step={900}
            disabled={timesLocked}
            {...fieldAria('startTime', errors.startTime?.message)}
            {...register('startTime')}
          />
        </FormField>
        <FormField id="endTime" label="End time" error={errors.endTime?.message}>
          <Input id="endTime" type="time" step={900} disabled={timesLocked} {...fieldAria('endTime', errors.endTime?.message)} {...register('endTime')} />
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <FormField id="shiftType" label="Shift type" error={errors.shiftType?.message}>
            <Controller
              control={control}
              name="shiftType"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="shiftType" ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {shiftTypes.map((type) => (
                      <SelectItem key={type} value={type}>
                        {labelOf(type)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          {shiftTypeHint}
        </div>
        <div className="space-y-1.5">
          <FormField id="hourlyRateDollars" label="Hourly rate ($/hr)" error={errors.hourlyRateDollars?.message}>
            <Input
              id="hourlyRateDollars"
              type="number"
              inputMode="decimal"
              min={1}
              step={1}
              {...fieldAria('hourlyRateDollars', errors.hourlyRateDollars?.message)}
              {...(rateHint && !errors.hourlyRateDollars ? { 'aria-describedby': RATE_HINT_ID } : {})}
              {...register('hourlyRateDollars', { valueAsNumber: true })}
            />
          </FormField>
          {rateHint && <div id={RATE_HINT_ID}>{rateHint}</div>}
        </div>
      </div>
      <fieldset className="space-y-1.5">
        <legend className="mb-1.5 text-sm font-medium text-foreground">Practice types</legend>
        <Controller
          control={control}
          name="practiceTypes"
          render={({ field }) => <PracticeTypeCheckboxes idPrefix="shift-practice" value={field.value} onChange={field.onChange} />}
        />
        {errors.practiceTypes && (
          <p role="alert" className="text-sm text-destructive">
            {errors.practiceTypes.message}
          </p>
        )}
      </fieldset>
      <FormField id="notes" label="Notes" error={errors.notes?.message} hint="Optional: parking, patient load, equipment, who to ask for.">
        <Textarea id="notes" rows={3} className="min-h-20" {...fieldAria('notes', errors.notes?.message)} {...register('notes')} />
      </FormField>
    </div>
  );
}
