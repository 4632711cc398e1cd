// Booking a vet for a shift: the one place a shift becomes booked, for an application accepted
// and for a summary date accepted alike. Runs inside the caller's BEGIN IMMEDIATE transaction,
// so the checks and the writes see no other writer between them.
import { and, between, eq, sql } from 'drizzle-orm';
import { BOOKING_FEE_CENTS, shiftsOverlap } from '../../shared/bookings';
import type { Db } from '../db/client';
import { bookingFees, bookingRequests, type ShiftRow, shifts } from '../db/schema';
import { AppError } from '../http/errors';
import { findBookingClash } from './clash';
import { DAY_MS } from '../../shared/time';

export interface BookShiftInput {
  shiftId: number;
  vetId: number;
  now: number;
  /** The pending application being accepted; null books straight from a summary (a new accepted row). */
  requestId: number | null;
  /** The vet booked it with Book now: the row is marked instant and carries the vet's note, if any. */
  instant?: { message: string | null };
}

export interface BookedShift {
  /** The accepted application (new for a summary date). */
  requestId: number;
  shift: ShiftRow;
  /** Other vets' pending applications to this shift, now declined ('this shift was filled'). */
  declined: { id: number; vetId: number }[];
  /** The booked vet's own pending applications to shifts at the same time, now withdrawn. */
  withdrawn: { id: number; clinicId: number }[];
}

const dayOffset = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Must run inside a write transaction. Throws 404 for a missing shift, 409 for a filled one or a clash. */
export function bookShift(db: Db, { shiftId, vetId, now, requestId, instant }: BookShiftInput): BookedShift {
  const r = bookingRequests;
  const shift = db.select().from(shifts).where(eq(shifts.id, shiftId)).get();
  if (!shift) throw new AppError(404, 'Shift not found', 'SHIFT_NOT_FOUND');
  if (shift.status !== 'open') throw new AppError(409, 'This shift has already been filled', 'SHIFT_NOT_OPEN');

  const clash = findBookingClash(db, vetId, shift, shift.id);
  if (clash) {
    const where = clash.clinicName ? ` at ${clash.clinicName}` : '';
    throw new AppError(
      409,
      `The vet is already booked on ${clash.shiftDate} from ${clash.startTime} to ${clash.endTime}${where}, which overlaps this shift`,
      'BOOKING_CLASH',
    );
  }

  db.update(shifts)
    .set({ status: 'booked', bookedByVetId: vetId, updatedAt: now })
    .where(and(eq(shifts.id, shiftId), eq(shifts.status, 'open')))
    .run();

  // How the row records it: a summary's date is not applied for; Book now is instant, with its note.
  const how = instant
    ? { isInstant: true, isFromSummary: false, ...(instant.message !== null && { message: instant.message }) }
    : { isInstant: false, ...(requestId === null && { isFromSummary: true }) };
  let accepted: number;
  if (requestId === null) {
    // Applied before? (withdrawn or declined earlier): the same row becomes the booking.
    const earlier = db
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.shiftId, shiftId), eq(r.vetId, vetId)))
      .get();
    if (earlier) {
      db.update(r)
        .set({ status: 'accepted', ...how, decidedAt: now, updatedAt: now })
        .where(eq(r.id, earlier.id))
        .run();
      accepted = earlier.id;
    } else {
      accepted = db
        .insert(r)
        .values({ shiftId, vetId, clinicId: shift.clinicId, status: 'accepted', ...how, decidedAt: now, createdAt: now, updatedAt: now })
        .returning({ id: r.id })
        .get().id;
    }
  } else {
    const changed = db
      .update(r)
      .set({ status: 'accepted', ...how, decidedAt: now, updatedAt: now })
      .where(and(eq(r.id, requestId), eq(r.shiftId, shiftId), eq(r.status, 'pending')))
      .returning({ id: r.id })
      .all();
    if (changed.length !== 1) throw new AppError(409, 'This application is no longer pending', 'REQUEST_NOT_PENDING');
    accepted = requestId;
  }

  // A row booked before (a cancelled booking accepted again from a summary) already has its fee
  // row, waived: it is due again (one fee row per application, a unique index).
  db.insert(bookingFees)
    .values({ clinicId: shift.clinicId, bookingRequestId: accepted, amount: BOOKING_FEE_CENTS, currency: 'usd', status: 'pending', createdAt: now })
    .onConflictDoUpdate({
      target: bookingFees.bookingRequestId,
      set: { status: 'pending', amount: sql`excluded.amount`, createdAt: sql`excluded.created_at` },
    })
    .run();

  const declined = db
    .update(r)
    .set({ status: 'declined', decidedAt: now, updatedAt: now })
    .where(and(eq(r.shiftId, shiftId), eq(r.status, 'pending')))
    .returning({ id: r.id, vetId: r.vetId })
    .all();

  const pendingNearby = db
    .select({ id: r.id, clinicId: r.clinicId, shiftDate: shifts.shiftDate, startTime: shifts.startTime, endTime: shifts.endTime })
    .from(r)
    .innerJoin(shifts, eq(shifts.id, r.shiftId))
    .where(and(eq(r.vetId, vetId), eq(r.status, 'pending'), between(shifts.shiftDate, dayOffset(shift.shiftDate, -1), dayOffset(shift.shiftDate, 1))))
    .all();
  const withdrawn = pendingNearby.filter((other) => shiftsOverlap(other, shift));
  for (const request of withdrawn) {
    db.update(r).set({ status: 'withdrawn', decidedAt: now, updatedAt: now }).where(eq(r.id, request.id)).run();
  }

  return {
    requestId: accepted,
    shift: { ...shift, status: 'booked', bookedByVetId: vetId },
    declined,
    withdrawn: withdrawn.map(({ id, clinicId }) => ({ id, clinicId })),
  };
}
