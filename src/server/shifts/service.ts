// Shifts a clinic posts: create (one or many, all or none), list, edit and delete its own.
// A change is announced on the bus once committed; `events` is left out only by the demo seed,
// which posts before the server listens.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { earliestUsToday, type Shift, type ShiftInput } from '../../shared/shifts';
import type { Db } from '../db/client';
import { clinicProfiles, shifts, users, type ShiftRow, type User } from '../db/schema';
import type { EventBus } from '../events/bus';
import { AppError } from '../http/errors';

type Writer = Pick<Db, 'update'>;

function rejectPastDates(inputs: ShiftInput[], now: number) {
  const today = earliestUsToday(now);
  const past = inputs.find((input) => input.shiftDate < today);
  if (past) throw new AppError(400, `shiftDate ${past.shiftDate} is in the past`, 'PAST_DATE');
}

export function toShift(row: ShiftRow, clinic: Shift['clinic'] = null, distance?: number): Shift {
  return {
    id: row.id,
    clinicId: row.clinicId,
    clinic,
    shiftDate: row.shiftDate,
    startTime: row.startTime,
    endTime: row.endTime,
    hourlyRate: row.hourlyRate,
    shiftType: row.shiftType,
    status: row.status,
    practiceTypes: row.practiceTypes,
    notes: row.notes,
    bookedByVetId: row.bookedByVetId,
    ...(distance !== undefined && { distance: Math.round(distance * 10) / 10 }),
  };
}

/** The clinic fields shown with a shift (never more than the spec lists). */
export function clinicSummary(db: Db, clinicId: number): Shift['clinic'] {
  const row = db
    .select({
      clinicName: clinicProfiles.clinicName,
      address: clinicProfiles.address,
      city: clinicProfiles.city,
      state: clinicProfiles.state,
      zipCode: clinicProfiles.zipCode,
      phone: clinicProfiles.phone,
      averageAppointmentTime: clinicProfiles.averageAppointmentTime,
      userId: clinicProfiles.userId,
      profileImageUrl: users.profileImageUrl,
    })
    .from(clinicProfiles)
    .innerJoin(users, eq(users.id, clinicProfiles.userId))
    .where(eq(clinicProfiles.userId, clinicId))
    .get();
  return row ?? null;
}

/** The clinic's own shifts, soonest first. */
export function listClinicShifts(db: Db, user: User): Shift[] {
  const clinic = clinicSummary(db, user.id);
  return db
    .select()
    .from(shifts)
    .where(eq(shifts.clinicId, user.id))
    .orderBy(asc(shifts.shiftDate), asc(shifts.startTime))
    .all()
    .map((row) => toShift(row, clinic));
}

/** Posts shifts in one transaction: all are stored or none. */
export function postShifts(db: Db, user: User, inputs: ShiftInput[], now: number, events?: EventBus): Shift[] {
  rejectPastDates(inputs, now);
  const clinic = db
    .select({ latitude: clinicProfiles.latitude, longitude: clinicProfiles.longitude })
    .from(clinicProfiles)
    .where(eq(clinicProfiles.userId, user.id))
    .get();
  if (!clinic) throw new AppError(403, 'Please complete your clinic profile before posting shifts', 'PROFILE_REQUIRED');
  const rows = db.transaction(
    (tx) =>
      tx
        .insert(shifts)
        .values(
          inputs.map((input) => ({
            ...input,
            clinicId: user.id,
            status: 'open',
            latitude: clinic.latitude,
            longitude: clinic.longitude,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning()
        .all(),
    { behavior: 'immediate' },
  );
  events?.publish({ type: 'shift.posted', clinicId: user.id, shiftIds: rows.map((row) => row.id) });
  const summary = clinicSummary(db, user.id);
  return rows.map((row) => toShift(row, summary));
}

function ownShift(db: Db, user: User, shiftId: number): ShiftRow {
  const row = db
    .select()
    .from(shifts)
    .where(and(eq(shifts.id, shiftId), eq(shifts.clinicId, user.id)))
    .get();
  // Another clinic's shift answers exactly like a missing one.
  if (!row) throw new AppError(404, 'Shift not found', 'SHIFT_NOT_FOUND');
  return row;
}

/** Edits one of the clinic's shifts. A booked shift keeps its date and times. */
export function updateShift(db: Db, user: User, shiftId: number, input: ShiftInput, now: number, events?: EventBus): Shift {
  const row = ownShift(db, user, shiftId);
  if (input.shiftDate !== row.shiftDate) rejectPastDates([input], now);
  if (row.status === 'booked' && (input.shiftDate !== row.shiftDate || input.startTime !== row.startTime || input.endTime !== row.endTime)) {
    throw new AppError(409, 'This shift is booked: its date and times can no longer change', 'SHIFT_BOOKED');
  }
  const updated = db
    .update(shifts)
    .set({ ...input, updatedAt: now })
    .where(eq(shifts.id, row.id))
    .returning()
    .get()!;
  events?.publish({ type: 'shift.updated', clinicId: user.id, shiftId: row.id });
  return toShift(updated, clinicSummary(db, user.id));
}

/** Deletes one of the clinic's shifts; a booked one cannot be deleted. */
export function deleteShift(db: Db, user: User, shiftId: number, events?: EventBus): void {
  const row = ownShift(db, user, shiftId);
  if (row.status === 'booked') throw new AppError(409, 'A booked shift cannot be deleted', 'SHIFT_BOOKED');
  db.delete(shifts).where(eq(shifts.id, row.id)).run();
  events?.publish({ type: 'shift.deleted', clinicId: user.id, shiftId: row.id });
}

/** Moves the clinic's shifts with its profile, so distance search follows the new address. */
export function moveClinicShifts(db: Writer, clinicId: number, location: { latitude: number; longitude: number } | null, now: number): void {
  db.update(shifts)
    .set({ latitude: location?.latitude ?? null, longitude: location?.longitude ?? null, updatedAt: now })
    .where(and(eq(shifts.clinicId, clinicId), inArray(shifts.status, ['open', 'booked'])))
    .run();
}
