// A shift's hours as both parties read them: its versions, oldest first, and the stage the
// latest one puts the shift in. One mapping from a row to the answer's shape.
import { asc, eq, sql } from 'drizzle-orm';
import { HOURS_REVIEW_MS, type HoursStage, type HoursVersion, type ShiftHours, stageOfLatest } from '../../shared/shift-day';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { type ShiftHoursRow, shiftHours } from '../db/schema';
import { zoneOfState } from '../bookings/shift-time';
import { endOf, type HoursShift } from './booking';

/** The versions of a booking's hours, oldest first. */
export function hoursRows(db: Db, requestId: number): ShiftHoursRow[] {
  return prepared(db, 'hours-versions', () =>
    db
      .select()
      .from(shiftHours)
      .where(eq(shiftHours.bookingRequestId, sql.placeholder('requestId')))
      .orderBy(asc(shiftHours.version))
      .prepare(),
  ).all({ requestId });
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toVersion(row: ShiftHoursRow): HoursVersion {
  const decidedBy = row.decidedAt === null ? null : row.decidedByUserId === null ? 'system' : row.decidedByUserId === row.vetId ? 'relief_vet' : 'clinic';
  return {
    id: row.id,
    version: row.version,
    proposedBy: row.proposedBy,
    startTime: row.startTime,
    endTime: row.endTime,
    breakMinutes: row.breakMinutes,
    note: row.note,
    workedMinutes: row.workedMinutes,
    amountCents: row.amountCents,
    status: row.status,
    createdAt: iso(row.createdAt)!,
    decidedAt: iso(row.decidedAt),
    decidedBy,
  };
}

/** Where the latest version leaves the shift (`ended`: whether the shift is over). */
export function stageOf(latest: ShiftHoursRow | undefined, ended: boolean): HoursStage {
  if (!latest) return ended ? 'to_submit' : 'not_due';
  return stageOfLatest(latest.status);
}

/** GET /api/shifts/{id}/hours: the history of a booked shift's hours at `now`. */
export function shiftHoursView(db: Db, shift: HoursShift, now: number): ShiftHours {
  const rows = shift.booking ? hoursRows(db, shift.booking.requestId) : [];
  const latest = rows.at(-1);
  const endsAt = endOf(shift);
  return {
    shiftId: shift.shiftId,
    stage: stageOf(latest, endsAt <= now),
    booked: { shiftDate: shift.shiftDate, startTime: shift.startTime, endTime: shift.endTime, hourlyRate: shift.hourlyRate },
    zone: zoneOfState(shift.clinicState),
    endsAt: iso(endsAt)!,
    autoApprovesAt: latest?.status === 'submitted' ? iso(latest.createdAt + HOURS_REVIEW_MS) : null,
    versions: rows.map(toVersion),
  };
}
