// Clinic and vet profile payloads (spec 1 §3, §5). The forms send these names; the server
// stores and answers the stored names (yearsExperience, availableRadius, practiceTypes).
import { z } from 'zod';
import type { FirstLookHours, InstantBooking } from './first-look';
import { PRACTICE_TYPES, SPECIALIZATIONS } from './constants';
import { checkPhone, PHONE_MESSAGES } from './phone';
import { ARRIVAL_NOTES_MAX } from './shift-day';
import type { FieldToFix } from './fields-to-fix';
import type { Licence } from './trusted-network';
import { isUsStateCode, stateCodeForName } from './us-states';

export const APPOINTMENT_TIMES = [10, 15, 20, 30, 45, 60] as const;
export const HIRING_RADIUS = { min: 5, max: 1200 } as const;
export const EXPERIENCE_YEARS = { min: 0, max: 50 } as const;
export const HOURLY_RATE_DOLLARS = { min: 25, max: 500, step: 5 } as const;
export const TRAVEL_RADIUS = { min: 1, max: 500 } as const;
export const INVITE_RADIUS = { min: 5, max: 1200 } as const;

const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullish()
    .transform((text) => text || null);

/** A JSON number: "12" is the wrong type, as is null, true or "" (none is read as 0 or 1). The forms send numbers. */
const wholeNumber = (label: string, min: number, max: number, missing = `${label} is required`) =>
  z
    .number({ error: missing })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be between ${min} and ${max}` })
    .max(max, { error: `${label} must be between ${min} and ${max}` });

export const ADDRESS_MESSAGES = {
  address: 'Street address is required',
  city: 'City is required',
  state: 'Choose a state',
  stateUnknown: 'Choose a US state or territory from the list (a two-letter code such as CO)',
  zipCode: 'ZIP code is required',
  zipFormat: 'Enter a 5-digit ZIP code (or ZIP+4, e.g. 80302-1234)',
} as const;

/** A two-letter state or territory code; "co" is taken as CO, "Colorado" is refused with its code. */
export const stateSchema = z
  .string({ error: ADDRESS_MESSAGES.state })
  .trim()
  .min(1, { error: ADDRESS_MESSAGES.state })
  .transform((state, context) => {
    const code = state.toUpperCase();
    if (isUsStateCode(code)) return code;
    const named = stateCodeForName(state);
    context.addIssue({ code: 'custom', message: named ? `Use the two-letter code ${named} for ${state}` : ADDRESS_MESSAGES.stateUnknown });
    return z.NEVER;
  });

/** Five digits, or ZIP+4 ("80302-1234"; "803021234" is taken as that too). */
export const zipCodeSchema = z
  .string({ error: ADDRESS_MESSAGES.zipCode })
  .trim()
  .min(1, { error: ADDRESS_MESSAGES.zipCode })
  .regex(/^\d{5}(-?\d{4})?$/, { error: ADDRESS_MESSAGES.zipFormat })
  .transform((zip) => (zip.length === 9 ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip));

/** Any common way of writing a US number, answered in E.164 ("+13035550100"). */
export const phoneSchema = z
  .string({ error: PHONE_MESSAGES.required })
  .max(30, { error: PHONE_MESSAGES.invalid })
  .transform((phone, context) => {
    const check = checkPhone(phone);
    if (check.ok) return check.e164;
    context.addIssue({ code: 'custom', message: check.message });
    return z.NEVER;
  });

const address = {
  address: requiredText(ADDRESS_MESSAGES.address),
  city: requiredText(ADDRESS_MESSAGES.city, 100),
  state: stateSchema,
  zipCode: zipCodeSchema,
  phone: phoneSchema,
  /** Set when the address came from a chosen autocomplete place (more precise than the ZIP). */
  placeId: z.string().max(300).nullish(),
};

export const clinicProfileInputSchema = z.object({
  clinicName: requiredText('Clinic name is required'),
  ...address,
  description: optionalText(2000),
  searchRadius: wholeNumber('Hiring radius', HIRING_RADIUS.min, HIRING_RADIUS.max).default(25),
  averageAppointmentTime: z
    .number({ error: `Average appointment time must be one of ${APPOINTMENT_TIMES.join(', ')} minutes` })
    .refine((minutes) => (APPOINTMENT_TIMES as readonly number[]).includes(minutes), {
      error: `Average appointment time must be one of ${APPOINTMENT_TIMES.join(', ')} minutes`,
    })
    .default(20),
  practiceTypes: z
    .array(z.enum(PRACTICE_TYPES, { error: 'Unknown practice type' }))
    .max(PRACTICE_TYPES.length)
    .default(['small_animal']),
  /**
   * Parking, entrance, whom to ask for, software, dress code, lunch: shown only to the clinic and
   * the vets booked there. Left out, the saved notes stay (clients older than the field send none);
   * null or empty clears them.
   */
  arrivalNotes: z
    .string({ error: 'arrivalNotes must be text' })
    .trim()
    .max(ARRIVAL_NOTES_MAX, { error: `Arrival notes must be at most ${ARRIVAL_NOTES_MAX.toLocaleString('en-US')} characters` })
    .nullish()
    .transform((text) => (text === undefined ? undefined : text || null)),
});
export type ClinicProfileInput = z.input<typeof clinicProfileInputSchema>;

export const vetProfileInputSchema = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  /**
   * The single licence number of earlier clients: it updates the licence of the profile's state.
   * Optional beside `licences` (vet-profile-input.ts); one of the two is required.
   */
  licenseNumber: requiredText('License number is required', 50).optional(),
  experienceYears: wholeNumber('Experience', EXPERIENCE_YEARS.min, EXPERIENCE_YEARS.max, 'Years of experience is required'),
  /** Cents. */
  hourlyRate: z
    .number({ error: 'Hourly rate is required' })
    .int({ error: 'Hourly rate must be in whole cents' })
    .min(HOURLY_RATE_DOLLARS.min * 100, { error: `Hourly rate must be between $${HOURLY_RATE_DOLLARS.min} and $${HOURLY_RATE_DOLLARS.max}` })
    .max(HOURLY_RATE_DOLLARS.max * 100, { error: `Hourly rate must be between $${HOURLY_RATE_DOLLARS.min} and $${HOURLY_RATE_DOLLARS.max}` })
    .refine((cents) => cents % (HOURLY_RATE_DOLLARS.step * 100) === 0, { error: `Hourly rate must be in steps of $${HOURLY_RATE_DOLLARS.step}` }),
  ...address,
  bio: optionalText(4000),
  travelRadius: wholeNumber('Travel radius', TRAVEL_RADIUS.min, TRAVEL_RADIUS.max).default(50),
  isAvailable: z.boolean().default(true),
  wantsAutoInvites: z.boolean().default(true),
  inviteRadius: wholeNumber('Invite radius', INVITE_RADIUS.min, INVITE_RADIUS.max).default(50),
  specializations: z
    .array(z.enum(SPECIALIZATIONS, { error: 'Unknown specialization' }))
    .max(SPECIALIZATIONS.length)
    .default(['general']),
});
export type VetProfileInput = z.input<typeof vetProfileInputSchema>;

interface ProfileBase {
  id: number;
  userId: number;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  latitude: number | null;
  longitude: number | null;
  /** False when the address could not be located: distance search will not find this profile. */
  located: boolean;
  /** Fields saved before the phone/state/ZIP checks that fail them; null when none. */
  fieldsToFix: FieldToFix[] | null;
}

export interface ClinicProfile extends ProfileBase {
  kind: 'clinic';
  clinicName: string;
  description: string | null;
  searchRadius: number;
  averageAppointmentTime: number;
  practiceTypes: string[];
  /** Only in the clinic's own profile: what its booked vets are told on arrival. */
  arrivalNotes: string | null;
  /** Only in the clinic's own profile: what the post dialog preselects (the last post's choices). */
  defaultFirstLookHours: FirstLookHours;
  defaultInstantBooking: InstantBooking;
  /** Whether the clinic's subscription grants access now. */
  subscriptionActive: boolean;
}

export interface VetProfile extends ProfileBase {
  kind: 'relief_vet';
  firstName: string;
  lastName: string;
  /** The licence of the profile's state, else the first: the spec's single field. */
  licenseNumber: string;
  /** One per state, with the admin's decision. */
  licences: Licence[];
  yearsExperience: number;
  hourlyRate: number;
  bio: string | null;
  availableRadius: number;
  isAvailable: boolean;
  wantsAutoInvites: boolean;
  inviteRadius: number;
  practiceTypes: string[];
}

/** A created or edited profile as answered: a warning when its address could not be located. */
export type SavedProfile<P = ClinicProfile | VetProfile> = P & { warning?: string };
