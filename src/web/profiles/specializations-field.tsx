// The vet form's specializations: one checkbox each (spec 1 §3; general by default).
import { Controller, useFormContext } from 'react-hook-form';
import { SPECIALIZATIONS } from '../../shared/constants';
import type { VetProfileFormValues } from './profile-form-values';
import { CheckboxField } from '../ui/checkbox-field';
import { SPECIALIZATION_LABELS } from '../lib/profile-labels';

type Specialization = (typeof SPECIALIZATIONS)[number];

export function SpecializationsField() {
  const { control, formState } = useFormContext<VetProfileFormValues>();
  const error = formState.errors.specializations?.message;
  return (
    <Controller
      control={control}
      name="specializations"
      render={({ field }) => {
        const selected = new Set<Specialization>(field.value ?? []);
        const toggle = (value: Specialization, checked: boolean) => {
          if (checked) selected.add(value);
          else selected.delete(value);
          field.onChange(SPECIALIZATIONS.filter((option) => selected.has(option)));
        };
        return (
          <fieldset aria-describedby={error ? 'specializations-error' : undefined}>
            <legend className="sr-only">Specializations</legend>
            <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-3">
              {SPECIALIZATIONS.map((option) => (
                <CheckboxField
                  key={option}
                  id={`specialization-${option}`}
                  name="specializations"
                  value={option}
                  label={SPECIALIZATION_LABELS[option]}
                  checked={selected.has(option)}
                  onChange={(event) => toggle(option, event.target.checked)}
                  onBlur={field.onBlur}
                />
              ))}
            </div>
            {error && (
              <p id="specializations-error" role="alert" className="mt-2 text-sm text-destructive">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
