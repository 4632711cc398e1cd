// Which of a booking's shift-day notices to send now and which to record as skipped: the rules of
// the reminders (48 h and 3 h before the start, to the vet) and of the unconfirmed-attendance
// notice (24 h before, to the clinic), as a pure function of the booking's instants and now.
import { REMINDER_HOURS_BEFORE, UNCONFIRMED_NOTICE_HOURS } from '../../shared/shift-day';
import { HOUR_MS } from '../../shared/time';

/** booking_notices.kind of the notices before the shift (the hours nudges after it add their own). */
export const BEFORE_SHIFT_NOTICES = ['reminder_48h', 'reminder_3h', 'unconfirmed_24h'] as const;
export type BeforeShiftNotice = (typeof BEFORE_SHIFT_NOTICES)[number];

const [EARLY_HOURS, LATE_HOURS] = REMINDER_HOURS_BEFORE;

export interface BookingInstants {
  startsAt: number;
  /** When the booking was made (the application accepted, the summary date taken). */
  bookedAt: number;
  /** When the vet confirmed "I'll be there", if it has. */
  confirmedAt: number | null;
  /** Notices already sent or skipped. */
  done: ReadonlySet<string>;
}

export interface NoticePlan {
  send: BeforeShiftNotice[];
  skip: BeforeShiftNotice[];
}

/**
 * What falls due by `now`. Nothing once the shift has started (a late reminder would only
 * confuse). A notice that fell due before the booking existed is skipped: a booking made inside a
 * window gets only what is still ahead of it. After downtime, a due notice goes out now; if both
 * reminders are due, only the nearer one (3 h) is sent and the 48 h one recorded as skipped.
 */
export function planNotices(booking: BookingInstants, now: number): NoticePlan {
  const plan: NoticePlan = { send: [], skip: [] };
  if (now >= booking.startsAt) return plan;
  const dueAt = (hours: number) => booking.startsAt - hours * HOUR_MS;
  const pending = (kind: BeforeShiftNotice, hours: number) => !booking.done.has(kind) && now >= dueAt(hours);
  const bookedBefore = (hours: number) => booking.bookedAt <= dueAt(hours);

  const late = pending('reminder_3h', LATE_HOURS);
  if (late) (bookedBefore(LATE_HOURS) ? plan.send : plan.skip).push('reminder_3h');
  if (pending('reminder_48h', EARLY_HOURS)) {
    const superseded = late && bookedBefore(LATE_HOURS);
    (bookedBefore(EARLY_HOURS) && !superseded ? plan.send : plan.skip).push('reminder_48h');
  }
  if (pending('unconfirmed_24h', UNCONFIRMED_NOTICE_HOURS)) {
    const confirmed = booking.confirmedAt !== null && booking.confirmedAt <= now;
    (bookedBefore(UNCONFIRMED_NOTICE_HOURS) && !confirmed ? plan.send : plan.skip).push('unconfirmed_24h');
  }
  return plan;
}
