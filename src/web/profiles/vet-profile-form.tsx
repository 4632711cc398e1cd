// The relief vet's profile form (spec 1 §2, §3, §5): credentials, location, bio, availability
// and specializations. The hourly rate is typed in dollars and sent in cents.
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { EXPERIENCE_YEARS, HOURLY_RATE_DOLLARS, INVITE_RADIUS, TRAVEL_RADIUS, type VetProfile } from '../../shared/profiles';
import { fieldAria, FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { AddressFieldset } from './address-fieldset';
import { CheckboxField } from '../ui/checkbox-field';
import { FormActions } from './form-actions';
import { FormSection } from './form-section';
import { vetFormValues, vetProfileFormSchema, type VetProfileFormValues, type VetProfilePayload } from './profile-form-values';
import { SpecializationsField } from './specializations-field';
import { useAuth } from '../lib/auth-provider';
import { Textarea } from '../ui/textarea';
import { useSaveProfile } from './use-save-profile';
import { useFieldsToFix } from './use-fields-to-fix';

export function VetProfileForm({ profile, onCancel }: { profile?: VetProfile; onCancel?: () => void }) {
  const { user } = useAuth();
  const editing = profile !== undefined;
  const save = useSaveProfile('relief_vet', editing);
  const form = useForm<VetProfileFormValues, unknown, VetProfilePayload>({
    resolver: zodResolver(vetProfileFormSchema),
    defaultValues: vetFormValues(profile, user ?? undefined),
  });
  const { errors } = form.formState;
  useFieldsToFix(form, profile);
  const wantsAutoInvites = form.watch('wantsAutoInvites');
  const number = { valueAsNumber: true } as const;

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="space-y-6">
        <FormSection title="Veterinary credentials">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="firstName" label="First name" error={errors.firstName?.message}>
              <Input id="firstName" autoComplete="given-name" {...fieldAria('firstName', errors.firstName?.message)} {...form.register('firstName')} />
            </FormField>
            <FormField id="lastName" label="Last name" error={errors.lastName?.message}>
              <Input id="lastName" autoComplete="family-name" {...fieldAria('lastName', errors.lastName?.message)} {...form.register('lastName')} />
            </FormField>
            <div className="sm:col-span-2">
              <FormField id="licenseNumber" label="License number" error={errors.licenseNumber?.message}>
                <Input
                  id="licenseNumber"
                  autoComplete="off"
                  {...fieldAria('licenseNumber', errors.licenseNumber?.message)}
                  {...form.register('licenseNumber')}
                />
              </FormField>
            </div>
            <FormField
              id="experienceYears"
              label="Years of experience"
              error={errors.experienceYears?.message}
              hint={`${EXPERIENCE_YEARS.min} to ${EXPERIENCE_YEARS.max} years.`}
            >
              <Input
                id="experienceYears"
                type="number"
                inputMode="numeric"
                min={EXPERIENCE_YEARS.min}
                max={EXPERIENCE_YEARS.max}
                {...fieldAria('experienceYears', errors.experienceYears?.message)}
                {...form.register('experienceYears', number)}
              />
            </FormField>
            <FormField
              id="hourlyRate"
              label="Hourly rate (USD)"
              error={errors.hourlyRate?.message}
              hint={`$${HOURLY_RATE_DOLLARS.min} to $${HOURLY_RATE_DOLLARS.max}, in steps of $${HOURLY_RATE_DOLLARS.step}.`}
            >
              <div className="relative">
                <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground" aria-hidden>
                  $
                </span>
                <Input
                  id="hourlyRate"
                  type="number"
                  inputMode="numeric"
                  min={HOURLY_RATE_DOLLARS.min}
                  max={HOURLY_RATE_DOLLARS.max}
                  step={HOURLY_RATE_DOLLARS.step}
                  className="pl-7"
                  {...fieldAria('hourlyRate', errors.hourlyRate?.message)}
                  {...form.register('hourlyRate', number)}
                />
              </div>
            </FormField>
          </div>
        </FormSection>

        <FormSection title="Location and contact" description="Clinics never see your street address; it is only used to measure distances.">
          <AddressFieldset privateNote="Only you can see your street address." />
        </FormSection>

        <FormSection title="About you">
          <FormField id="bio" label="Bio" error={errors.bio?.message} hint="Optional: your background, strengths and the kind of shifts you enjoy.">
            <Textarea id="bio" rows={4} {...fieldAria('bio', errors.bio?.message)} {...form.register('bio')} />
          </FormField>
        </FormSection>

        <FormSection title="Availability">
          <FormField
            id="travelRadius"
            label="Travel radius (miles)"
            error={errors.travelRadius?.message}
            hint={`How far you will travel for a shift: ${TRAVEL_RADIUS.min} to ${TRAVEL_RADIUS.max} miles.`}
          >
            <Input
              id="travelRadius"
              type="number"
              inputMode="numeric"
              min={TRAVEL_RADIUS.min}
              max={TRAVEL_RADIUS.max}
              className="sm:max-w-48"
              {...fieldAria('travelRadius', errors.travelRadius?.message)}
              {...form.register('travelRadius', number)}
            />
          </FormField>
          <div className="grid gap-3 sm:grid-cols-2">
            <CheckboxField
              id="isAvailable"
              label="Available for shifts"
              description="Clinics can find you and send you shifts."
              {...form.register('isAvailable')}
            />
            <CheckboxField
              id="wantsAutoInvites"
              label="Automatic shift invites"
              description="Get invited to new shifts posted near you."
              {...form.register('wantsAutoInvites')}
            />
          </div>
          {wantsAutoInvites && (
            <FormField
              id="inviteRadius"
              label="Invite radius (miles)"
              error={errors.inviteRadius?.message}
              hint={`Invite me to shifts within ${INVITE_RADIUS.min} to ${INVITE_RADIUS.max} miles.`}
            >
              <Input
                id="inviteRadius"
                type="number"
                inputMode="numeric"
                min={INVITE_RADIUS.min}
                max={INVITE_RADIUS.max}
                className="sm:max-w-48"
                {...fieldAria('inviteRadius', errors.inviteRadius?.message)}
                {...form.register('inviteRadius', number)}
              />
            </FormField>
          )}
        </FormSection>

        <FormSection title="Specializations" description="Choose every kind of practice you work in.">
          <SpecializationsField />
        </FormSection>

        <FormActions editing={editing} pending={save.isPending} onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}
