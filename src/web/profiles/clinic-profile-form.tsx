// The clinic's profile form (spec 1 §2, §3, §5): details, location and hiring preferences.
// Practice types are always small animal.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { APPOINTMENT_TIMES, clinicProfileInputSchema, HIRING_RADIUS, type ClinicProfile, type ClinicProfileInput } from '../../shared/profiles';
import { fieldAria, FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { AddressFieldset } from './address-fieldset';
import { FormActions } from './form-actions';
import { FormSection } from './form-section';
import { clinicFormValues } from './profile-form-values';
import { Textarea } from '../ui/textarea';
import { useSaveProfile } from './use-save-profile';
import { useFieldsToFix } from './use-fields-to-fix';

export function ClinicProfileForm({ profile, onCancel }: { profile?: ClinicProfile; onCancel?: () => void }) {
  const editing = profile !== undefined;
  const save = useSaveProfile('clinic', editing);
  const form = useForm<ClinicProfileInput, unknown, z.output<typeof clinicProfileInputSchema>>({
    resolver: zodResolver(clinicProfileInputSchema),
    defaultValues: clinicFormValues(profile),
  });
  const { errors } = form.formState;
  useFieldsToFix(form, profile);

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="space-y-6">
        <FormSection title="Clinic details" description="How relief veterinarians will see your clinic.">
          <FormField id="clinicName" label="Clinic name" error={errors.clinicName?.message}>
            <Input id="clinicName" autoComplete="organization" {...fieldAria('clinicName', errors.clinicName?.message)} {...form.register('clinicName')} />
          </FormField>
          <FormField id="description" label="Description" error={errors.description?.message} hint="Optional: your team, patients, equipment and culture.">
            <Textarea id="description" rows={4} {...fieldAria('description', errors.description?.message)} {...form.register('description')} />
          </FormField>
        </FormSection>

        <FormSection title="Location" description="Used to match your shifts with nearby relief veterinarians.">
          <AddressFieldset />
        </FormSection>

        <FormSection title="Hiring preferences">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="searchRadius"
              label="Hiring radius (miles)"
              error={errors.searchRadius?.message}
              hint={`How far away relief vets may be: ${HIRING_RADIUS.min} to ${HIRING_RADIUS.max} miles.`}
            >
              <Input
                id="searchRadius"
                type="number"
                inputMode="numeric"
                min={HIRING_RADIUS.min}
                max={HIRING_RADIUS.max}
                {...fieldAria('searchRadius', errors.searchRadius?.message)}
                {...form.register('searchRadius', { valueAsNumber: true })}
              />
            </FormField>
            <FormField id="averageAppointmentTime" label="Average appointment time" error={errors.averageAppointmentTime?.message}>
              <Controller
                control={form.control}
                name="averageAppointmentTime"
                render={({ field }) => (
                  <Select value={String(field.value)} onValueChange={(minutes) => field.onChange(Number(minutes))}>
                    <SelectTrigger
                      id="averageAppointmentTime"
                      ref={field.ref}
                      onBlur={field.onBlur}
                      {...fieldAria('averageAppointmentTime', errors.averageAppointmentTime?.message)}
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {APPOINTMENT_TIMES.map((minutes) => (
                        <SelectItem key={minutes} value={String(minutes)}>
                          {minutes} minutes
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
          </div>
        </FormSection>

        <FormActions editing={editing} pending={save.isPending} onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}
