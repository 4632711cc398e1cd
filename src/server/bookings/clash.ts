// The rule that a vet is never booked twice at the same time (issue 11). Called inside the
// write transaction that books (BEGIN IMMEDIATE: no other writer between this check and the
// booking), for an application accepted and for every summary date accepted.
import { shiftsOverlap } from '../../shared/bookings';
import type { Db } from '../db/client';
import { DAY_MS } from '../../shared/time';

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
  const held = db.$client
    .query<BookingClash, [number, string, string]>(
      `SELECT s.id AS shiftId, s.shift_date AS shiftDate, s.start_time AS startTime, s.end_time AS endTime, c.clinic_name AS clinicName
         FROM shifts s LEFT JOIN clinic_profiles c ON c.user_id = s.clinic_id
        WHERE s.booked_by_vet_id = ? AND s.status = 'booked' AND s.shift_date BETWEEN ? AND ?
        ORDER BY s.shift_date, s.start_time`,
    )
    .all(vetId, dayOffset(slot.shiftDate, -1), dayOffset(slot.shiftDate, 1));
  return held.find((shift) => shift.shiftId !== exceptShiftId && shiftsOverlap(shift, slot)) ?? null;
}
