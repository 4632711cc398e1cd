// Applications, bookings and cancellations (issue 11): a vet applies, the clinic accepts or
// declines, the vet withdraws, either side cancels a booking before the shift starts. Every
// change is one BEGIN IMMEDIATE transaction with its e-mails queued in the outbox; the
// `booking.changed` event is published once it has committed.
//
// Choices where the spec is silent:
// - One application per vet per shift (a unique index). A withdrawn one may be sent again: the
//   same row goes back to pending with the new message. A declined or cancelled one may not.
// - Applying needs an open shift that has not started, and no booking of the vet's own at the
//   same time (it could never be accepted).
// - Start times are the clinic's wall-clock time in its state's zone (shift-time.ts).
import { type ApplyInput, type BookingRequest, type BookingRequestStatus, type CancelBookingInput, LATE_CANCELLATION_HOURS } from '../../shared/bookings';
import type { AppDeps } from '../context';
import type { User } from '../db/schema';
import { enqueueEmail, type EmailMessage } from '../email/outbox';
import type { BookingChange } from '../events/app-event';
import { AppError } from '../http/errors';
import { bookShift } from './book-shift';
import { findBookingClash } from './clash';
import { appliedEmail, bookedEmail, cancelledEmail, declinedEmail } from './emails';
import { shiftStartsAt, wallClockStart } from './shift-time';
import { bookingRequestView, type Viewer } from './views';
import { HOUR_MS } from '../../shared/time';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'events'>;

interface ShiftFacts {
  id: number;
  clinicId: number;
  shiftDate: string;
  startTime: string;
  endTime: string;
  status: string;
  bookedByVetId: number | null;
  clinicName: string | null;
  clinicState: string | null;
  clinicEmail: string;
}

const SHIFT_FACTS = `SELECT s.id, s.clinic_id AS clinicId, s.shift_date AS shiftDate, s.start_time AS startTime, s.end_time AS endTime, s.status,
       s.booked_by_vet_id AS bookedByVetId, c.clinic_name AS clinicName, c.state AS clinicState, u.email AS clinicEmail
  FROM shifts s JOIN users u ON u.id = s.clinic_id LEFT JOIN clinic_profiles c ON c.user_id = s.clinic_id
 WHERE s.id = ?`;

interface RequestFacts {
  id: number;
  shiftId: number;
  vetId: number;
  clinicId: number;
  status: BookingRequestStatus;
}

const REQUEST_FACTS = 'SELECT id, shift_id AS shiftId, vet_id AS vetId, clinic_id AS clinicId, status FROM booking_requests WHERE id = ?';

function shiftFacts(deps: Deps, shiftId: number): ShiftFacts | null {
  return deps.db.$client.query<ShiftFacts, [number]>(SHIFT_FACTS).get(shiftId);
}

function userContact(deps: Deps, userId: number): { email: string; firstName: string; lastName: string; vetFirst: string | null; vetLast: string | null } {
  return deps.db.$client
    .query<{ email: string; firstName: string; lastName: string; vetFirst: string | null; vetLast: string | null }, [number]>(
      `SELECT u.email, u.first_name AS firstName, u.last_name AS lastName, v.first_name AS vetFirst, v.last_name AS vetLast
         FROM users u LEFT JOIN vet_profiles v ON v.user_id = u.id WHERE u.id = ?`,
    )
    .get(userId)!;
}

const vetName = (contact: ReturnType<typeof userContact>) => `${contact.vetFirst ?? contact.firstName} ${contact.vetLast ?? contact.lastName}`;
const clinicLabel = (shift: ShiftFacts) => shift.clinicName ?? 'The clinic';
const bookingsLink = (deps: Deps) => `${deps.config.publicUrl}/bookings`;
const browseLink = (deps: Deps) => `${deps.config.publicUrl}/browse`;

function started(shift: ShiftFacts, now: number): boolean {
  return shiftStartsAt(shift, shift.clinicState) <= now;
}

function viewOf(deps: Deps, user: User, requestId: number): BookingRequest {
  return bookingRequestView(deps.db, user as Viewer, requestId, deps.clock())!;
}

function publish(deps: Deps, change: BookingChange, requestIds: number[], shiftId: number, userIds: number[]) {
  deps.events.publish({ type: 'booking.changed', change, requestIds, shiftId, userIds: [...new Set(userIds)] });
}

/** POST /api/booking-requests: the vet applies for an open shift. */
export function applyForShift(deps: Deps, vet: User, input: ApplyInput): BookingRequest {
  const { db, config } = deps;
  const now = deps.clock();
  const sqlite = db.$client;
  const requestId = db.transaction(
    (tx) => {
      const shift = shiftFacts(deps, input.shiftId);
      if (!shift || shift.status === 'deleted') throw new AppError(404, 'Shift not found', 'SHIFT_NOT_FOUND');
      const earlier = sqlite
        .query<{ id: number; status: BookingRequestStatus }, [number, number]>('SELECT id, status FROM booking_requests WHERE shift_id = ? AND vet_id = ?')
        .get(shift.id, vet.id);
      if (earlier && earlier.status !== 'withdrawn') {
        const outcome: Record<BookingRequestStatus, string> = {
          pending: 'it is waiting for the clinic',
          accepted: 'you are booked on it',
          declined: 'the clinic declined it',
          cancelled: 'the booking was cancelled',
          withdrawn: '',
        };
        throw new AppError(409, `You have already applied for this shift (${outcome[earlier.status]})`, 'ALREADY_APPLIED');
      }
      if (shift.status !== 'open') throw new AppError(409, 'This shift has already been filled', 'SHIFT_NOT_OPEN');
      if (started(shift, now)) throw new AppError(409, 'This shift has already started or taken place', 'SHIFT_STARTED');
      const clash = findBookingClash(db, vet.id, shift);
      if (clash) {
        const where = clash.clinicName ? ` at ${clash.clinicName}` : '';
        throw new AppError(
          409,
          `You are already booked on ${clash.shiftDate} from ${clash.startTime} to ${clash.endTime}${where}, which overlaps this shift`,
          'BOOKING_CLASH',
        );
      }
      let id: number;
      if (earlier) {
        sqlite
          .query("UPDATE booking_requests SET status = 'pending', message = ?, decided_at = NULL, created_at = ?, updated_at = ? WHERE id = ?")
          .run(input.message, now, now, earlier.id);
        id = earlier.id;
      } else {
        id = sqlite
          .query<{ id: number }, [number, number, number, string | null, number, number]>(
            `INSERT INTO booking_requests (shift_id, vet_id, clinic_id, message, status, created_at, updated_at)
             VALUES (?, ?, ?, ?, 'pending', ?, ?) RETURNING id`,
          )
          .get(shift.id, vet.id, shift.clinicId, input.message, now, now)!.id;
      }
      enqueueEmail(tx, appliedEmail(config.APP_NAME, shift.clinicEmail, vetName(userContact(deps, vet.id)), shift, input.message, bookingsLink(deps)), now);
      return { id, clinicId: shift.clinicId };
    },
    { behavior: 'immediate' },
  );
  publish(deps, 'applied', [requestId.id], input.shiftId, [requestId.clinicId, vet.id]);
  return viewOf(deps, vet, requestId.id);
}

function notPending(request: RequestFacts, shift: ShiftFacts | null, status: string): AppError {
  if (request.status === 'accepted' && status === 'withdrawn') {
    return new AppError(409, 'This booking is confirmed: cancel it instead of withdrawing', 'REQUEST_NOT_PENDING');
  }
  if (request.status === 'declined' && shift?.status === 'booked' && shift.bookedByVetId !== request.vetId) {
    return new AppError(409, 'This shift has already been filled', 'SHIFT_NOT_OPEN');
  }
  return new AppError(409, `This application is no longer pending (it was ${request.status})`, 'REQUEST_NOT_PENDING');
}

/** PUT /api/booking-requests/:id: the clinic accepts or declines; the vet withdraws. */
export function decideRequest(deps: Deps, user: User, requestId: number, status: 'accepted' | 'declined' | 'withdrawn'): BookingRequest {
  const { db, config } = deps;
  const now = deps.clock();
  const sqlite = db.$client;
  const result = db.transaction(
    (tx) => {
      const request = sqlite.query<RequestFacts, [number]>(REQUEST_FACTS).get(requestId);
      const mayDecide = status === 'withdrawn' ? request?.vetId === user.id : request?.clinicId === user.id;
      // Another's application answers exactly like a missing one.
      if (!request || !mayDecide) throw new AppError(404, 'Application not found', 'REQUEST_NOT_FOUND');
      const shift = shiftFacts(deps, request.shiftId);
      if (request.status !== 'pending') throw notPending(request, shift, status);
      if (!shift) throw new AppError(404, 'Shift not found', 'SHIFT_NOT_FOUND');
      const emails: EmailMessage[] = [];
      const userIds = [request.clinicId, request.vetId];
      const requestIds = [request.id];
      if (status === 'accepted') {
        if (started(shift, now)) throw new AppError(409, 'This shift has already started and can no longer be booked', 'SHIFT_STARTED');
        const booked = bookShift(db, { shiftId: shift.id, vetId: request.vetId, now, requestId: request.id });
        emails.push(bookedEmail(config.APP_NAME, userContact(deps, request.vetId).email, clinicLabel(shift), shift, bookingsLink(deps)));
        for (const other of booked.declined) {
          userIds.push(other.vetId);
          requestIds.push(other.id);
          emails.push(declinedEmail(config.APP_NAME, userContact(deps, other.vetId).email, clinicLabel(shift), shift, 'filled', browseLink(deps)));
        }
        for (const other of booked.withdrawn) {
          userIds.push(other.clinicId);
          requestIds.push(other.id);
        }
      } else {
        sqlite.query('UPDATE booking_requests SET status = ?, decided_at = ?, updated_at = ? WHERE id = ?').run(status, now, now, request.id);
        if (status === 'declined') {
          emails.push(declinedEmail(config.APP_NAME, userContact(deps, request.vetId).email, clinicLabel(shift), shift, 'declined', browseLink(deps)));
        }
      }
      for (const email of emails) enqueueEmail(tx, email, now);
      return { shiftId: shift.id, userIds, requestIds };
    },
    { behavior: 'immediate' },
  );
  publish(deps, status, result.requestIds, result.shiftId, result.userIds);
  return viewOf(deps, user, requestId);
}

/** POST /api/booking-requests/:id/cancel: either side cancels a booking before the shift starts. */
export function cancelBooking(deps: Deps, user: User, requestId: number, input: CancelBookingInput): BookingRequest {
  const { db, config } = deps;
  const now = deps.clock();
  const sqlite = db.$client;
  const result = db.transaction(
    (tx) => {
      const request = sqlite.query<RequestFacts, [number]>(REQUEST_FACTS).get(requestId);
      if (!request || (request.vetId !== user.id && request.clinicId !== user.id)) throw new AppError(404, 'Booking not found', 'REQUEST_NOT_FOUND');
      if (request.status !== 'accepted') throw new AppError(409, `Only a confirmed booking can be cancelled (this one is ${request.status})`, 'NOT_BOOKED');
      const shift = shiftFacts(deps, request.shiftId)!;
      const startsAt = shiftStartsAt(shift, shift.clinicState);
      if (startsAt <= now) throw new AppError(409, 'This shift has already started and can no longer be cancelled', 'SHIFT_STARTED');
      const byClinic = user.id === request.clinicId;
      sqlite.query("UPDATE booking_requests SET status = 'cancelled', updated_at = ? WHERE id = ?").run(now, request.id);
      // The shift has not started (checked above), so it is open for applications again.
      sqlite
        .query("UPDATE shifts SET status = 'open', booked_by_vet_id = NULL, updated_at = ? WHERE id = ? AND status = 'booked' AND booked_by_vet_id = ?")
        .run(now, shift.id, request.vetId);
      sqlite
        .query(
          `INSERT INTO shift_cancellations (shift_id, booking_request_id, cancelled_by_user_id, cancelled_by_role, vet_id, clinic_id, reason, details,
                                            shift_starts_at, is_late, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          shift.id,
          request.id,
          user.id,
          byClinic ? 'clinic' : 'relief_vet',
          request.vetId,
          request.clinicId,
          input.reason,
          input.details,
          wallClockStart(shift),
          startsAt - now < LATE_CANCELLATION_HOURS * HOUR_MS ? 1 : 0,
          now,
        );
      sqlite.query("UPDATE booking_fees SET status = 'waived' WHERE booking_request_id = ? AND status = 'pending'").run(request.id);
      // A booking made from a vet's posted date: the date is free again, so the posting is too.
      sqlite
        .query(
          `UPDATE vet_availability SET status = 'available', booked_by_clinic_id = NULL, updated_at = ?1
            WHERE status = 'booked' AND id IN (SELECT availability_posting_id FROM availability_requests WHERE created_shift_id = ?2 AND status = 'accepted')`,
        )
        .run(now, shift.id);
      const other = userContact(deps, byClinic ? request.vetId : request.clinicId);
      const byName = byClinic ? clinicLabel(shift) : `Dr. ${vetName(userContact(deps, request.vetId))}`;
      enqueueEmail(tx, cancelledEmail(config.APP_NAME, other.email, byName, shift, input.reason, input.details, byClinic === false, bookingsLink(deps)), now);
      return { shiftId: shift.id, userIds: [request.clinicId, request.vetId] };
    },
    { behavior: 'immediate' },
  );
  publish(deps, 'cancelled', [requestId], result.shiftId, result.userIds);
  return viewOf(deps, user, requestId);
}
