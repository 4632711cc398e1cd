// The clinic's profile form (spec 1 §2, §3, §5): details, location and hiring preferences.
// Practice types are always small animal.
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { APPOINTMENT_TIMES, clinicProfileInputSchema, HIRING_RADIUS, type ClinicProfile, type ClinicProfileInput } from '../../shared/profiles';
import { ARRIVAL_NOTES_MAX } from '../../shared/shift-day-rules';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { TextareaField } from '../ui/textarea-field';
import { AddressFieldset } from './address-fieldset';
import { FormActions } from './form-actions';
import { FormSection } from './form-section';
import { clinicFormValues } from './profile-form-values';
import { useSaveProfile } from './use-save-profile';
import { useFieldsToFix } from './use-fields-to-fix';

const APPOINTMENT_OPTIONS = APPOINTMENT_TIMES.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));

export function ClinicProfileForm({ profile, onCancel }: { profile?: ClinicProfile; onCancel?: () => void }) {
  const editing = profile !== undefined;
  const save = useSaveProfile('clinic', editing);
  const form = useForm<ClinicProfileInput, unknown, z.output<typeof clinicProfileInputSchema>>({
    resolver: zodResolver(clinicProfileInputSchema),
    defaultValues: clinicFormValues(profile),
  });
  useFieldsToFix(form, profile);

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="space-y-6">
        <FormSection title="Clinic details" description="How relief veterinarians will see your clinic.">
          <TextField<ClinicProfileInput> name="clinicName" label="Clinic name" autoComplete="organization" />
          <TextareaField<ClinicProfileInput> name="description" label="Description" hint="Optional: your team, patients, equipment and culture." rows={4} />
        </FormSection>

        <FormSection title="Location" description="Used to match your shifts with nearby relief veterinarians.">
          <AddressFieldset />
        </FormSection>

        <FormSection title="Arrival notes" description="Shown only to relief vets booked at your clinic: on their booking, reminders and calendar.">
          <TextareaField<ClinicProfileInput>
            name="arrivalNotes"
            label="Arrival notes"
            hint={`Optional, up to ${ARRIVAL_NOTES_MAX.toLocaleString('en-US')} characters: parking, which entrance, whom to ask for, practice software, dress code, lunch.`}
            maxLength={ARRIVAL_NOTES_MAX}
            rows={5}
          />
        </FormSection>

        <FormSection title="Hiring preferences">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField<ClinicProfileInput>
              name="searchRadius"
              label="Hiring radius (miles)"
              hint={`How far away relief vets may be: ${HIRING_RADIUS.min} to ${HIRING_RADIUS.max} miles.`}
              type="number"
              inputMode="numeric"
              min={HIRING_RADIUS.min}
              max={HIRING_RADIUS.max}
              rules={{ valueAsNumber: true }}
            />
            <SelectField<ClinicProfileInput> name="averageAppointmentTime" label="Average appointment time" options={APPOINTMENT_OPTIONS} parse={Number} />
          </div>
        </FormSection>

        <FormActions editing={editing} pending={save.isPending} onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}
