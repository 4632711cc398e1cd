// The availability dialog's fields: times, rate ($/hr, optional), travel radius, practice types, notes.
import { AVAILABILITY_TRAVEL_RADII } from '../../shared/availability';
import { PracticeTypesField } from '../ui/practice-types-field';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { TextareaField } from '../ui/textarea-field';
import type { AvailabilityFormValues } from './availability-form-values';

/** 150 is the top of the list: 'or more' (spec 2 §2). */
const radiusLabel = (miles: number) => (miles === AVAILABILITY_TRAVEL_RADII.at(-1) ? `${miles}+ miles` : `${miles} miles`);
const RADIUS_OPTIONS = AVAILABILITY_TRAVEL_RADII.map((miles) => ({ value: String(miles), label: radiusLabel(miles) }));

export function AvailabilityFormFields() {
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <TextField<AvailabilityFormValues> name="startTime" id="availability-start" label="Start time" type="time" step={900} required />
        <TextField<AvailabilityFormValues> name="endTime" id="availability-end" label="End time" type="time" step={900} required />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField<AvailabilityFormValues>
          name="hourlyRateDollars"
          id="availability-rate"
          label="Hourly rate ($/hr)"
          hint="Optional: leave empty to use your profile's rate."
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="e.g. 95.00"
        />
        <SelectField<AvailabilityFormValues> name="travelRadius" id="availability-radius" label="Travel radius" options={RADIUS_OPTIONS} />
      </div>
      <PracticeTypesField<AvailabilityFormValues> name="practiceTypes" idPrefix="availability-practice" />
      <TextareaField<AvailabilityFormValues>
        name="notes"
        id="availability-notes"
        label="Notes"
        hint="Optional: what you prefer, what you bring, how far ahead to ask."
        rows={3}
        className="min-h-20"
      />
    </div>
  );
}
