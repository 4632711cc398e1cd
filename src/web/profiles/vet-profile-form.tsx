// The relief vet's profile form (spec 1 §2, §3, §5): credentials, location, bio, availability
// and specializations. The hourly rate is typed in dollars and sent in cents.
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { EXPERIENCE_YEARS, HOURLY_RATE_DOLLARS, INVITE_RADIUS, TRAVEL_RADIUS, type VetProfile } from '../../shared/profiles';
import { TextField } from '../ui/text-field';
import { TextareaField } from '../ui/textarea-field';
import { AddressFieldset } from './address-fieldset';
import { CheckboxField } from '../ui/checkbox-field';
import { FormActions } from './form-actions';
import { FormSection } from './form-section';
import { LicencesField } from './licences-field';
import { vetFormValues, vetProfileFormSchema, type VetProfileFormValues, type VetProfilePayload } from './profile-form-values';
import { SpecializationsField } from './specializations-field';
import { useAuth } from '../lib/auth-provider';
import { useSaveProfile } from './use-save-profile';
import { useFieldsToFix } from './use-fields-to-fix';

/** This form's text fields. */
const Text = TextField<VetProfileFormValues>;

export function VetProfileForm({ profile, onCancel }: { profile?: VetProfile; onCancel?: () => void }) {
  const { user } = useAuth();
  const editing = profile !== undefined;
  const save = useSaveProfile('relief_vet', editing);
  const form = useForm<VetProfileFormValues, unknown, VetProfilePayload>({
    resolver: zodResolver(vetProfileFormSchema),
    defaultValues: vetFormValues(profile, user ?? undefined),
  });
  useFieldsToFix(form, profile);
  const wantsAutoInvites = form.watch('wantsAutoInvites');
  const number = { valueAsNumber: true } as const;

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="space-y-6">
        <FormSection title="Veterinary credentials">
          <div className="grid gap-4 sm:grid-cols-2">
            <Text name="firstName" label="First name" autoComplete="given-name" />
            <Text name="lastName" label="Last name" autoComplete="family-name" />
            <LicencesField saved={profile?.licences ?? []} />
            <Text
              name="experienceYears"
              label="Years of experience"
              hint={`${EXPERIENCE_YEARS.min} to ${EXPERIENCE_YEARS.max} years.`}
              type="number"
              inputMode="numeric"
              min={EXPERIENCE_YEARS.min}
              max={EXPERIENCE_YEARS.max}
              rules={number}
            />
            <Text
              name="hourlyRate"
              label="Hourly rate (USD)"
              hint={`$${HOURLY_RATE_DOLLARS.min} to $${HOURLY_RATE_DOLLARS.max}, in steps of $${HOURLY_RATE_DOLLARS.step}.`}
              adornment="$"
              type="number"
              inputMode="numeric"
              min={HOURLY_RATE_DOLLARS.min}
              max={HOURLY_RATE_DOLLARS.max}
              step={HOURLY_RATE_DOLLARS.step}
              className="pl-7"
              rules={number}
            />
          </div>
        </FormSection>

        <FormSection title="Location and contact" description="Clinics never see your street address; it is only used to measure distances.">
          <AddressFieldset privateNote="Only you can see your street address." />
        </FormSection>

        <FormSection title="About you">
          <TextareaField<VetProfileFormValues> name="bio" label="Bio" hint="Optional: your background, strengths and the kind of shifts you enjoy." rows={4} />
        </FormSection>

        <FormSection title="Availability">
          <Text
            name="travelRadius"
            label="Travel radius (miles)"
            hint={`How far you will travel for a shift: ${TRAVEL_RADIUS.min} to ${TRAVEL_RADIUS.max} miles.`}
            type="number"
            inputMode="numeric"
            min={TRAVEL_RADIUS.min}
            max={TRAVEL_RADIUS.max}
            className="sm:max-w-48"
            rules={number}
          />
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
            <Text
              name="inviteRadius"
              label="Invite radius (miles)"
              hint={`Invite me to shifts within ${INVITE_RADIUS.min} to ${INVITE_RADIUS.max} miles.`}
              type="number"
              inputMode="numeric"
              min={INVITE_RADIUS.min}
              max={INVITE_RADIUS.max}
              className="sm:max-w-48"
              rules={number}
            />
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
