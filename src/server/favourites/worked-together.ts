// Shifts a clinic and a vet completed together: booked, worked and the hours approved. The
// favourites list shows it (clinic → vet), and instant booking for "vets who worked here" reads it.
import { and, countDistinct, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shiftHours, shifts } from '../db/schema';

export interface WorkedTogether {
  shiftsTogether: number;
  /** The last such shift's date (YYYY-MM-DD). */
  lastShiftDate: string | null;
}

/** Completed shifts of `vetId` at `clinicId`. */
export function workedTogether(db: Db, clinicId: number, vetId: number): WorkedTogether {
  const row = db
    .select({ shiftsTogether: countDistinct(shiftHours.shiftId), lastShiftDate: max(shifts.shiftDate) })
    .from(shiftHours)
    .innerJoin(shifts, eq(shifts.id, shiftHours.shiftId))
    .where(and(eq(shiftHours.clinicId, clinicId), eq(shiftHours.vetId, vetId), eq(shiftHours.status, 'approved')))
    .get();
  return { shiftsTogether: row?.shiftsTogether ?? 0, lastShiftDate: row?.lastShiftDate ?? null };
}

/** Whether the vet completed at least one shift at the clinic. */
export function hasWorkedAt(db: Db, clinicId: number, vetId: number): boolean {
  return workedTogether(db, clinicId, vetId).shiftsTogether > 0;
}

/** The clinics where the vet completed at least one shift: one read for a page of shift cards. */
export function clinicsWorkedAt(db: Db, vetId: number): Set<number> {
  const rows = db
    .selectDistinct({ clinicId: shiftHours.clinicId })
    .from(shiftHours)
    .where(and(eq(shiftHours.vetId, vetId), eq(shiftHours.status, 'approved')))
    .all();
  return new Set(rows.map((row) => row.clinicId));
}

/**
 * Completed shifts of one account with each of `partnerIds`, seen from its side (a clinic's vets,
 * a vet's clinics): one grouped query for a whole list.
 */
export function workedTogetherWithEach(db: Db, side: 'clinic' | 'relief_vet', userId: number, partnerIds: number[]): Map<number, WorkedTogether> {
  if (!partnerIds.length) return new Map();
  const [own, partner] = side === 'clinic' ? [shiftHours.clinicId, shiftHours.vetId] : [shiftHours.vetId, shiftHours.clinicId];
  const rows = db
    .select({ partnerId: partner, shiftsTogether: countDistinct(shiftHours.shiftId), lastShiftDate: max(shifts.shiftDate) })
    .from(shiftHours)
    .innerJoin(shifts, eq(shifts.id, shiftHours.shiftId))
    .where(and(eq(own, userId), inArray(partner, partnerIds), eq(shiftHours.status, 'approved')))
    .groupBy(partner)
    .all();
  return new Map(rows.map((row) => [row.partnerId, { shiftsTogether: row.shiftsTogether, lastShiftDate: row.lastShiftDate }]));
}
