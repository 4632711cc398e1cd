// The fields both shift dialogs share: times, shift type, practice types, rate and notes.
import type { ReactNode } from 'react';
import { PracticeTypesField } from '../ui/practice-types-field';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { TextareaField } from '../ui/textarea-field';
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
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <TextField<ShiftFormValues> name="startTime" label="Start time" type="time" step={900} disabled={timesLocked} />
        <TextField<ShiftFormValues> name="endTime" label="End time" type="time" step={900} disabled={timesLocked} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <SelectField<ShiftFormValues> name="shiftType" label="Shift type" options={shiftTypes.map((type) => ({ value: type, label: labelOf(type) }))} />
          {shiftTypeHint}
        </div>
        <div className="space-y-1.5">
          <TextField<ShiftFormValues>
            name="hourlyRateDollars"
            label="Hourly rate ($/hr)"
            type="number"
            inputMode="decimal"
            min={1}
            step={1}
            describedBy={rateHint ? RATE_HINT_ID : undefined}
            rules={{ valueAsNumber: true }}
          />
          {rateHint && <div id={RATE_HINT_ID}>{rateHint}</div>}
        </div>
      </div>
      <PracticeTypesField<ShiftFormValues> name="practiceTypes" idPrefix="shift-practice" />
      <TextareaField<ShiftFormValues>
        name="notes"
        label="Notes"
        hint="Optional: parking, patient load, equipment, who to ask for."
        rows={3}
        className="min-h-20"
      />
    </div>
  );
}
