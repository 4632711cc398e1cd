// Clinic and vet profile payloads (spec 1 §3, §5). The forms send these names; the server
// stores and answers the stored names (yearsExperience, availableRadius, practiceTypes).
import { z } from 'zod';
import { PRACTICE_TYPES, SPECIALIZATIONS } from './constants';

export const APPOINTMENT_TIMES = [10, 15, 20, 30, 45, 60] as const;
export const HIRING_RADIUS = { min: 5, max: 1200 } as const;
export const EXPERIENCE_YEARS = { min: 0, max: 50 } as const;
export const HOURLY_RATE_DOLLARS = { min: 25, max: 500, step: 5 } as const;
export const TRAVEL_RADIUS = { min: 1, max: 500 } as const;
export const INVITE_RADIUS = { min: 5, max: 1200 } as const;

const REQUIRED_FIELDS = 'Please fill in all required fields';
const VET_DETAILS = 'Please fill in all veterinarian details';

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

/**
 * A number, or a numeric string as a form sends one ("12", " 12 "); anything else (null, true,
 * "", [], "12abc") stays as it is and fails the number check, rather than being coerced to 0 or 1.
 */
const numberOrNumericString = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value), schema);

const wholeNumber = (label: string, min: number, max: number, missing = `${label} is required`) =>
  numberOrNumericString(
    z
      .number({ error: missing })
      .int({ error: `${label} must be a whole number` })
      .min(min, { error: `${label} must be between ${min} and ${max}` })
      .max(max, { error: `${label} must be between ${min} and ${max}` }),
  );

const address = {
  address: requiredText(REQUIRED_FIELDS),
  city: requiredText(REQUIRED_FIELDS, 100),
  state: requiredText(REQUIRED_FIELDS, 50),
  zipCode: z
    .string({ error: REQUIRED_FIELDS })
    .trim()
    .min(1, { error: REQUIRED_FIELDS })
    .regex(/^\d{5}(-\d{4})?$/, { error: 'Please enter a 5-digit ZIP code' }),
  phone: requiredText(REQUIRED_FIELDS, 30),
  /** Set when the address came from a chosen autocomplete place (more precise than the ZIP). */
  placeId: z.string().max(300).nullish(),
};

export const clinicProfileInputSchema = z.object({
  clinicName: requiredText('Clinic name is required'),
  ...address,
  description: optionalText(2000),
  searchRadius: wholeNumber('Hiring radius', HIRING_RADIUS.min, HIRING_RADIUS.max).default(25),
  averageAppointmentTime: numberOrNumericString(
    z
      .number({ error: `Average appointment time must be one of ${APPOINTMENT_TIMES.join(', ')} minutes` })
      .refine((minutes) => (APPOINTMENT_TIMES as readonly number[]).includes(minutes), {
        error: `Average appointment time must be one of ${APPOINTMENT_TIMES.join(', ')} minutes`,
      }),
  ).default(20),
  practiceTypes: z
    .array(z.enum(PRACTICE_TYPES, { error: 'Unknown practice type' }))
    .max(PRACTICE_TYPES.length)
    .default(['small_animal']),
});
export type ClinicProfileInput = z.input<typeof clinicProfileInputSchema>;

export const vetProfileInputSchema = z.object({
  firstName: requiredText(VET_DETAILS, 100),
  lastName: requiredText(VET_DETAILS, 100),
  licenseNumber: requiredText(VET_DETAILS, 50),
  experienceYears: wholeNumber('Experience', EXPERIENCE_YEARS.min, EXPERIENCE_YEARS.max, VET_DETAILS),
  /** Cents. */
  hourlyRate: numberOrNumericString(
    z
      .number({ error: VET_DETAILS })
      .int({ error: 'Hourly rate must be in whole cents' })
      .min(HOURLY_RATE_DOLLARS.min * 100, { error: `Hourly rate must be between $${HOURLY_RATE_DOLLARS.min} and $${HOURLY_RATE_DOLLARS.max}` })
      .max(HOURLY_RATE_DOLLARS.max * 100, { error: `Hourly rate must be between $${HOURLY_RATE_DOLLARS.min} and $${HOURLY_RATE_DOLLARS.max}` })
      .refine((cents) => cents % (HOURLY_RATE_DOLLARS.step * 100) === 0, { error: `Hourly rate must be in steps of $${HOURLY_RATE_DOLLARS.step}` }),
  ),
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
}

export interface ClinicProfile extends ProfileBase {
  kind: 'clinic';
  clinicName: string;
  description: string | null;
  searchRadius: number;
  averageAppointmentTime: number;
  practiceTypes: string[];
  /** Whether the clinic's subscription grants access now. */
  subscriptionActive: boolean;
}

export interface VetProfile extends ProfileBase {
  kind: 'relief_vet';
  firstName: string;
  lastName: string;
  licenseNumber: string;
  yearsExperience: number;
  hourlyRate: number;
  bio: string | null;
  availableRadius: number;
  isAvailable: boolean;
  wantsAutoInvites: boolean;
  inviteRadius: number;
  practiceTypes: string[];
}
