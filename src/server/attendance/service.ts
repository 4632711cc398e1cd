// Attendance: the booked vet confirms "I'll be there", signed in or through the signed link of a
// reminder. It sets the booking's attendance_confirmed_at once (confirming again keeps the first
// time), until the shift ends; both parties' lists are told on the bus so the clinic sees
// "Confirmed by Dr. …" at once.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AttendanceConfirmation } from '../../shared/shift-day';
import type { AppDeps } from '../context';
import { shiftEndsAt } from '../bookings/shift-time';
import { prepared } from '../db/prepared';
import { bookingRequests, clinicProfiles, shifts, type User } from '../db/schema';
import { AppError } from '../http/errors';
import { readAttendanceToken } from './token';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'events' | 'linkKey'>;

const r = bookingRequests;

const columns = {
  bookingRequestId: r.id,
  status: r.status,
  vetId: r.vetId,
  clinicId: r.clinicId,
  confirmedAt: r.attendanceConfirmedAt,
  shiftId: shifts.id,
  shiftStatus: shifts.status,
  bookedByVetId: shifts.bookedByVetId,
  shiftDate: shifts.shiftDate,
  startTime: shifts.startTime,
  endTime: shifts.endTime,
  clinicName: clinicProfiles.clinicName,
  clinicState: clinicProfiles.state,
};

/** The vet's accepted booking of a shift. */
function bookingOfShift(deps: Deps, shiftId: number, vetId: number) {
  const { db } = deps;
  return prepared(db, 'attendance-booking-of-shift', () =>
    db
      .select(columns)
      .from(r)
      .innerJoin(shifts, eq(shifts.id, r.shiftId))
      .leftJoin(clinicProfiles, eq(clinicProfiles.userId, r.clinicId))
      .where(sql`${r.shiftId} = ${sql.placeholder('shiftId')} AND ${r.vetId} = ${sql.placeholder('vetId')} AND ${r.status} = 'accepted'`)
      .prepare(),
  ).get({ shiftId, vetId });
}

function bookingById(deps: Deps, bookingRequestId: number) {
  const { db } = deps;
  return prepared(db, 'attendance-booking-by-id', () =>
    db
      .select(columns)
      .from(r)
      .innerJoin(shifts, eq(shifts.id, r.shiftId))
      .leftJoin(clinicProfiles, eq(clinicProfiles.userId, r.clinicId))
      .where(eq(r.id, sql.placeholder('id')))
      .prepare(),
  ).get({ id: bookingRequestId });
}

type Booking = NonNullable<ReturnType<typeof bookingById>>;

const holdsShift = (booking: Booking) => booking.status === 'accepted' && booking.shiftStatus === 'booked' && booking.bookedByVetId === booking.vetId;

/** Sets the time once, tells both parties if it was this call that set it, and answers the confirmation. */
function confirm(deps: Deps, booking: Booking, now: number): AttendanceConfirmation {
  if (now >= shiftEndsAt(booking, booking.clinicState)) throw new AppError(409, 'This shift has already ended', 'SHIFT_ENDED');
  let confirmedAt = booking.confirmedAt;
  if (confirmedAt === null) {
    const changed =
      deps.db
        .update(r)
        .set({ attendanceConfirmedAt: now, updatedAt: now })
        .where(and(eq(r.id, booking.bookingRequestId), isNull(r.attendanceConfirmedAt)))
        .returning({ id: r.id })
        .all().length > 0;
    confirmedAt = changed ? now : (bookingById(deps, booking.bookingRequestId)?.confirmedAt ?? now);
    if (changed) {
      deps.events.publish({
        type: 'booking.changed',
        change: 'attendance',
        requestIds: [booking.bookingRequestId],
        shiftId: booking.shiftId,
        userIds: [booking.clinicId, booking.vetId],
      });
    }
  }
  return {
    shiftId: booking.shiftId,
    bookingRequestId: booking.bookingRequestId,
    clinicName: booking.clinicName ?? 'The clinic',
    shiftDate: booking.shiftDate,
    startTime: booking.startTime,
    endTime: booking.endTime,
    confirmedAt: new Date(confirmedAt).toISOString(),
  };
}

/** POST /api/shifts/{id}/attendance: the vet booked on the shift confirms; anyone else finds no booking. */
export function confirmAttendance(deps: Deps, vet: User, shiftId: number): AttendanceConfirmation {
  const booking = bookingOfShift(deps, shiftId, vet.id);
  if (!booking || !holdsShift(booking)) throw new AppError(404, 'You have no booking on this shift', 'BOOKING_NOT_FOUND');
  return confirm(deps, booking, deps.clock());
}

const INVALID_LINK = () =>
  new AppError(400, 'This link is not valid. Open it again from the reminder e-mail, or confirm on your bookings page.', 'INVALID_LINK');

/** POST /api/attendance/confirm: the reminder's signed link, without signing in. */
export function confirmAttendanceByLink(deps: Deps, token: string): AttendanceConfirmation {
  const link = readAttendanceToken(deps.linkKey, token);
  if (!link) throw INVALID_LINK();
  const now = deps.clock();
  if (now >= link.expiresAt) throw new AppError(410, 'This link has expired: the shift has ended.', 'LINK_EXPIRED');
  const booking = bookingById(deps, link.bookingRequestId);
  if (!booking) throw new AppError(404, 'This booking no longer exists', 'BOOKING_NOT_FOUND');
  if (!holdsShift(booking)) throw new AppError(409, 'This booking was cancelled: there is nothing to confirm.', 'BOOKING_CANCELLED');
  return confirm(deps, booking, now);
}
