// The shift day and after: arrival notes, reminders, attendance, hours and ratings. The payloads
// both sides validate, the answers the screens read, the constants and the pure rules (worked
// minutes across midnight, the value of the hours, when a rating becomes visible).
import { z } from 'zod';
import {
  BREAK_MINUTES_MAX,
  BREAK_MINUTES_STEP,
  DISPUTE_REASON_MAX,
  HIDE_REASON_MAX,
  HOURS_NOTE_MAX,
  RATING_COMMENT_MAX,
  RATING_RESPONSE_MAX,
  workedMinutes,
} from './shift-day-rules';
import { queryInt } from './query-values';

// The constants, states, answers and rules, zod-free in their own module, are part of this one too.
export * from './shift-day-rules';

// ── Payloads ──────────────────────────────────────────────────────────────────────────────────

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (field: string) => z.string({ error: `${field} is required (HH:MM)` }).regex(TIME, { error: `${field} must be a time as HH:MM` });

const breakMinutes = z
  .number({ error: 'breakMinutes must be a number of minutes' })
  .int({ error: 'breakMinutes must be a whole number of minutes' })
  .min(0, { error: 'breakMinutes must be 0 or more' })
  .max(BREAK_MINUTES_MAX, { error: `breakMinutes must be at most ${BREAK_MINUTES_MAX}` })
  .refine((minutes) => minutes % BREAK_MINUTES_STEP === 0, { error: `breakMinutes must be in steps of ${BREAK_MINUTES_STEP}` });

const optionalNote = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` })
    .nullish()
    .transform((text) => text || null);

/** A worked span must be longer than its break: 09:00–09:00 (24 h) is allowed, a break of the whole span is not. */
const workedSpan = <T extends { startTime: string; endTime: string; breakMinutes: number }>(hours: T) => workedMinutes(hours) > 0;
const SPAN_ERROR = { error: 'The break must be shorter than the time worked', path: ['breakMinutes'] };

/** POST /api/shifts/{id}/hours: the vet's hours. An end at or before the start is the next morning. */
export const hoursSubmissionSchema = z
  .object({
    startTime: time('startTime'),
    endTime: time('endTime'),
    breakMinutes,
    note: optionalNote('note', HOURS_NOTE_MAX),
  })
  .refine(workedSpan, SPAN_ERROR);
export type HoursSubmissionInput = z.input<typeof hoursSubmissionSchema>;

/** POST /api/shifts/{id}/hours/dispute: the clinic's corrected hours and why. */
export const hoursDisputeSchema = z
  .object({
    startTime: time('startTime'),
    endTime: time('endTime'),
    breakMinutes,
    reason: z
      .string({ error: 'reason is required' })
      .trim()
      .min(1, { error: 'Say why the hours are not right' })
      .max(DISPUTE_REASON_MAX, { error: `reason must be at most ${DISPUTE_REASON_MAX} characters` }),
  })
  .refine(workedSpan, SPAN_ERROR);
export type HoursDisputeInput = z.input<typeof hoursDisputeSchema>;

/** POST /api/shifts/{id}/rating. */
export const ratingSchema = z.object({
  stars: z
    .number({ error: 'stars must be a number from 1 to 5' })
    .int({ error: 'stars must be a whole number from 1 to 5' })
    .min(1, { error: 'stars must be from 1 to 5' })
    .max(5, { error: 'stars must be from 1 to 5' }),
  wouldWorkAgain: z.boolean({ error: 'wouldWorkAgain must be true or false' }),
  comment: optionalNote('comment', RATING_COMMENT_MAX),
});
export type RatingInput = z.input<typeof ratingSchema>;

/** POST /api/ratings/{id}/response: the rated party answers a visible comment once. */
export const ratingResponseSchema = z.object({
  response: z
    .string({ error: 'response is required' })
    .trim()
    .min(1, { error: 'Write a response' })
    .max(RATING_RESPONSE_MAX, { error: `response must be at most ${RATING_RESPONSE_MAX} characters` }),
});

/** POST /api/admin/ratings/{id}/hide. */
export const hideRatingSchema = z.object({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, { error: 'Say why the comment is hidden' })
    .max(HIDE_REASON_MAX, { error: `reason must be at most ${HIDE_REASON_MAX} characters` }),
});

/** POST /api/attendance/confirm: the signed link from the reminder e-mail (no sign-in). */
export const attendanceLinkSchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, { error: 'token is required' }).max(500, { error: 'token is too long' }),
});

/** Paging of a profile's visible comments and of the admin's list: GET …?offset=. */
export const ratingsPageQuerySchema = z.object({ offset: queryInt('offset', 0, 100_000, 0) });
