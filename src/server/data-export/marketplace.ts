// The export's marketplace part: a clinic's shifts, the applications and bookings either side is
// party to, cancellations, a vet's availability, the requests for it, and booking summaries.
// Each read a page at a time; the other party is named, never described further.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  availabilityRequests,
  bookingRequests,
  bookingSummaries,
  bookingSummaryShifts,
  shiftCancellations,
  shifts,
  type User,
  vetAvailability,
} from '../db/schema';
import type { NameOf } from './names';
import { isoOrNull, paged, pagesOf } from './pages';

const isClinic = (user: User) => user.userType === 'clinic';

/** The shifts a clinic posted, with who was booked. */
export function postedShifts(db: Db, user: User, nameOf: NameOf) {
  return paged(
    (after, limit) =>
      db
        .select()
        .from(shifts)
        .where(and(eq(shifts.clinicId, user.id), gt(shifts.id, after)))
        .orderBy(asc(shifts.id))
        .limit(limit)
        .all(),
    (row) => row.id,
  ).map((row) => ({
    id: row.id,
    shiftDate: row.shiftDate,
    startTime: row.startTime,
    endTime: row.endTime,
    hourlyRateCents: row.hourlyRate,
    shiftType: row.shiftType,
    status: row.status,
    practiceTypes: row.practiceTypes,
    notes: row.notes,
    bookedVet: nameOf(row.bookedByVetId),
    firstLookUntil: isoOrNull(row.firstLookUntil),
    instantBooking: row.instantBooking,
    createdAt: isoOrNull(row.createdAt),
  }));
}

/** Applications to shifts and the bookings they became, from the user's side, with the shift's terms. */
export function bookings(db: Db, user: User, nameOf: NameOf) {
  const mine = isClinic(user) ? bookingRequests.clinicId : bookingRequests.vetId;
  return paged(
    (after, limit) =>
      db
        .select({ request: bookingRequests, shift: shifts })
        .from(bookingRequests)
        .innerJoin(shifts, eq(shifts.id, bookingRequests.shiftId))
        .where(and(eq(mine, user.id), gt(bookingRequests.id, after)))
        .orderBy(asc(bookingRequests.id))
        .limit(limit)
        .all(),
    (row) => row.request.id,
  ).map(({ request, shift }) => ({
    id: request.id,
    shiftId: shift.id,
    clinic: nameOf(request.clinicId),
    vet: nameOf(request.vetId),
    shiftDate: shift.shiftDate,
    startTime: shift.startTime,
    endTime: shift.endTime,
    hourlyRateCents: shift.hourlyRate,
    shiftType: shift.shiftType,
    message: request.message,
    status: request.status,
    fromSummary: request.isFromSummary,
    decidedAt: isoOrNull(request.decidedAt),
    attendanceConfirmedAt: isoOrNull(request.attendanceConfirmedAt),
    createdAt: isoOrNull(request.createdAt),
  }));
}

/**
 * The ids of the user's applications and bookings, a page at a time: ratings and cancellations
 * are found through them, on their booking index (neither table is indexed by its parties).
 */
export function bookingIdPages(db: Db, user: User) {
  const mine = isClinic(user) ? bookingRequests.clinicId : bookingRequests.vetId;
  return pagesOf(
    (after, limit) =>
      db
        .select({ id: bookingRequests.id })
        .from(bookingRequests)
        .where(and(eq(mine, user.id), gt(bookingRequests.id, after)))
        .orderBy(asc(bookingRequests.id))
        .limit(limit)
        .all(),
    (row) => row.id,
  ).map((rows) => rows.map((row) => row.id));
}

/** Booked shifts either side cancelled, with the reason given. */
export function cancellations(db: Db, user: User, nameOf: NameOf) {
  return bookingIdPages(db, user)
    .flatMap((ids) => db.select().from(shiftCancellations).where(inArray(shiftCancellations.bookingRequestId, ids)).orderBy(asc(shiftCancellations.id)).all())
    .map((row) => ({
      shiftId: row.shiftId,
      bookingId: row.bookingRequestId,
      cancelledBy: row.cancelledByUserId === user.id ? 'you' : nameOf(row.cancelledByUserId),
      clinic: nameOf(row.clinicId),
      vet: nameOf(row.vetId),
      reason: row.reason,
      details: row.details,
      late: row.isLate,
      createdAt: isoOrNull(row.createdAt),
    }));
}

/** The dates a vet posted as available. */
export function availability(db: Db, user: User, nameOf: NameOf) {
  return paged(
    (after, limit) =>
      db
        .select()
        .from(vetAvailability)
        .where(and(eq(vetAvailability.vetId, user.id), gt(vetAvailability.id, after)))
        .orderBy(asc(vetAvailability.id))
        .limit(limit)
        .all(),
    (row) => row.id,
  ).map((row) => ({
    id: row.id,
    availableDate: row.availableDate,
    startTime: row.startTime,
    endTime: row.endTime,
    practiceTypes: row.practiceTypes,
    hourlyRateCents: row.hourlyRate,
    travelRadius: row.travelRadius,
    notes: row.notes,
    status: row.status,
    bookedByClinic: nameOf(row.bookedByClinicId),
    createdAt: isoOrNull(row.createdAt),
  }));
}

/** Clinics' requests for a vet's posted dates: those a clinic sent, or those a vet received. */
export function availabilityRequestsOf(db: Db, user: User, nameOf: NameOf) {
  const mine = isClinic(user) ? availabilityRequests.clinicId : availabilityRequests.vetId;
  return paged(
    (after, limit) =>
      db
        .select({ request: availabilityRequests, posting: vetAvailability })
        .from(availabilityRequests)
        .innerJoin(vetAvailability, eq(vetAvailability.id, availabilityRequests.availabilityPostingId))
        .where(and(eq(mine, user.id), gt(availabilityRequests.id, after)))
        .orderBy(asc(availabilityRequests.id))
        .limit(limit)
        .all(),
    (row) => row.request.id,
  ).map(({ request, posting }) => ({
    id: request.id,
    clinic: nameOf(request.clinicId),
    vet: nameOf(request.vetId),
    availableDate: posting.availableDate,
    startTime: posting.startTime,
    endTime: posting.endTime,
    proposedHourlyRateCents: request.proposedHourlyRate,
    message: request.message,
    status: request.status,
    createdShiftId: request.createdShiftId,
    decidedAt: isoOrNull(request.decidedAt),
    createdAt: isoOrNull(request.createdAt),
  }));
}

/** Booking summaries a clinic sent or a vet received, each with its offered dates. */
export function summaries(db: Db, user: User, nameOf: NameOf) {
  const mine = isClinic(user) ? bookingSummaries.clinicId : bookingSummaries.vetUserId;
  return paged(
    (after, limit) =>
      db
        .select()
        .from(bookingSummaries)
        .where(and(eq(mine, user.id), gt(bookingSummaries.id, after)))
        .orderBy(asc(bookingSummaries.id))
        .limit(limit)
        .all(),
    (row) => row.id,
  ).map((row) => ({
    id: row.id,
    clinic: nameOf(row.clinicId),
    vet: nameOf(row.vetUserId),
    status: row.status,
    notes: row.notes,
    expiresAt: isoOrNull(row.expiresAt),
    respondedAt: isoOrNull(row.respondedAt),
    responseNotes: row.responseNotes,
    version: row.version,
    createdAt: isoOrNull(row.createdAt),
    dates: db
      .select()
      .from(bookingSummaryShifts)
      .where(eq(bookingSummaryShifts.summaryId, row.id))
      .orderBy(asc(bookingSummaryShifts.id))
      .all()
      .map((date) => ({
        shiftDate: date.shiftDate,
        startTime: date.startTime,
        endTime: date.endTime,
        hourlyRateCents: date.hourlyRate,
        notes: date.notes,
        unpaidLunch: date.unpaidLunch,
        status: date.status,
        createdShiftId: date.createdShiftId,
      })),
  }));
}
