// The rule that a vet is never booked twice at the same time (issue 11). Called inside the
// write transaction that books (BEGIN IMMEDIATE: no other writer between this check and the
// booking), for an application accepted and for every summary date accepted.
import { DAY_MS } from '../../shared/time';
import { and, between, eq, sql } from 'drizzle-orm';
import { shiftsOverlap } from '../../shared/bookings';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { clinicProfiles, shifts } from '../db/schema';

export interface BookingClash {
  shiftId: number;
  shiftDate: string;
  startTime: string;
  endTime: string;
  clinicName: string | null;
}

interface Slot {
  shiftDate: string;
  startTime: string;
  endTime: string;
}

const dayOffset = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A shift the vet already holds that shares a minute with `slot`, or null. Only the day before,
 * of and after can overlap (an overnight shift reaches into the next morning); `exceptShiftId`
 * leaves out the shift being booked itself.
 */
export function findBookingClash(db: Db, vetId: number, slot: Slot, exceptShiftId: number | null = null): BookingClash | null {
  const held = prepared(db, 'booked-near-date', () =>
    db
      .select({
        shiftId: shifts.id,
        shiftDate: shifts.shiftDate,
        startTime: shifts.startTime,
        endTime: shifts.endTime,
        clinicName: clinicProfiles.clinicName,
      })
      .from(shifts)
      .leftJoin(clinicProfiles, eq(clinicProfiles.userId, shifts.clinicId))
      .where(
        and(
          eq(shifts.bookedByVetId, sql.placeholder('vetId')),
          eq(shifts.status, 'booked'),
          between(shifts.shiftDate, sql.placeholder('from'), sql.placeholder('to')),
        ),
      )
      .orderBy(shifts.shiftDate, shifts.startTime)
      .prepare(),
  ).all({ vetId, from: dayOffset(slot.shiftDate, -1), to: dayOffset(slot.shiftDate, 1) });
  return held.find((shift) => shift.shiftId !== exceptShiftId && shiftsOverlap(shift, slot)) ?? null;
}
