// The bookings the shift-day notices look at: booked shifts on the dates around today, read by
// date through shifts_booked_date_idx with what the e-mails need. Start instants depend on each
// clinic's zone, so they are computed in JS (shift-time.ts); the window of dates is wide enough
// for every US zone: from yesterday (UTC) to three days ahead.
import { and, between, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { DAY_MS } from '../../shared/time';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { bookingNotices, bookingRequests, clinicProfiles, shifts, users, vetProfiles } from '../db/schema';
import { BEFORE_SHIFT_NOTICES } from './plan';

const r = bookingRequests;
const clinicUser = alias(users, 'clinic_user');
const vetUser = alias(users, 'vet_user');

/** The notices already handled for the booking, as a comma-separated list (null for none). */
const doneKinds = sql<string | null>`(SELECT group_concat(${bookingNotices.kind}) FROM ${bookingNotices} WHERE ${bookingNotices.bookingRequestId} = ${r.id})`;
const settledCount = sql<number>`(SELECT count(*) FROM ${bookingNotices} WHERE ${bookingNotices.bookingRequestId} = ${r.id} AND ${bookingNotices.kind} IN (${sql.join(
  BEFORE_SHIFT_NOTICES.map((kind) => sql.raw(`'${kind}'`)),
  sql`, `,
)}))`;

function statement(db: Db) {
  return prepared(db, 'reminders-due-bookings', () =>
    db
      .select({
        bookingRequestId: r.id,
        vetId: r.vetId,
        clinicId: r.clinicId,
        decidedAt: r.decidedAt,
        createdAt: r.createdAt,
        attendanceConfirmedAt: r.attendanceConfirmedAt,
        done: doneKinds,
        shiftId: shifts.id,
        shiftDate: shifts.shiftDate,
        startTime: shifts.startTime,
        endTime: shifts.endTime,
        clinicName: clinicProfiles.clinicName,
        address: clinicProfiles.address,
        city: clinicProfiles.city,
        state: clinicProfiles.state,
        zipCode: clinicProfiles.zipCode,
        clinicPhone: clinicProfiles.phone,
        arrivalNotes: clinicProfiles.arrivalNotes,
        clinicEmail: clinicUser.email,
        vetEmail: vetUser.email,
        vetFirst: sql<string>`coalesce(${vetProfiles.firstName}, ${vetUser.firstName})`,
        vetLast: sql<string>`coalesce(${vetProfiles.lastName}, ${vetUser.lastName})`,
        vetPhone: vetProfiles.phone,
      })
      .from(shifts)
      .innerJoin(r, and(eq(r.shiftId, shifts.id), eq(r.vetId, shifts.bookedByVetId), eq(r.status, 'accepted')))
      .innerJoin(clinicUser, eq(clinicUser.id, shifts.clinicId))
      .leftJoin(clinicProfiles, eq(clinicProfiles.userId, shifts.clinicId))
      .innerJoin(vetUser, eq(vetUser.id, r.vetId))
      .leftJoin(vetProfiles, eq(vetProfiles.userId, r.vetId))
      // The literal matches the partial index's own WHERE, so SQLite reads the index.
      .where(
        and(
          sql`${shifts.status} = 'booked'`,
          between(shifts.shiftDate, sql.placeholder('from'), sql.placeholder('to')),
          sql`${settledCount} < ${BEFORE_SHIFT_NOTICES.length}`,
        ),
      )
      .prepare(),
  );
}

export type DueBooking = ReturnType<ReturnType<typeof statement>['all']>[number];

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Booked shifts from yesterday to three days ahead (UTC dates) whose notices are not all settled. */
export function bookingsAround(db: Db, now: number): DueBooking[] {
  return statement(db).all({ from: dateOf(now - DAY_MS), to: dateOf(now + 3 * DAY_MS) });
}
