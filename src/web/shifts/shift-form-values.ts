// The shift forms' fields: the shared shift rules, except that the rate is typed in dollars and
// the dates come from the calendar (spec 2 §5, §9).
import { z } from 'zod';
import { PRACTICE_TYPES } from '../../shared/constants';
import { firstLookHoursSchema, instantBookingSchema } from '../../shared/first-look';
import type { ClinicProfile } from '../../shared/profiles';
import { MAX_HOURLY_RATE_CENTS, POST_SHIFT_DEFAULTS, SHIFT_TYPES, type Shift, type ShiftInput } from '../../shared/shifts';
import { minutesOf } from '../../shared/time';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const shiftFormSchema = z
  .object({
    startTime: z.string().regex(TIME, { error: 'Choose a start time' }),
    endTime: z.string().regex(TIME, { error: 'Choose an end time' }),
    shiftType: z.enum(SHIFT_TYPES),
    practiceTypes: z.array(z.enum(PRACTICE_TYPES)).min(1, { error: 'Choose at least one practice type' }),
    hourlyRateDollars: z
      .number({ error: 'Enter an hourly rate' })
      .positive({ error: 'Hourly rate must be more than $0' })
      .max(MAX_HOURLY_RATE_CENTS / 100, { error: `Hourly rate must be at most $${MAX_HOURLY_RATE_CENTS / 100}` }),
    notes: z.string().max(2000, { error: 'Notes must be at most 2000 characters' }),
    /** Read on posting only: an edit leaves the window alone. */
    firstLookHours: firstLookHoursSchema,
    instantBooking: instantBookingSchema,
  })
  // An end before the start is the next morning (an overnight shift).
  .refine((form) => minutesOf(form.endTime) !== minutesOf(form.startTime), {
    error: 'End time must differ from start time',
    path: ['endTime'],
  });

export type ShiftFormValues = z.infer<typeof shiftFormSchema>;

export const POST_FORM_DEFAULTS: ShiftFormValues = {
  startTime: POST_SHIFT_DEFAULTS.startTime,
  endTime: POST_SHIFT_DEFAULTS.endTime,
  shiftType: POST_SHIFT_DEFAULTS.shiftType,
  practiceTypes: [...POST_SHIFT_DEFAULTS.practiceTypes],
  hourlyRateDollars: POST_SHIFT_DEFAULTS.hourlyRateDollars,
  notes: '',
  firstLookHours: 0,
  instantBooking: 'off',
};

/** The post form's starting values: first look and instant booking as the clinic last chose them. */
export function postFormDefaults(profile: Pick<ClinicProfile, 'defaultFirstLookHours' | 'defaultInstantBooking'> | null): ShiftFormValues {
  if (!profile) return POST_FORM_DEFAULTS;
  return { ...POST_FORM_DEFAULTS, firstLookHours: profile.defaultFirstLookHours, instantBooking: profile.defaultInstantBooking };
}

export function editFormValues(shift: Shift): ShiftFormValues {
  return {
    startTime: shift.startTime,
    endTime: shift.endTime,
    shiftType: (SHIFT_TYPES as readonly string[]).includes(shift.shiftType) ? (shift.shiftType as ShiftFormValues['shiftType']) : 'regular',
    practiceTypes: shift.practiceTypes.filter((type): type is (typeof PRACTICE_TYPES)[number] => (PRACTICE_TYPES as readonly string[]).includes(type)),
    hourlyRateDollars: shift.hourlyRate / 100,
    notes: shift.notes ?? '',
    firstLookHours: 0,
    instantBooking: shift.instantBooking,
  };
}

/**
 * The payload for one date: the rate in cents, empty notes left out. The first look is sent by the
 * post form only (`posting`); an edit never changes the window.
 */
export function toShiftInput(values: ShiftFormValues, shiftDate: string, posting = false): ShiftInput {
  return {
    shiftDate,
    startTime: values.startTime,
    endTime: values.endTime,
    shiftType: values.shiftType,
    practiceTypes: values.practiceTypes,
    hourlyRate: Math.round(values.hourlyRateDollars * 100),
    notes: values.notes.trim() || null,
    instantBooking: values.instantBooking,
    ...(posting && { firstLookHours: values.firstLookHours }),
  };
}
