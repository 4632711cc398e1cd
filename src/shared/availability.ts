// Vets' availability postings and clinics' requests for them (spec 2 §3 VetAvailability and
// 'Clinic booking request', §5, §9; issue 12): the payloads both sides validate and the answers
// the screens read. A posting as clinics see it in search is `AvailabilityPosting` (shared/search).
import { z } from 'zod';
import type { AvailabilityPosting } from './search';
import { PRACTICE_TYPES } from './constants';
import { bodyId } from './ids';
import type { ApplicantCard, ClinicCard } from './bookings';

/** Spec 2 §9: the travel radius select of the availability dialog. */
export const AVAILABILITY_TRAVEL_RADII = [10, 25, 50, 75, 100, 150] as const;
export const DEFAULT_AVAILABILITY_RADIUS = 50;
/** The dialog posts one call per chosen date, in parallel; a multi-date post is at most this many. */
export const MAX_AVAILABILITY_DATES = 60;
export const MAX_AVAILABILITY_RATE_CENTS = 100_000;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (text: string) => {
  const date = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/**
 * POST /api/vet-availability (one date per call) and PATCH /api/vet-availability/{id}. The rate is
 * cents (the dialog converts dollars and rounds); past dates are refused by the service (it knows
 * the clock). An end before the start is the next morning, as for shifts.
 */
export const availabilityInputSchema = z
  .object({
    availableDate: z
      .string({ error: 'availableDate is required (YYYY-MM-DD)' })
      .regex(DATE, { error: 'availableDate must be a date as YYYY-MM-DD' })
      .refine(isRealDate, { error: 'availableDate is not a real calendar date' }),
    startTime: z.string({ error: 'startTime is required (HH:MM)' }).regex(TIME, { error: 'startTime must be a time as HH:MM' }),
    endTime: z.string({ error: 'endTime is required (HH:MM)' }).regex(TIME, { error: 'endTime must be a time as HH:MM' }),
    practiceTypes: z
      .array(z.enum(PRACTICE_TYPES, { error: `practiceTypes must be among ${PRACTICE_TYPES.join(', ')}` }))
      .min(1, { error: 'Choose at least one practice type' })
      .max(PRACTICE_TYPES.length)
      .default(['small_animal']),
    hourlyRate: z
      .number({ error: 'hourlyRate must be a number of cents' })
      .int({ error: 'hourlyRate must be whole cents' })
      .min(0, { error: 'hourlyRate must be at least 0' })
      .max(MAX_AVAILABILITY_RATE_CENTS, { error: `hourlyRate must be at most $${MAX_AVAILABILITY_RATE_CENTS / 100} an hour` })
      .nullish()
      .transform((rate) => rate ?? null),
    travelRadius: z
      .number({ error: 'travelRadius must be a number of miles' })
      .refine((miles) => (AVAILABILITY_TRAVEL_RADII as readonly number[]).includes(miles), {
        error: `travelRadius must be one of ${AVAILABILITY_TRAVEL_RADII.join(', ')} miles`,
      })
      .default(DEFAULT_AVAILABILITY_RADIUS),
    notes: z
      .string({ error: 'notes must be text' })
      .trim()
      .max(2000, { error: 'notes must be at most 2000 characters' })
      .nullish()
      .transform((notes) => notes || null),
  })
  .refine((posting) => posting.endTime !== posting.startTime, {
    error: 'endTime must differ from startTime (an end before the start is the next morning)',
    path: ['endTime'],
  });
export type AvailabilityInput = z.output<typeof availabilityInputSchema>;

/** POST /api/availability-requests: a clinic asks for one posted date. */
export const availabilityRequestSchema = z.object({
  availabilityPostingId: bodyId('availabilityPostingId'),
  /** Cents; optional (the posting's rate, or the vet's, stands otherwise). */
  proposedHourlyRate: z
    .number({ error: 'proposedHourlyRate must be a number of cents' })
    .int({ error: 'proposedHourlyRate must be whole cents' })
    .min(0, { error: 'proposedHourlyRate must be at least 0' })
    .max(MAX_AVAILABILITY_RATE_CENTS, { error: `proposedHourlyRate must be at most $${MAX_AVAILABILITY_RATE_CENTS / 100} an hour` })
    .nullish()
    .transform((rate) => rate ?? null),
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .max(2000, { error: 'message must be at most 2000 characters' })
    .nullish()
    .transform((message) => message || null),
});
export type AvailabilityRequestInput = z.output<typeof availabilityRequestSchema>;

/** PUT /api/availability-requests/{id}: the vet accepts or declines; the clinic withdraws its own. */
export const decideAvailabilityRequestSchema = z.object({
  status: z.enum(['accepted', 'declined', 'withdrawn'], { error: 'status must be accepted, declined or withdrawn' }),
});

/** A posted date is available until a clinic's request for it is accepted. */
export const POSTING_STATUSES = ['available', 'booked'] as const;
export type PostingStatus = (typeof POSTING_STATUSES)[number];
export const AVAILABILITY_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type AvailabilityRequestStatus = (typeof AVAILABILITY_REQUEST_STATUSES)[number];

/** A clinic's request for a posted date, as both sides see it. */
export interface AvailabilityRequest {
  id: number;
  availabilityPostingId: number;
  clinicId: number;
  vetId: number;
  proposedHourlyRate: number | null;
  message: string | null;
  status: AvailabilityRequestStatus;
  /** The booked shift an acceptance created. */
  createdShiftId: number | null;
  createdAt: string;
  decidedAt: string | null;
  posting: AvailabilityPosting;
  /** The vet sees the clinic's card, the clinic the vet's. */
  clinic: ClinicCard | null;
  vet: ApplicantCard | null;
  distance: number | null;
}

/** GET /api/vet-availability: the vet's own postings with the requests each has. */
export interface OwnPosting extends AvailabilityPosting {
  pendingRequests: number;
}
