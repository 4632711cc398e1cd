// The shift-day notices before a shift: reminders to the booked vet 48 h and 3 h before the start,
// and the clinic's notice when the vet has not confirmed 24 h before. Each notice is a
// booking_notices row written in the same transaction as its outbox e-mail (or as 'skipped'), so
// a restart, a second run or a crash between the two never sends one twice; a run after downtime
// sends what fell due meanwhile, as long as the shift has not started (plan.ts).
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { attendanceToken } from '../attendance/token';
import { shiftEndsAt, shiftStartsAt } from '../bookings/shift-time';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { bookingNotices } from '../db/schema';
import { notify } from '../push/notify';
import { type DueBooking, bookingsAround } from './due-bookings';
import { localWhen, reminderEmail, type ShiftPlace, startsIn, unconfirmedEmail } from './emails';
import { type BeforeShiftNotice, planNotices } from './plan';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'linkKey'>;

/** Bookings written per transaction: short enough that requests never wait long for the writer. */
const BATCH = 500;

interface Planned {
  booking: DueBooking;
  startsAt: number;
  send: BeforeShiftNotice[];
  skip: BeforeShiftNotice[];
}

function placeOf(booking: DueBooking, startsAt: number): ShiftPlace {
  return {
    clinicName: booking.clinicName ?? 'The clinic',
    address: booking.address ?? '',
    city: booking.city ?? '',
    state: booking.state ?? '',
    zipCode: booking.zipCode ?? '',
    phone: booking.clinicPhone ?? '',
    shiftDate: booking.shiftDate,
    startTime: booking.startTime,
    endTime: booking.endTime,
    startsAt,
  };
}

/** Records the notice; true when this call recorded it (so its e-mail is this call's to queue). */
function record(db: Db, bookingRequestId: number, kind: BeforeShiftNotice, outcome: 'sent' | 'skipped', now: number): boolean {
  const insert = prepared(db, 'reminders-record-notice', () =>
    db
      .insert(bookingNotices)
      .values({
        bookingRequestId: sql.placeholder('bookingRequestId'),
        kind: sql.placeholder('kind'),
        outcome: sql.placeholder('outcome'),
        createdAt: sql.placeholder('now'),
      })
      .onConflictDoNothing()
      .returning({ kind: bookingNotices.kind })
      .prepare(),
  );
  return insert.all({ bookingRequestId, kind, outcome, now }).length > 0;
}

/**
 * Instants of a run, by zone, date and time: thousands of bookings share a few hundred start
 * times, and each reading of a zone's offset costs tens of microseconds.
 */
function instantsOfRun() {
  const cache = new Map<string, number>();
  const memo = (key: string, compute: () => number) => {
    let instant = cache.get(key);
    if (instant === undefined) cache.set(key, (instant = compute()));
    return instant;
  };
  return {
    startsAt: (booking: DueBooking) => memo(`s|${booking.state}|${booking.shiftDate}|${booking.startTime}`, () => shiftStartsAt(booking, booking.state)),
    endsAt: (booking: DueBooking) =>
      memo(`e|${booking.state}|${booking.shiftDate}|${booking.startTime}|${booking.endTime}`, () => shiftEndsAt(booking, booking.state)),
  };
}
type Instants = ReturnType<typeof instantsOfRun>;

function write(deps: Deps, instants: Instants, planned: Planned, now: number): number {
  const { booking, startsAt } = planned;
  const { config } = deps;
  const shift = placeOf(booking, startsAt);
  for (const kind of planned.skip) record(deps.db, booking.bookingRequestId, kind, 'skipped', now);
  let sent = 0;
  for (const kind of planned.send) {
    if (!record(deps.db, booking.bookingRequestId, kind, 'sent', now)) continue;
    if (kind === 'unconfirmed_24h') {
      const message = unconfirmedEmail(config.APP_NAME, {
        to: booking.clinicEmail,
        vetName: `${booking.vetFirst} ${booking.vetLast}`,
        vetPhone: booking.vetPhone,
        shift,
        threadLink: `${config.publicUrl}/messages?userId=${booking.vetId}`,
      });
      const vetName = `Dr. ${booking.vetFirst} ${booking.vetLast}`;
      notify(
        deps.db,
        {
          userId: booking.clinicId,
          event: 'reminder',
          email: message,
          push: () => ({ title: `${vetName} has not confirmed the shift yet`, body: localWhen(shift), url: `/messages?userId=${booking.vetId}` }),
        },
        now,
      );
    } else {
      const endsAt = instants.endsAt(booking);
      const token = attendanceToken(deps.linkKey, booking.bookingRequestId, endsAt);
      const message = reminderEmail(config.APP_NAME, {
        to: booking.vetEmail,
        now,
        shift,
        arrivalNotes: booking.arrivalNotes,
        confirmLink: booking.attendanceConfirmedAt === null ? `${config.publicUrl}/attendance?token=${token}` : null,
        bookingsLink: `${config.publicUrl}/bookings`,
      });
      notify(
        deps.db,
        {
          userId: booking.vetId,
          event: 'reminder',
          email: message,
          push: () => ({
            title: `Shift at ${shift.clinicName} ${startsIn(shift.startsAt - now)}`,
            body: booking.attendanceConfirmedAt === null ? `${localWhen(shift)}. Tap to confirm you'll be there.` : localWhen(shift),
            url: booking.attendanceConfirmedAt === null ? `/attendance?token=${token}` : '/bookings',
            tag: `reminder-${booking.bookingRequestId}`,
          }),
        },
        now,
      );
    }
    sent++;
  }
  return sent;
}

/** One run: plans every booking around today, then writes what is due in short transactions. */
export function sendDueNotices(deps: Deps): { sent: number; skipped: number } {
  const { db } = deps;
  const now = deps.clock();
  const due: Planned[] = [];
  const instants = instantsOfRun();
  for (const booking of bookingsAround(db, now)) {
    const startsAt = instants.startsAt(booking);
    const plan = planNotices(
      {
        startsAt,
        bookedAt: booking.decidedAt ?? booking.createdAt,
        confirmedAt: booking.attendanceConfirmedAt,
        done: new Set(booking.done?.split(',') ?? []),
      },
      now,
    );
    if (plan.send.length || plan.skip.length) due.push({ booking, startsAt, ...plan });
  }
  let sent = 0;
  let skipped = 0;
  for (let i = 0; i < due.length; i += BATCH) {
    const batch = due.slice(i, i + BATCH);
    sent += db.transaction(() => batch.reduce((count, planned) => count + write(deps, instants, planned, now), 0), { behavior: 'immediate' });
    skipped += batch.reduce((count, planned) => count + planned.skip.length, 0);
  }
  return { sent, skipped };
}
