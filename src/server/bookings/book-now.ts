// Book now (instant booking, issue 23): an eligible vet books an open shift at once, with every
// rule of a clinic accepting an application — one BEGIN IMMEDIATE transaction, the shift filled
// only while still open (so of many vets pressing at once exactly one wins and the others get a
// clean 409), the overlap rule with the vet's other bookings, the other pending applicants told —
// and the clinic is told by e-mail and, once committed, on its live socket.
//
// Choices where the issue is silent:
// - A vet's own pending application to the shift becomes the booking; a withdrawn one is reused.
//   One the clinic declined, or a booking since cancelled, stops Book now as it stops applying
//   again (409): the clinic has said no to this vet for this shift.
// - In its first look a shift does not exist for a vet the clinic has not favourited: 404.
import { and, eq } from 'drizzle-orm';
import type { BookingRequest, BookingRequestStatus } from '../../shared/bookings';
import { BOOK_NOW_REFUSALS, bookNowRefusal } from '../../shared/instant-booking';
import { bookingRequests, type User } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { AppError } from '../http/errors';
import { standingWith } from './book-now-eligibility';
import { findBookingClash } from './clash';
import type { Outcome } from './decide-pending';
import { instantBookedEmail, instantConfirmedEmail } from './emails';
import { instantBookedPush } from './pushes';
import { notify } from '../push/notify';
import { bookingsLink, clinicLabel, type Deps, fillShift, publish, shiftFacts, started, userContact, vetName, viewOf } from './service';

const EARLIER_OUTCOME: Partial<Record<BookingRequestStatus, string>> = {
  accepted: 'you are booked on it',
  declined: 'the clinic declined your application',
  cancelled: 'your booking of it was cancelled',
};

/** POST /api/shifts/:id/book: the vet books the shift at once; answers the booking as the vet reads it. */
export function bookNow(deps: Deps, vet: User, shiftId: number, input: { message: string | null }): BookingRequest {
  const { db, config } = deps;
  const now = deps.clock();
  const done = db.transaction(
    (tx) => {
      const shift = shiftFacts(deps, shiftId);
      if (!shift || shift.status === 'deleted') throw new AppError(404, 'Shift not found', 'SHIFT_NOT_FOUND');
      const refusal = bookNowRefusal(shift, standingWith(db, shift.clinicId, vet.id), now);
      if (refusal === 'hidden') throw new AppError(404, 'Shift not found', 'SHIFT_NOT_FOUND');
      if (refusal) throw new AppError(403, BOOK_NOW_REFUSALS[refusal].message, BOOK_NOW_REFUSALS[refusal].code);
      if (shift.status !== 'open') throw new AppError(409, 'This shift has already been filled', 'SHIFT_NOT_OPEN');
      if (started(shift, now)) throw new AppError(409, 'This shift has already started and can no longer be booked', 'SHIFT_STARTED');

      const earlier = tx
        .select({ id: bookingRequests.id, status: bookingRequests.status })
        .from(bookingRequests)
        .where(and(eq(bookingRequests.shiftId, shift.id), eq(bookingRequests.vetId, vet.id)))
        .get();
      const refused = earlier && EARLIER_OUTCOME[earlier.status];
      if (refused) throw new AppError(409, `You cannot book this shift: ${refused}`, 'ALREADY_APPLIED');
      const clash = findBookingClash(db, vet.id, shift);
      if (clash) {
        const where = clash.clinicName ? ` at ${clash.clinicName}` : '';
        throw new AppError(
          409,
          `You are already booked on ${clash.shiftDate} from ${clash.startTime} to ${clash.endTime}${where}, which overlaps this shift`,
          'BOOKING_CLASH',
        );
      }

      const outcome: Outcome = { emails: [], notices: [], userIds: [shift.clinicId, vet.id], requestIds: [] };
      const pending = earlier?.status === 'pending' ? earlier.id : null;
      const booked = fillShift(deps, shift, { vetId: vet.id, now, requestId: pending, instant: { message: input.message } }, outcome);
      outcome.requestIds.unshift(booked.requestId);
      const clinic = userContact(deps, shift.clinicId);
      const name = vetName(userContact(deps, vet.id));
      outcome.notices.push({
        userId: shift.clinicId,
        event: 'application',
        email: instantBookedEmail(config.APP_NAME, clinic.email, name, shift, input.message, bookingsLink(deps)),
        push: () => instantBookedPush(name, shift),
      });
      // The vet booked it themselves: the confirmation is a record, not news to push.
      outcome.emails.push(instantConfirmedEmail(config.APP_NAME, vet.email, clinicLabel(shift), shift, bookingsLink(deps)));
      for (const email of outcome.emails) enqueueEmail(tx, email, now);
      for (const notice of outcome.notices) notify(db, notice, now);
      return { ...outcome, requestId: booked.requestId };
    },
    { behavior: 'immediate' },
  );
  publish(deps, 'instant', done.requestIds, shiftId, done.userIds);
  return viewOf(deps, vet, done.requestId);
}
