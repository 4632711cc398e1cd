// Applications, bookings, cancellations and booking summaries (spec 2 §3, §4, §5, §9; issue 11):
// the payloads both sides validate, the answers the screens read, and the pure rules (overlap
// across midnight, summary hours with the unpaid lunch, a summary's shown status).
import { z } from 'zod';
import { bodyId, textId } from './ids';
import {
  APPLICATION_MESSAGE_MAX,
  BOOKING_REQUEST_STATUSES,
  CANCELLATION_REASONS,
  LUNCH_MIN_SHIFT_HOURS,
  MAX_SUMMARY_SHIFTS,
  SUMMARY_NOTES_MAX,
  SUMMARY_RATE_STEP_DOLLARS,
  SUMMARY_TIME_SLOTS,
  type BookingRequestStatus,
  type CancellationReason,
  type SummaryShiftStatus,
  type SummaryStatus,
} from './booking-rules';
import { earliestUsToday, shiftHours, type Shift } from './shifts';
import { minutesOf } from './time';
import type { AfterShift, TrackRecord } from './shift-day';

// The constants, states and rules, zod-free in their own module, are part of this one too.
export * from './booking-rules';

// ── Payloads ──────────────────────────────────────────────────────────────────────────────────

/** POST /api/booking-requests. The message is trimmed; empty is omitted (spec 2 §5). */
export const applySchema = z.object({
  shiftId: bodyId('shiftId'),
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .max(APPLICATION_MESSAGE_MAX, { error: `message must be at most ${APPLICATION_MESSAGE_MAX} characters` })
    .nullish()
    .transform((message) => message || null),
});
export type ApplyInput = z.output<typeof applySchema>;

/**
 * PUT /api/booking-requests/{id}: the clinic accepts or declines a pending application; the vet
 * who sent it withdraws it with `withdrawn` (our choice of call: one endpoint, the owner decides).
 */
export const decideSchema = z.object({
  status: z.enum(['accepted', 'declined', 'withdrawn'], { error: 'status must be accepted, declined or withdrawn' }),
});

/** GET /api/booking-requests: pending plus one page of history; `before` pages the history back. */
export const bookingRequestsQuerySchema = z.object({
  status: z.enum(['all', ...BOOKING_REQUEST_STATUSES], { error: `status must be all or one of ${BOOKING_REQUEST_STATUSES.join(', ')}` }).default('all'),
  before: textId('before (an application id)').optional(),
});

/** POST /api/booking-requests/{id}/cancel: either side cancels a booking before the shift starts. */
export const cancelBookingSchema = z.object({
  reason: z.enum(CANCELLATION_REASONS, { error: `reason must be one of ${CANCELLATION_REASONS.join(', ')}` }),
  details: z
    .string({ error: 'details must be text' })
    .trim()
    .max(1000, { error: 'details must be at most 1000 characters' })
    .nullish()
    .transform((details) => details || null),
});
export type CancelBookingInput = z.output<typeof cancelBookingSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const slot = (field: string) =>
  z.string({ error: `${field} is required` }).refine((time) => SUMMARY_TIME_SLOTS.includes(time), {
    error: `${field} must be a half-hour time from 06:00 to 21:30`,
  });

export const summaryShiftInputSchema = z
  .object({
    shiftDate: z
      .string({ error: 'shiftDate is required (YYYY-MM-DD)' })
      .regex(DATE, { error: 'shiftDate must be a date as YYYY-MM-DD' })
      .refine(
        (text) => {
          const date = new Date(`${text}T12:00:00Z`);
          return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
        },
        { error: 'shiftDate is not a real calendar date' },
      ),
    startTime: slot('startTime'),
    endTime: slot('endTime'),
    hourlyRate: z
      .number({ error: 'hourlyRate must be a number of cents' })
      .int({ error: 'hourlyRate must be whole cents' })
      .min(0, { error: 'hourlyRate must be at least 0' })
      .max(100_000, { error: 'hourlyRate must be at most $1000 an hour' })
      .refine((cents) => cents % (SUMMARY_RATE_STEP_DOLLARS * 100) === 0, { error: 'hourlyRate must be in steps of $10' }),
    notes: z
      .string({ error: 'notes must be text' })
      .trim()
      .max(500, { error: 'notes must be at most 500 characters' })
      .nullish()
      .transform((notes) => notes || null),
    /** The optional unpaid hour of lunch, only on shifts of 6 hours or more. */
    unpaidLunch: z.boolean({ error: 'unpaidLunch must be true or false' }).default(false),
  })
  .refine((shift) => minutesOf(shift.endTime) > minutesOf(shift.startTime), { error: 'endTime must be after startTime', path: ['endTime'] })
  .refine((shift) => !shift.unpaidLunch || shiftHours(shift.startTime, shift.endTime) >= LUNCH_MIN_SHIFT_HOURS, {
    error: `An unpaid lunch applies only to shifts of ${LUNCH_MIN_SHIFT_HOURS} hours or more`,
    path: ['unpaidLunch'],
  });
export type SummaryShiftInput = z.output<typeof summaryShiftInputSchema>;

const summaryShiftsSchema = z
  .array(summaryShiftInputSchema, { error: 'Please add at least one shift' })
  .min(1, { error: 'Please add at least one shift' })
  .max(MAX_SUMMARY_SHIFTS, { error: `At most ${MAX_SUMMARY_SHIFTS} shifts in one summary` });

const summaryNotesSchema = z
  .string({ error: 'notes must be text' })
  .trim()
  .max(SUMMARY_NOTES_MAX, { error: `notes must be at most ${SUMMARY_NOTES_MAX} characters` })
  .nullish()
  .transform((notes) => notes || null);

/** POST /api/booking-summaries. Past dates are refused by the service (it knows the clock). */
export const createSummarySchema = z.object({
  vetUserId: bodyId('vetUserId'),
  notes: summaryNotesSchema,
  shifts: summaryShiftsSchema,
  /** The pair's thread ('{lower id}:{higher id}'); the server sets it whatever is sent. */
  messageThreadId: z.string().max(64).nullish(),
});
export type CreateSummaryInput = z.output<typeof createSummarySchema>;

/** PUT /api/booking-summaries/{id}: the clinic edits a pending summary (version + 1). */
export const editSummarySchema = z.object({ notes: summaryNotesSchema, shifts: summaryShiftsSchema });
export type EditSummaryInput = z.output<typeof editSummarySchema>;

/** POST /api/booking-summaries/{id}/respond. */
export const respondSummarySchema = z.object({
  shiftResponses: z
    .array(z.object({ shiftId: bodyId('shiftId'), status: z.enum(['accepted', 'declined'], { error: 'status must be accepted or declined' }) }), {
      error: 'shiftResponses must be a list',
    })
    .min(1, { error: 'Choose at least one shift' })
    .max(MAX_SUMMARY_SHIFTS)
    .refine((responses) => new Set(responses.map((r) => r.shiftId)).size === responses.length, { error: 'Each shift may be answered once' }),
  responseNotes: z
    .string({ error: 'responseNotes must be text' })
    .trim()
    .max(SUMMARY_NOTES_MAX)
    .nullish()
    .transform((notes) => notes || null),
});
export type RespondSummaryInput = z.output<typeof respondSummarySchema>;

// ── Answers ───────────────────────────────────────────────────────────────────────────────────

/** The public card of a vet as a clinic sees it on an application: never the street address. */
export interface ApplicantCard {
  userId: number;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  yearsExperience: number;
  hourlyRate: number;
  city: string;
  state: string;
  practiceTypes: string[];
  bio: string | null;
  /** Cancellations under 48 h before the start in the last 12 months. */
  lateCancellations: number;
  /** Completed shifts and, from 3 visible ratings, the average. */
  trackRecord: TrackRecord;
  /** States of the vet's verified, in-date licences: "Licence verified · CA". */
  verifiedLicences: string[];
}

/** The clinic as a vet sees it on an application (the street address comes with the booking). */
export interface ClinicCard {
  userId: number;
  clinicName: string;
  city: string;
  state: string;
  phone: string;
  profileImageUrl: string | null;
  lateCancellations: number;
  trackRecord: TrackRecord;
}

export interface BookingCancellation {
  cancelledBy: 'clinic' | 'relief_vet';
  reason: CancellationReason;
  details: string | null;
  cancelledAt: string;
  /** Hours between the cancellation and the shift's start. */
  hoursNotice: number;
  late: boolean;
}

/**
 * How a booking came about: the vet applied, the vet accepted a date of a clinic's booking
 * summary, the vet accepted a clinic's request for a date it posted (availability), or the vet
 * booked the shift at once with Book now (instant).
 */
export type BookingSource = 'application' | 'summary' | 'availability' | 'instant';

export interface BookingRequest {
  id: number;
  shiftId: number;
  vetId: number;
  clinicId: number;
  message: string | null;
  status: BookingRequestStatus;
  source: BookingSource;
  createdAt: string;
  decidedAt: string | null;
  shift: Shift;
  /** The clinic's view carries the applicant; the vet's the clinic. */
  vet: ApplicantCard | null;
  clinic: ClinicCard | null;
  /** Miles between the vet's and the clinic's locations. */
  distance: number | null;
  cancellation: BookingCancellation | null;
  /** Only for the vet of an accepted booking: where to go and whom to call. */
  confirmedShift: ConfirmedShiftDetails | null;
  /** An accepted booking the vet has confirmed it will attend ("I'll be there"): when. Both sides see it. */
  attendanceConfirmedAt: string | null;
  /** An accepted booking's end, hours and the viewer's rating to give; null for any other status. */
  afterShift: AfterShift | null;
  /** Only in the clinic's view: the shift's state when the vet holds no in-date licence there ("No licence on file for TX"). */
  missingLicenceState: string | null;
}

/** What an accepted vet sees of the booked shift: where to go and whom to call. */
export interface ConfirmedShiftDetails {
  clinicName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  contactName: string;
  contactEmail: string;
  shiftDate: string;
  startTime: string;
  endTime: string;
  hours: number;
  hourlyRate: number;
  /** Cents: hours × rate. */
  value: number;
  /** The clinic's arrival notes (parking, entrance, whom to ask for…): only its booked vets see them. */
  arrivalNotes: string | null;
}

export interface BookingRequestsPage {
  requests: BookingRequest[];
  /** The id to pass as `before` for older history; null when there is none. */
  nextBefore: number | null;
}

export interface SummaryShift {
  id: number;
  summaryId: number;
  shiftDate: string;
  startTime: string;
  endTime: string;
  hourlyRate: number;
  notes: string | null;
  unpaidLunch: boolean;
  status: SummaryShiftStatus;
  createdShiftId: number | null;
}

export interface SummaryParty {
  userId: number;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  clinicName: string | null;
}

export interface BookingSummary {
  id: number;
  clinicId: number;
  vetUserId: number;
  /** As stored; a pending or edited summary past expiresAt is answered as 'expired'. */
  status: SummaryStatus;
  notes: string | null;
  messageThreadId: string;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
  respondedAt: string | null;
  responseNotes: string | null;
  version: number;
  clinic: SummaryParty;
  vet: SummaryParty;
  shifts: SummaryShift[];
}

/** A date the summary may offer: not before today anywhere in the US. */
export function isPastSummaryDate(shiftDate: string, now: number): boolean {
  return shiftDate < earliestUsToday(now);
}
