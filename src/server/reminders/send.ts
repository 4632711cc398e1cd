// The shift-day notices before a shift: reminders to the booked vet 48 h and 3 h before the start,
// and the clinic's notice when the vet has not confirmed 24 h before. Each notice is a
// booking_notices row written in the same transaction as its outbox e-mail (or as 'skipped'), so
// a restart, a second run or a crash between the two never sends one twice; a run after downtime
// sends what fell due meanwhile, as long as the shift has not started (plan.ts).
import type { AppDeps } from '../context';
import { attendanceToken } from '../attendance/token';
import { shiftEndsAt, shiftStartsAt } from '../bookings/shift-time';
import type { Db } from '../db/client';
import { bookingNotices } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { type DueBooking, bookingsAround } from './due-bookings';
import { reminderEmail, type ShiftPlace, unconfirmedEmail } from './emails';
import { type BeforeShiftNotice, planNotices } from './plan';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'linkKey'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
function record(tx: Tx, bookingRequestId: number, kind: BeforeShiftNotice, outcome: 'sent' | 'skipped', now: number): boolean {
  return tx.insert(bookingNotices).values({ bookingRequestId, kind, outcome, createdAt: now }).onConflictDoNothing().returning().all().length > 0;
}

function write(deps: Deps, tx: Tx, planned: Planned, now: number): number {
  const { booking, startsAt } = planned;
  const { config } = deps;
  const shift = placeOf(booking, startsAt);
  for (const kind of planned.skip) record(tx, booking.bookingRequestId, kind, 'skipped', now);
  let sent = 0;
  for (const kind of planned.send) {
    if (!record(tx, booking.bookingRequestId, kind, 'sent', now)) continue;
    if (kind === 'unconfirmed_24h') {
      const message = unconfirmedEmail(config.APP_NAME, {
        to: booking.clinicEmail,
        vetName: `${booking.vetFirst} ${booking.vetLast}`,
        vetPhone: booking.vetPhone,
        shift,
        threadLink: `${config.publicUrl}/messages?userId=${booking.vetId}`,
      });
      enqueueEmail(tx, message, now);
    } else {
      const endsAt = shiftEndsAt(booking, booking.state);
      const token = attendanceToken(deps.linkKey, booking.bookingRequestId, endsAt);
      const message = reminderEmail(config.APP_NAME, {
        to: booking.vetEmail,
        now,
        shift,
        arrivalNotes: booking.arrivalNotes,
        confirmLink: booking.attendanceConfirmedAt === null ? `${config.publicUrl}/attendance?token=${token}` : null,
        bookingsLink: `${config.publicUrl}/bookings`,
      });
      enqueueEmail(tx, message, now);
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
  for (const booking of bookingsAround(db, now)) {
    const startsAt = shiftStartsAt(booking, booking.state);
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
    sent += db.transaction((tx) => batch.reduce((count, planned) => count + write(deps, tx, planned, now), 0), { behavior: 'immediate' });
    skipped += batch.reduce((count, planned) => count + planned.skip.length, 0);
  }
  return { sent, skipped };
}
