// Shift payloads and rules (spec 2 §3, §5, §9).
import { z } from 'zod';
import { PRACTICE_TYPES } from './constants';
import type { TrackRecord } from './shift-day';
import { firstLookHoursSchema, type InstantBooking, instantBookingSchema } from './first-look';

/** The post form offers the first four, the edit form regular, emergency and overnight. */
export const POST_SHIFT_TYPES = ['regular_day', 'emergency', 'weekend', 'holiday'] as const;
export const EDIT_SHIFT_TYPES = ['regular', 'emergency', 'overnight'] as const;
export const SHIFT_TYPES = ['regular_day', 'regular', 'emergency', 'weekend', 'holiday', 'overnight'] as const;
/** A shift's life: open → booked (→ open again when cancelled); 'deleted' by its clinic; 'completed' and 'cancelled' in imported history. */
export const SHIFT_STATUSES = ['open', 'booked', 'completed', 'cancelled', 'deleted'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];
export const MAX_SHIFTS_PER_POST = 100;
export const MAX_HOURLY_RATE_CENTS = 100_000;

export const POST_SHIFT_DEFAULTS = {
  startTime: '08:00',
  endTime: '18:00',
  shiftType: 'regular_day',
  practiceTypes: ['small_animal'],
  hourlyRateDollars: 75,
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export { shiftHours, shiftValueCents } from './shift-times';

function isRealDate(text: string): boolean {
  const date = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * Today's date where the US day starts last (Hawaii, UTC−10): a date is "past" only once it has
 * ended everywhere a clinic may be.
 */
export function earliestUsToday(now: number): string {
  return new Date(now - 10 * 3600 * 1000).toISOString().slice(0, 10);
}

export const shiftInputSchema = z
  .object({
    shiftDate: z
      .string({ error: 'shiftDate is required (YYYY-MM-DD)' })
      .regex(DATE, { error: 'shiftDate must be a date as YYYY-MM-DD' })
      .refine(isRealDate, { error: 'shiftDate is not a real calendar date' }),
    startTime: z.string({ error: 'startTime is required (HH:MM)' }).regex(TIME, { error: 'startTime must be a time as HH:MM' }),
    endTime: z.string({ error: 'endTime is required (HH:MM)' }).regex(TIME, { error: 'endTime must be a time as HH:MM' }),
    hourlyRate: z
      .number({ error: 'hourlyRate must be a number of cents' })
      .int({ error: 'hourlyRate must be whole cents' })
      .positive({ error: 'hourlyRate must be more than 0' })
      .max(MAX_HOURLY_RATE_CENTS, { error: `hourlyRate must be at most $${MAX_HOURLY_RATE_CENTS / 100} an hour` }),
    shiftType: z.enum(SHIFT_TYPES, { error: `shiftType must be one of ${SHIFT_TYPES.join(', ')}` }).default('regular_day'),
    practiceTypes: z
      .array(z.enum(PRACTICE_TYPES, { error: `practiceTypes must be among ${PRACTICE_TYPES.join(', ')}` }))
      .min(1, { error: 'Choose at least one practice type' })
      .max(PRACTICE_TYPES.length)
      .default(['small_animal']),
    notes: z
      .string()
      .trim()
      .max(2000, { error: 'notes must be at most 2000 characters' })
      .nullish()
      .transform((notes) => notes || null),
    /**
     * Hours only the clinic's favourite vets see the shift (0, 12, 24, 48). Left out: the clinic's
     * saved default, which the post dialog preselects; sent: saved as the new default. Read on
     * posting only — an edit leaves the window alone (the clinic opens it early by its own route).
     */
    firstLookHours: firstLookHoursSchema.optional(),
    /** Who may book at once (off, favourites, past_vets). Left out: the clinic's default; sent: the new default. */
    instantBooking: instantBookingSchema.optional(),
  })
  // An end before the start is the next morning (an overnight shift), whatever the shift type.
  .refine((shift) => shift.endTime !== shift.startTime, {
    error: 'endTime must differ from startTime (a shift ending the next morning ends at an earlier time)',
    path: ['endTime'],
  });
export type ShiftInput = z.output<typeof shiftInputSchema>;

/**
 * POST /api/shifts takes one shift or an array of them (the multi-date dialog), stored all or
 * none. Both arrive as `{ single, shifts }`, so the answer can mirror what was sent and a bad
 * field is reported by name rather than as a failed union.
 */
export const postShiftsSchema = z.preprocess(
  (value) => ({ single: !Array.isArray(value), shifts: Array.isArray(value) ? value : [value] }),
  z.object({
    single: z.boolean(),
    shifts: z
      .array(shiftInputSchema)
      .min(1, { error: 'Send at least one shift' })
      .max(MAX_SHIFTS_PER_POST, { error: `At most ${MAX_SHIFTS_PER_POST} shifts at once` }),
  }),
);

export const updateShiftSchema = shiftInputSchema;

export interface ShiftClinic {
  clinicName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  averageAppointmentTime: number;
  userId: number;
  profileImageUrl: string | null;
  /**
   * The clinic's cancellations under 48 h before the start in the last 12 months: on every shift
   * a vet sees (search, applications); left out of the clinic's own shift list.
   */
  lateCancellations?: number;
  /** Completed shifts and, from 3 visible ratings, the average: beside the late cancellations. */
  trackRecord?: TrackRecord;
  /** Whether the vet reading it has starred this clinic (its own star): on the vet's search results. */
  isFavourite?: boolean;
}

export interface Shift {
  id: number;
  clinicId: number;
  clinic: ShiftClinic | null;
  shiftDate: string;
  startTime: string;
  endTime: string;
  /** Cents. */
  hourlyRate: number;
  shiftType: string;
  status: string;
  practiceTypes: string[];
  notes: string | null;
  bookedByVetId: number | null;
  /** Until then only the clinic's favourite vets see it and may apply (ms); null: public. */
  firstLookUntil: number | null;
  instantBooking: InstantBooking;
  /** Only in a vet's answers: Book now is open to this vet (instant-booking.ts). */
  canBookNow?: boolean;
  /** Miles from the searching vet; only in search results. */
  distance?: number;
}
