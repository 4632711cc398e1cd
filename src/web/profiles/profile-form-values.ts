// What the profile forms start from (spec 1 §9 defaults, or the saved profile when editing) and
// the vet form's schema: the shared one, except that the form asks for the hourly rate in dollars.
import { z } from 'zod';
import { SPECIALIZATIONS } from '../../shared/constants';
import { formatPhone } from '../../shared/phone-display';
import type { ClinicProfile, ClinicProfileInput, VetProfile } from '../../shared/profiles';
import { licencesSchema } from '../../shared/trusted-network';
import { vetProfileSaveSchema } from '../../shared/vet-profile-input';
import { isUsStateCode } from '../../shared/us-states';

export const CLINIC_FORM_DEFAULTS = { searchRadius: 25, averageAppointmentTime: 20 } as const;
export const VET_FORM_DEFAULTS = { hourlyRateDollars: 75, travelRadius: 25, inviteRadius: 50 } as const;

/** The vet form's fields; the server's field names, with hourlyRate in dollars until it is parsed to cents. */
export const vetProfileFormSchema = vetProfileSaveSchema.extend({
  // Empty until the vet types it (a new profile has no experience to show).
  experienceYears: z.unknown().pipe(vetProfileSaveSchema.shape.experienceYears),
  hourlyRate: z
    .unknown()
    .transform((dollars) => (typeof dollars === 'number' ? Math.round(dollars * 100) : dollars))
    .pipe(vetProfileSaveSchema.shape.hourlyRate),
  // The form sends the list (the single number is for earlier API clients); an empty date is unknown.
  licences: z.array(z.object({ state: z.string(), licenceNumber: z.string(), expiresOn: z.string().transform((date) => date || null) })).pipe(licencesSchema),
});
export type VetProfileFormValues = z.input<typeof vetProfileFormSchema>;
export type VetProfilePayload = z.output<typeof vetProfileFormSchema>;

/**
 * The saved address as the form shows it: the phone as people write it, the state as its code
 * when it is one in any case ("co"); a state saved as free text starts unchosen.
 */
function addressValues(profile?: ClinicProfile | VetProfile) {
  const state = profile?.state.trim().toUpperCase() ?? '';
  return {
    state: isUsStateCode(state) ? state : '',
    zipCode: profile?.zipCode ?? '',
    phone: profile ? formatPhone(profile.phone) : '',
  };
}

export function clinicFormValues(profile?: ClinicProfile): ClinicProfileInput {
  return {
    clinicName: profile?.clinicName ?? '',
    address: profile?.address ?? '',
    city: profile?.city ?? '',
    ...addressValues(profile),
    placeId: null,
    description: profile?.description ?? '',
    arrivalNotes: profile?.arrivalNotes ?? '',
    searchRadius: profile?.searchRadius ?? CLINIC_FORM_DEFAULTS.searchRadius,
    averageAppointmentTime: profile?.averageAppointmentTime ?? CLINIC_FORM_DEFAULTS.averageAppointmentTime,
    practiceTypes: ['small_animal'],
  };
}

type Specialization = (typeof SPECIALIZATIONS)[number];

function isSpecialization(value: string): value is Specialization {
  return (SPECIALIZATIONS as readonly string[]).includes(value);
}

/**
 * The stored names read back into the form's names (yearsExperience → experienceYears, …). A new
 * vet's name starts as the account's, so it is not typed twice.
 */
export function vetFormValues(profile?: VetProfile, account?: { firstName: string; lastName: string }): VetProfileFormValues {
  const specializations = profile?.practiceTypes.filter(isSpecialization) ?? [];
  return {
    firstName: profile?.firstName ?? account?.firstName ?? '',
    lastName: profile?.lastName ?? account?.lastName ?? '',
    licences: profile?.licences.length
      ? profile.licences.map((licence) => ({ state: licence.state, licenceNumber: licence.licenceNumber, expiresOn: licence.expiresOn ?? '' }))
      : [{ state: addressValues(profile).state, licenceNumber: profile?.licenseNumber ?? '', expiresOn: '' }],
    experienceYears: profile?.yearsExperience,
    hourlyRate: profile ? profile.hourlyRate / 100 : VET_FORM_DEFAULTS.hourlyRateDollars,
    address: profile?.address ?? '',
    city: profile?.city ?? '',
    ...addressValues(profile),
    placeId: null,
    bio: profile?.bio ?? '',
    travelRadius: profile?.availableRadius ?? VET_FORM_DEFAULTS.travelRadius,
    isAvailable: profile?.isAvailable ?? true,
    wantsAutoInvites: profile?.wantsAutoInvites ?? true,
    inviteRadius: profile?.inviteRadius ?? VET_FORM_DEFAULTS.inviteRadius,
    specializations: specializations.length > 0 ? specializations : ['general'],
  };
}
