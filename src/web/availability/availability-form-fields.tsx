// The availability dialog's fields: times, rate ($/hr, optional), travel radius, practice types, notes.
import { Controller, useFormContext } from 'react-hook-form';
import { AVAILABILITY_TRAVEL_RADII } from '../../shared/availability';
import { fieldAria, FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { PracticeTypeCheckboxes } from '../ui/practice-type-checkboxes';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { Textarea } from '../ui/textarea';
import type { AvailabilityFormValues } from './availability-form-values';

/** 150 is the top of the list: 'or more' (spec 2 §2). */
const radiusLabel = (miles: number) => (miles === AVAILABILITY_TRAVEL_RADII.at(-1) ? `${miles}+ miles` : `${miles} miles`);

export function AvailabilityFormFields() {
  const { register, control, formState } = useFormContext<AvailabilityFormValues>();
  const { errors } = formState;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <FormField id="availability-start" label="Start time" error={errors.startTime?.message}>
          <Input
            id="availability-start"
            type="time"
            step={900}
            required
            {...fieldAria('availability-start', errors.startTime?.message)}
            {...register('startTime')}
          />
        </FormField>
        <FormField id="availability-end" label="End time" error={errors.endTime?.message}>
          <Input id="availability-end" type="time" step={900} required {...fieldAria('availability-end', errors.endTime?.message)} {...register('endTime')} />
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id="availability-rate"
          label="Hourly rate ($/hr)"
          error={errors.hourlyRateDollars?.message}
          hint="Optional: leave empty to use your profile's rate."
        >
          <Input
            id="availability-rate"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            placeholder="e.g. 95.00"
            {...fieldAria('availability-rate', errors.hourlyRateDollars?.message)}
            {...register('hourlyRateDollars')}
          />
        </FormField>
        <FormField id="availability-radius" label="Travel radius">
          <Controller
            control={control}
            name="travelRadius"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="availability-radius" ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {AVAILABILITY_TRAVEL_RADII.map((miles) => (
                    <SelectItem key={miles} value={String(miles)}>
                      {radiusLabel(miles)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>
      <fieldset className="space-y-1.5">
        <legend className="mb-1.5 text-sm font-medium text-foreground">Practice types</legend>
        <Controller
          control={control}
          name="practiceTypes"
          render={({ field }) => <PracticeTypeCheckboxes idPrefix="availability-practice" value={field.value} onChange={field.onChange} />}
        />
        {errors.practiceTypes && (
          <p role="alert" className="text-sm text-destructive">
            {errors.practiceTypes.message}
          </p>
        )}
      </fieldset>
      <FormField id="availability-notes" label="Notes" error={errors.notes?.message} hint="Optional: what you prefer, what you bring, how far ahead to ask.">
        <Textarea id="availability-notes" rows={3} className="min-h-20" {...fieldAria('availability-notes', errors.notes?.message)} {...register('notes')} />
      </FormField>
    </div>
  );
}
