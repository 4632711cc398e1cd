// The booking a shift's hours belong to: the accepted application of a booked shift, with what
// the checks, messages and e-mails need of both parties. A shift that is not booked (open again
// after a cancellation, deleted) has no booking, so it has no hours.
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { HoursParty } from '../../shared/shift-day';
import { shiftEndsAt } from '../bookings/shift-time';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { bookingRequests, clinicProfiles, shifts, users, vetProfiles } from '../db/schema';

const clinicUser = alias(users, 'clinic_user');
const vetUser = alias(users, 'vet_user');

function factsQuery(db: Db) {
  return prepared(db, 'hours-booking-facts', () =>
    db
      .select({
        shiftId: shifts.id,
        shiftStatus: shifts.status,
        clinicId: shifts.clinicId,
        shiftDate: shifts.shiftDate,
        startTime: shifts.startTime,
        endTime: shifts.endTime,
        hourlyRate: shifts.hourlyRate,
        requestId: bookingRequests.id,
        vetId: bookingRequests.vetId,
        clinicName: clinicProfiles.clinicName,
        clinicState: clinicProfiles.state,
        clinicEmail: clinicUser.email,
        clinicFirst: clinicUser.firstName,
        clinicLast: clinicUser.lastName,
        vetEmail: vetUser.email,
        vetFirst: sql<string | null>`coalesce(${vetProfiles.firstName}, ${vetUser.firstName})`,
        vetLast: sql<string | null>`coalesce(${vetProfiles.lastName}, ${vetUser.lastName})`,
      })
      .from(shifts)
      .innerJoin(clinicUser, eq(clinicUser.id, shifts.clinicId))
      .leftJoin(clinicProfiles, eq(clinicProfiles.userId, shifts.clinicId))
      .leftJoin(
        bookingRequests,
        and(
          eq(bookingRequests.shiftId, shifts.id),
          eq(bookingRequests.status, 'accepted'),
          eq(bookingRequests.vetId, shifts.bookedByVetId),
          eq(shifts.status, 'booked'),
        ),
      )
      .leftJoin(vetUser, eq(vetUser.id, bookingRequests.vetId))
      .leftJoin(vetProfiles, eq(vetProfiles.userId, bookingRequests.vetId))
      .where(eq(shifts.id, sql.placeholder('id')))
      .prepare(),
  );
}

type FactsRow = NonNullable<ReturnType<ReturnType<typeof factsQuery>['get']>>;

/** A shift as the hours routes read it; `booking` is null when the shift is not booked. */
export interface HoursShift {
  shiftId: number;
  shiftStatus: FactsRow['shiftStatus'];
  clinicId: number;
  shiftDate: string;
  startTime: string;
  endTime: string;
  /** Cents an hour, as booked. */
  hourlyRate: number;
  clinicState: string | null;
  clinicName: string;
  clinicEmail: string;
  booking: { requestId: number; vetId: number; vetName: string; vetEmail: string } | null;
}

/** The shift `shiftId` with its booking, or null when there is no such shift. */
export function hoursShift(db: Db, shiftId: number): HoursShift | null {
  const row = factsQuery(db).get({ id: shiftId });
  if (!row) return null;
  return {
    shiftId: row.shiftId,
    shiftStatus: row.shiftStatus,
    clinicId: row.clinicId,
    shiftDate: row.shiftDate,
    startTime: row.startTime,
    endTime: row.endTime,
    hourlyRate: row.hourlyRate,
    clinicState: row.clinicState,
    clinicName: row.clinicName ?? `${row.clinicFirst} ${row.clinicLast}`,
    clinicEmail: row.clinicEmail,
    booking:
      row.requestId !== null && row.vetId !== null && row.vetEmail !== null
        ? { requestId: row.requestId, vetId: row.vetId, vetName: `Dr. ${row.vetFirst} ${row.vetLast}`, vetEmail: row.vetEmail }
        : null,
  };
}

/** Which party of the shift the user is, if any: the booked vet or the shift's clinic. */
export function partyOf(shift: HoursShift, userId: number): HoursParty | null {
  if (shift.booking?.vetId === userId) return 'relief_vet';
  if (shift.clinicId === userId) return 'clinic';
  return null;
}

/** The instant the shift ends in its clinic's zone (overnight shifts the next morning). */
export const endOf = (shift: HoursShift) => shiftEndsAt(shift, shift.clinicState);
