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
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ApplyInput, type BookingRequest, type BookingRequestStatus, type CancellationReason, LATE_CANCELLATION_HOURS } from '../../shared/bookings';
import type { AppDeps } from '../context';
import { prepared } from '../db/prepared';
import {
  availabilityRequests,
  bookingFees,
  bookingRequests,
  clinicProfiles,
  shiftCancellations,
  shifts,
  type User,
  users,
  vetAvailability,
  vetProfiles,
} from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import type { BookingChange } from '../events/app-event';
import { AppError } from '../http/errors';
import { requireVisible } from '../first-look/visibility';
import { type BookedShift, type BookShiftInput, bookShift } from './book-shift';
import { findBookingClash } from './clash';
import { decidePending, type Outcome } from './decide-pending';
import { appliedEmail, bookedEmail, cancelledEmail, declinedEmail } from './emails';
import { appliedPush, bookedPush, declinedPush } from './pushes';
import { notify } from '../push/notify';
import { shiftStartsAt, wallClockStart } from './shift-time';
import { bookingRequestView, type Viewer } from './views';
import { HOUR_MS } from '../../shared/time';

export type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'events'>;

/** The shift of an application with what its checks and e-mails need of the clinic. */
export function shiftFacts(deps: Deps, shiftId: number) {
  const { db } = deps;
  return prepared(db, 'booking-shift-facts', () =>
    db
      .select({
        id: shifts.id,
        clinicId: shifts.clinicId,
        shiftDate: shifts.shiftDate,
        startTime: shifts.startTime,
        endTime: shifts.endTime,
        status: shifts.status,
        bookedByVetId: shifts.bookedByVetId,
        firstLookUntil: shifts.firstLookUntil,
        instantBooking: shifts.instantBooking,
        clinicName: clinicProfiles.clinicName,
        clinicState: clinicProfiles.state,
        clinicEmail: users.email,
      })
      .from(shifts)
      .innerJoin(users, eq(users.id, shifts.clinicId))
      .leftJoin(clinicProfiles, eq(clinicProfiles.userId, shifts.clinicId))
      .where(eq(shifts.id, sql.placeholder('id')))
      .prepare(),
  ).get({ id: shiftId });
}

export type ShiftFacts = NonNullable<ReturnType<typeof shiftFacts>>;

function requestFacts(deps: Deps, requestId: number) {
  const { db } = deps;
  const r = bookingRequests;
  return prepared(db, 'booking-request-facts', () =>
    db
      .select({ id: r.id, shiftId: r.shiftId, vetId: r.vetId, clinicId: r.clinicId, status: r.status })
      .from(r)
      .where(eq(r.id, sql.placeholder('id')))
      .prepare(),
  ).get({ id: requestId });
}

type RequestFacts = NonNullable<ReturnType<typeof requestFacts>>;

/** The e-mail address and names of a user (a vet's as on its profile, when it has one). */
export function userContact(deps: Deps, userId: number) {
  const { db } = deps;
  return prepared(db, 'booking-user-contact', () =>
    db
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, vetFirst: vetProfiles.firstName, vetLast: vetProfiles.lastName })
      .from(users)
      .leftJoin(vetProfiles, eq(vetProfiles.userId, users.id))
      .where(eq(users.id, sql.placeholder('id')))
      .prepare(),
  ).get({ id: userId })!;
}

export const vetName = (contact: ReturnType<typeof userContact>) => `${contact.vetFirst ?? contact.firstName} ${contact.vetLast ?? contact.lastName}`;
export const clinicLabel = (shift: ShiftFacts) => shift.clinicName ?? 'The clinic';
export const bookingsLink = (deps: Deps) => `${deps.config.publicUrl}/bookings`;
const browseLink = (deps: Deps) => `${deps.config.publicUrl}/browse`;

/** Whether the shift has started (in its clinic's zone) at `now`. */
export function started(shift: ShiftFacts, now: number): boolean {
  return shiftStartsAt(shift, shift.clinicState) <= now;
}

/** The application as `user` reads it. */
export function viewOf(deps: Deps, user: User, requestId: number): BookingRequest {
  return bookingRequestView(deps.db, user as Viewer, requestId, deps.clock())!;
}

/** Tells the parties' screens, once committed, that their booking lists changed. */
export function publish(deps: Deps, change: BookingChange, requestIds: number[], shiftId: number, userIds: number[]) {
  deps.events.publish({ type: 'booking.changed', change, requestIds, shiftId, userIds: [...new Set(userIds)] });
}

/** POST /api/booking-requests: the vet applies for an open shift. */
export function applyForShift(deps: Deps, vet: User, input: ApplyInput): BookingRequest {
  const { db, config } = deps;
  const now = deps.clock();
  const requestId = db.transaction(
    (tx) => {
      const shift = shiftFacts(deps, input.shiftId);
      if (!shift || shift.status === 'deleted') throw new AppError(404, 'Shift not found', 'SHIFT_NOT_FOUND');
      // In a first look the vet does not get, the shift is hidden: as missing.
      requireVisible(db, shift, vet.id, now);
      const earlier = tx
        .select({ id: bookingRequests.id, status: bookingRequests.status })
        .from(bookingRequests)
        .where(and(eq(bookingRequests.shiftId, shift.id), eq(bookingRequests.vetId, vet.id)))
        .get();
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
        tx.update(bookingRequests)
          .set({ status: 'pending', message: input.message, decidedAt: null, createdAt: now, updatedAt: now })
          .where(eq(bookingRequests.id, earlier.id))
          .run();
        id = earlier.id;
      } else {
        id = tx
          .insert(bookingRequests)
          .values({ shiftId: shift.id, vetId: vet.id, clinicId: shift.clinicId, message: input.message, status: 'pending', createdAt: now, updatedAt: now })
          .returning({ id: bookingRequests.id })
          .get().id;
      }
      const applicant = vetName(userContact(deps, vet.id));
      notify(
        db,
        {
          userId: shift.clinicId,
          event: 'application',
          email: appliedEmail(config.APP_NAME, shift.clinicEmail, applicant, shift, input.message, bookingsLink(deps)),
          push: () => appliedPush(applicant, shift),
        },
        now,
      );
      return { id, clinicId: shift.clinicId };
    },
    { behavior: 'immediate' },
  );
  publish(deps, 'applied', [requestId.id], input.shiftId, [requestId.clinicId, vet.id]);
  return viewOf(deps, vet, requestId.id);
}

/**
 * Books the vet on the shift inside the caller's write transaction, the one path of an accepted
 * application and of Book now: the other pending applicants are declined ('this shift was filled')
 * with their e-mails, and they and the clinics of the vet's withdrawn applications are told.
 */
export function fillShift(deps: Deps, shift: ShiftFacts, booking: Omit<BookShiftInput, 'shiftId'>, outcome: Outcome): BookedShift {
  const booked = bookShift(deps.db, { ...booking, shiftId: shift.id });
  for (const other of booked.declined) {
    outcome.userIds.push(other.vetId);
    outcome.requestIds.push(other.id);
    outcome.notices.push({
      userId: other.vetId,
      event: 'shift_filled',
      email: declinedEmail(deps.config.APP_NAME, userContact(deps, other.vetId).email, clinicLabel(shift), shift, 'filled', browseLink(deps)),
      push: () => declinedPush(clinicLabel(shift), shift, 'filled'),
    });
  }
  for (const other of booked.withdrawn) {
    outcome.userIds.push(other.clinicId);
    outcome.requestIds.push(other.id);
  }
  return booked;
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
  const decided = decidePending(db, user.id, status, now, {
    decider: 'clinic',
    load: () => requestFacts(deps, requestId),
    notFound: () => new AppError(404, 'Application not found', 'REQUEST_NOT_FOUND'),
    notPending: (request) => notPending(request, shiftFacts(deps, request.shiftId) ?? null, status),
    apply: (request, outcome) => {
      const shift = shiftFacts(deps, request.shiftId);
      if (!shift) throw new AppError(404, 'Shift not found', 'SHIFT_NOT_FOUND');
      if (status === 'accepted') {
        if (started(shift, now)) throw new AppError(409, 'This shift has already started and can no longer be booked', 'SHIFT_STARTED');
        fillShift(deps, shift, { vetId: request.vetId, now, requestId: request.id }, outcome);
        outcome.notices.push({
          userId: request.vetId,
          event: 'application_decision',
          email: bookedEmail(config.APP_NAME, userContact(deps, request.vetId).email, clinicLabel(shift), shift, bookingsLink(deps)),
          push: () => bookedPush(clinicLabel(shift), shift),
        });
      } else {
        db.update(bookingRequests).set({ status, decidedAt: now, updatedAt: now }).where(eq(bookingRequests.id, request.id)).run();
        if (status === 'declined') {
          outcome.notices.push({
            userId: request.vetId,
            event: 'application_decision',
            email: declinedEmail(config.APP_NAME, userContact(deps, request.vetId).email, clinicLabel(shift), shift, 'declined', browseLink(deps)),
            push: () => declinedPush(clinicLabel(shift), shift, 'declined'),
          });
        }
      }
      return shift.id;
    },
  });
  publish(deps, status, decided.requestIds, decided.result, decided.userIds);
  return viewOf(deps, user, requestId);
}

/** Why a booking is cancelled: a reason the party picked, or 'account_closed' when an account is deleted. */
export interface Cancellation {
  reason: CancellationReason;
  details: string | null;
}

/** POST /api/booking-requests/:id/cancel: either side cancels a booking before the shift starts. */
export function cancelBooking(deps: Deps, user: User, requestId: number, input: Cancellation): BookingRequest {
  const { db, config } = deps;
  const now = deps.clock();
  const result = db.transaction(
    (tx) => {
      const request = requestFacts(deps, requestId);
      if (!request || (request.vetId !== user.id && request.clinicId !== user.id)) throw new AppError(404, 'Booking not found', 'REQUEST_NOT_FOUND');
      if (request.status !== 'accepted') throw new AppError(409, `Only a confirmed booking can be cancelled (this one is ${request.status})`, 'NOT_BOOKED');
      const shift = shiftFacts(deps, request.shiftId)!;
      const startsAt = shiftStartsAt(shift, shift.clinicState);
      if (startsAt <= now) throw new AppError(409, 'This shift has already started and can no longer be cancelled', 'SHIFT_STARTED');
      const byClinic = user.id === request.clinicId;
      tx.update(bookingRequests).set({ status: 'cancelled', updatedAt: now }).where(eq(bookingRequests.id, request.id)).run();
      // The shift has not started (checked above), so it is open for applications again.
      tx.update(shifts)
        .set({ status: 'open', bookedByVetId: null, updatedAt: now })
        .where(and(eq(shifts.id, shift.id), eq(shifts.status, 'booked'), eq(shifts.bookedByVetId, request.vetId)))
        .run();
      tx.insert(shiftCancellations)
        .values({
          shiftId: shift.id,
          bookingRequestId: request.id,
          cancelledByUserId: user.id,
          cancelledByRole: byClinic ? 'clinic' : 'relief_vet',
          vetId: request.vetId,
          clinicId: request.clinicId,
          reason: input.reason,
          details: input.details,
          shiftStartsAt: wallClockStart(shift),
          isLate: startsAt - now < LATE_CANCELLATION_HOURS * HOUR_MS,
          createdAt: now,
        })
        .run();
      tx.update(bookingFees)
        .set({ status: 'waived' })
        .where(and(eq(bookingFees.bookingRequestId, request.id), eq(bookingFees.status, 'pending')))
        .run();
      // A booking made from a vet's posted date: the date is free again, so the posting is too.
      const fromPosting = tx
        .select({ id: availabilityRequests.availabilityPostingId })
        .from(availabilityRequests)
        .where(and(eq(availabilityRequests.createdShiftId, shift.id), eq(availabilityRequests.status, 'accepted')));
      tx.update(vetAvailability)
        .set({ status: 'available', bookedByClinicId: null, updatedAt: now })
        .where(and(eq(vetAvailability.status, 'booked'), inArray(vetAvailability.id, fromPosting)))
        .run();
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
