// The availability dialog's fields (spec 2 §5, §9): times required, the rate typed in dollars
// (optional, sent as rounded cents), the travel radius one of the select's options.
import { z } from 'zod';
import { AVAILABILITY_TRAVEL_RADII, DEFAULT_AVAILABILITY_RADIUS, MAX_AVAILABILITY_RATE_CENTS, type OwnPosting } from '../../shared/availability';
import { PRACTICE_TYPES } from '../../shared/constants';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const availabilityFormSchema = z
  .object({
    startTime: z.string().regex(TIME, { error: 'Choose a start time' }),
    endTime: z.string().regex(TIME, { error: 'Choose an end time' }),
    /** Dollars as typed; empty means no rate. */
    hourlyRateDollars: z
      .string()
      .trim()
      .refine((text) => text === '' || (Number.isFinite(Number(text)) && Number(text) >= 0), { error: 'Enter a rate in dollars, or leave it empty' })
      .refine((text) => !(Number(text) * 100 > MAX_AVAILABILITY_RATE_CENTS), {
        error: `Hourly rate must be at most $${MAX_AVAILABILITY_RATE_CENTS / 100}`,
      }),
    travelRadius: z.string().refine((miles) => (AVAILABILITY_TRAVEL_RADII as readonly number[]).includes(Number(miles))),
    practiceTypes: z.array(z.enum(PRACTICE_TYPES)).min(1, { error: 'Choose at least one practice type' }),
    notes: z.string().max(2000, { error: 'Notes must be at most 2000 characters' }),
  })
  // An end before the start is the next morning (overnight, as for shifts).
  .refine((form) => form.endTime !== form.startTime, { error: 'End time must differ from start time', path: ['endTime'] });

export type AvailabilityFormValues = z.infer<typeof availabilityFormSchema>;

export const AVAILABILITY_FORM_DEFAULTS: AvailabilityFormValues = {
  startTime: '08:00',
  endTime: '18:00',
  hourlyRateDollars: '',
  travelRadius: String(DEFAULT_AVAILABILITY_RADIUS),
  practiceTypes: ['small_animal'],
  notes: '',
};

/**
 * The radius a new posting starts with: the profile's travel radius, as the smallest option that
 * covers it (37 → 50; beyond the last, 150+). Without a profile radius, the spec's default.
 */
export function radiusOption(profileRadius: number | undefined): string {
  if (profileRadius === undefined) return String(DEFAULT_AVAILABILITY_RADIUS);
  return String(AVAILABILITY_TRAVEL_RADII.find((miles) => miles >= profileRadius) ?? AVAILABILITY_TRAVEL_RADII.at(-1)!);
}

/** The new-posting form for a vet whose profile says `profileRadius` miles. */
export function newPostingValues(profileRadius: number | undefined): AvailabilityFormValues {
  return { ...AVAILABILITY_FORM_DEFAULTS, travelRadius: radiusOption(profileRadius) };
}

/** A posting's values in the edit form; the rate with 2 decimals (spec 2 §9). */
export function editValues(posting: OwnPosting): AvailabilityFormValues {
  return {
    startTime: posting.startTime,
    endTime: posting.endTime,
    hourlyRateDollars: posting.hourlyRate === null ? '' : (posting.hourlyRate / 100).toFixed(2),
    travelRadius: String(posting.travelRadius),
    practiceTypes: posting.practiceTypes.filter((type): type is (typeof PRACTICE_TYPES)[number] => (PRACTICE_TYPES as readonly string[]).includes(type)),
    notes: posting.notes ?? '',
  };
}

/** The payload for one date: dollars → rounded cents (or null), the radius as an integer. */
export function toAvailabilityInput(values: AvailabilityFormValues, availableDate: string) {
  const rate = values.hourlyRateDollars.trim();
  return {
    availableDate,
    startTime: values.startTime,
    endTime: values.endTime,
    practiceTypes: values.practiceTypes,
    hourlyRate: rate === '' ? null : Math.round(Number(rate) * 100),
    travelRadius: Number.parseInt(values.travelRadius, 10),
    notes: values.notes.trim() || null,
  };
}
