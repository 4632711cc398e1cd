// The shift day and after, without the payloads: the constants, states, answers and pure rules
// (worked minutes across midnight, the value of the hours, when a rating becomes visible). Apart
// from shift-day.ts's schemas, so the pages that only show hours and ratings load no zod.
import { DAY_MS, HOUR_MS, minutesOf } from './time';

// ── Constants ─────────────────────────────────────────────────────────────────────────────────

/** The clinic profile's arrival notes: parking, entrance, whom to ask for, software, dress, lunch. */
export const ARRIVAL_NOTES_MAX = 2000;
/** Reminders to the booked vet, hours before the start (clinic's local time). */
export const REMINDER_HOURS_BEFORE = [48, 3] as const;
/** The clinic is told when the vet has not confirmed this many hours before the start. */
export const UNCONFIRMED_NOTICE_HOURS = 24;
/** The clinic's time to approve or dispute submitted hours before they are approved automatically. */
export const HOURS_REVIEW_MS = 72 * HOUR_MS;
/** Hours not submitted: the clinic is reminded to ask at 24 h after the end, the vet at 24 h and 72 h. */
export const HOURS_CLINIC_NUDGE_HOURS = [24] as const;
export const HOURS_VET_NUDGE_HOURS = [24, 72] as const;
export const BREAK_MINUTES_MAX = 240;
export const BREAK_MINUTES_STEP = 5;
export const HOURS_NOTE_MAX = 500;
export const DISPUTE_REASON_MAX = 500;
/** Each side may rate the other this long after the hours are approved. */
export const RATING_WINDOW_MS = 30 * DAY_MS;
/** Double-blind: a rating shows when both sides rated, or this long after approval. */
export const RATING_BLIND_MS = 14 * DAY_MS;
/** Averages show on cards and profiles only from this many visible ratings. */
export const RATINGS_SHOWN_FROM = 3;
export const RATING_COMMENT_MAX = 1000;
export const RATING_RESPONSE_MAX = 500;
export const HIDE_REASON_MAX = 500;
/** Visible comments per page on a full profile. */
export const RATING_COMMENTS_PAGE_SIZE = 10;

// ── States ────────────────────────────────────────────────────────────────────────────────────

/**
 * Each version of a shift's hours is one side's proposal:
 *   the vet's:    submitted → approved (the clinic, or automatically after 72 h) | disputed (the clinic proposed a correction)
 *   the clinic's: proposed  → approved (the vet accepted the correction) | superseded (the vet submitted again)
 */
export const HOURS_STATUSES = ['submitted', 'approved', 'disputed', 'proposed', 'superseded'] as const;
export type HoursStatus = (typeof HOURS_STATUSES)[number];

/** Where a booked shift's hours stand, as both sides' screens read it. */
export type HoursStage =
  /** The shift has not ended. */
  | 'not_due'
  /** Ended; the vet has not submitted. */
  | 'to_submit'
  /** The vet submitted; the clinic approves or disputes. */
  | 'submitted'
  /** The clinic proposed corrected hours; the vet accepts them or submits again. */
  | 'correction_proposed'
  | 'approved';

/** The stage the latest version puts a shift in (the vet's waiting submission, the clinic's proposal, or approved). */
export function stageOfLatest(status: HoursStatus): Exclude<HoursStage, 'not_due' | 'to_submit'> {
  if (status === 'approved') return 'approved';
  if (status === 'proposed') return 'correction_proposed';
  return 'submitted';
}

/** Who sent a version. */
export type HoursParty = 'relief_vet' | 'clinic';

// ── Answers ───────────────────────────────────────────────────────────────────────────────────

/** One version of a shift's hours, with who sent it and who decided it. */
export interface HoursVersion {
  id: number;
  version: number;
  proposedBy: HoursParty;
  startTime: string;
  endTime: string;
  breakMinutes: number;
  /** The vet's note, or the clinic's reason for a correction. */
  note: string | null;
  workedMinutes: number;
  /** Worked hours × the booked rate, cents. */
  amountCents: number;
  status: HoursStatus;
  createdAt: string;
  /** When it was approved, disputed or superseded. */
  decidedAt: string | null;
  /** Who decided: the other party, or 'system' for an automatic approval. */
  decidedBy: HoursParty | 'system' | null;
}

/** GET /api/shifts/{id}/hours (the two parties only). */
export interface ShiftHours {
  shiftId: number;
  stage: HoursStage;
  /** The booked times and rate, which the form starts from (the clinic's wall clock). */
  booked: { shiftDate: string; startTime: string; endTime: string; hourlyRate: number };
  /**
   * The clinic's IANA zone (its state's, as the calendar feed and reminders read it): the screens
   * write every instant of this answer on the clinic's clock.
   */
  zone: string;
  /** When the shift ends (an instant), from which the hours can be submitted. */
  endsAt: string;
  /** When a submission is approved automatically if the clinic does nothing (the 72 h); null otherwise. */
  autoApprovesAt: string | null;
  /** Oldest first. */
  versions: HoursVersion[];
}

/** A party's record as cards and profiles show it. Ratings only from RATINGS_SHOWN_FROM visible ones. */
export interface TrackRecord {
  /** Booked shifts that ended with approved hours. */
  completedShifts: number;
  /** Null below RATINGS_SHOWN_FROM visible ratings. */
  rating: { average: number; count: number } | null;
}

/** A visible rating on a full profile. */
export interface RatingComment {
  id: number;
  stars: number;
  wouldWorkAgain: boolean;
  /** Null when hidden by an admin (the rating still counts) or left without a comment. */
  comment: string | null;
  hidden: boolean;
  /** "Dr. Patel" or the clinic's name. */
  raterName: string;
  shiftDate: string;
  createdAt: string;
  response: string | null;
  respondedAt: string | null;
  /** Whether the caller is the rated party and may still answer. */
  canRespond: boolean;
}

export interface RatingCommentsPage {
  comments: RatingComment[];
  total: number;
  offset: number;
  limit: number;
}

/** One thing the caller has to do after a shift, for the To do strip on /bookings. */
export type ToDoItem =
  | { kind: 'submit_hours'; shiftId: number; shiftDate: string; startTime: string; endTime: string; otherParty: string }
  | { kind: 'review_hours'; shiftId: number; shiftDate: string; otherParty: string; autoApprovesAt: string }
  | { kind: 'answer_correction'; shiftId: number; shiftDate: string; otherParty: string }
  /** otherPartyId: whom the rating is for, so the rating step can offer to favourite them. */
  | { kind: 'rate'; shiftId: number; shiftDate: string; otherParty: string; otherPartyId: number; rateBy: string };

/** GET /api/bookings/to-do. */
export interface ToDoList {
  items: ToDoItem[];
  /** The header badge's figure. */
  count: number;
}

// ── Rules ─────────────────────────────────────────────────────────────────────────────────────

/** Minutes worked: end − start (an end at or before the start is the next day) − break. */
export function workedMinutes(hours: { startTime: string; endTime: string; breakMinutes: number }): number {
  const span = minutesOf(hours.endTime) - minutesOf(hours.startTime);
  return (span <= 0 ? span + 24 * 60 : span) - hours.breakMinutes;
}

/** Worked hours × the hourly rate, in cents, rounded as shift and summary values are. */
export function hoursValueCents(minutes: number, hourlyRateCents: number): number {
  return Math.round((minutes / 60) * hourlyRateCents);
}

/** The average shown on cards: one decimal, or null below the threshold. */
export function shownRating(count: number, starSum: number): TrackRecord['rating'] {
  return count >= RATINGS_SHOWN_FROM ? { average: Math.round((starSum / count) * 10) / 10, count } : null;
}

// ── Part A: reminders and attendance ──────────────────────────────────────────────────────────

/** POST /api/shifts/{id}/attendance and POST /api/attendance/confirm: the booking's attendance. */
export interface AttendanceConfirmation {
  shiftId: number;
  bookingRequestId: number;
  clinicName: string;
  shiftDate: string;
  startTime: string;
  endTime: string;
  /** When the vet first confirmed; confirming again keeps it. */
  confirmedAt: string;
}

// ── Ratings: queries and the admin's list ─────────────────────────────────────────────────────

/** A rating as the admin panel lists it, blind or visible, with the hidden comment still readable. */
export interface AdminRating {
  id: number;
  shiftId: number;
  stars: number;
  wouldWorkAgain: boolean;
  comment: string | null;
  response: string | null;
  raterName: string;
  rateeName: string;
  createdAt: string;
  /** The shift's clinic's IANA zone: the panel writes the rating's times on that clock. */
  zone: string;
  /** Null while the rating is still blind. */
  visibleAt: string | null;
  hiddenAt: string | null;
  hiddenReason: string | null;
}

export interface AdminRatingsPage {
  ratings: AdminRating[];
  total: number;
  offset: number;
  limit: number;
}

/** What the rater gets back: the rating, and whether it is visible yet (both sides rated). */
export interface RatingReceipt {
  id: number;
  shiftId: number;
  stars: number;
  wouldWorkAgain: boolean;
  comment: string | null;
  /** When it shows anyway if the other side never rates. */
  visibleBy: string;
  visible: boolean;
}

/** No track record yet: what a card shows for a person nobody has worked with. */
export const NO_TRACK_RECORD: TrackRecord = { completedShifts: 0, rating: null };

/** The card's record from the kept aggregate (track_records), or none. */
export function trackRecordOf(row: { completedShifts: number; ratingCount: number; starSum: number } | null | undefined): TrackRecord {
  return row ? { completedShifts: row.completedShifts, rating: shownRating(row.ratingCount, row.starSum) } : NO_TRACK_RECORD;
}

// ── Hours after the shift (part B) ────────────────────────────────────────────────────────────

/**
 * Ended shifts waiting for hours stay on the To do strip (and its badge) this long after their
 * date: bookings that ended long before hours were kept do not crowd it for ever.
 */
export const HOURS_TO_DO_DAYS = 30;

/** What happened to a shift's hours, as the socket names it ('hours.submitted'…). */
export type HoursChange = 'submitted' | 'approved' | 'disputed' | 'corrected' | 'auto_approved';

/** "9 h 30 min", "8 h": worked time as the screens and messages write it. */
export function formatWorked(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

// ── The booking card after the shift ──────────────────────────────────────────────────────────

/**
 * Where an accepted booking stands after its shift, as its card on /bookings shows it. It holds
 * no "now": the list is cached until something on it is written, and the screen reads it with
 * its own clock (afterShiftStage).
 */
export interface AfterShift {
  /** When the shift ends (the clinic's zone). */
  endsAt: string;
  /** The latest version of the hours; null before the vet submits any. */
  hours: Exclude<HoursStage, 'not_due' | 'to_submit'> | null;
  /** Until when the viewer may rate the other side (the approval + RATING_WINDOW_MS); null before approval or once the viewer's side rated. */
  rateBy: string | null;
}

/** What the card shows at `now`: the shift ahead, its hours' stage, or a rating to give once they are approved. */
export type AfterShiftStage = 'ahead' | Exclude<HoursStage, 'not_due'> | 'to_rate';

export function afterShiftStage(after: AfterShift, now: number): AfterShiftStage {
  if (now < Date.parse(after.endsAt)) return 'ahead';
  if (!after.hours) return 'to_submit';
  if (after.hours === 'approved' && after.rateBy && now < Date.parse(after.rateBy)) return 'to_rate';
  return after.hours;
}

/** The in-app path of a shift's hours on /bookings (thread messages and e-mails link to it). */
export const hoursPath = (shiftId: number) => `/bookings?hoursShiftId=${shiftId}`;
