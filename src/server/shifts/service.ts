// Shifts a clinic posts: create (one or many, all or none), list, edit and delete its own.
// A change is announced on the bus once committed; `events` is left out only by the demo seed,
// which posts before the server listens.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { latestOfferDate, TOO_FAR_AHEAD, tooFarAheadMessage } from '../../shared/date-limits';
import { FIRST_LOOK_HOURS, type FirstLookHours, firstLookEnds, type InstantBooking } from '../../shared/first-look';
import { earliestUsToday, type Shift, type ShiftInput } from '../../shared/shifts';
import { queueAlertFanout } from '../alerts/queue';
import { tellFavourites } from '../first-look/tell-favourites';
import { declinedEmail } from '../bookings/emails';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { bookingRequests, clinicProfiles, shiftCancellations, shifts, users, type ShiftRow, type User } from '../db/schema';
import type { EventBus } from '../events/bus';
import { declinedPush } from '../bookings/pushes';
import { notify } from '../push/notify';
import { AppError } from '../http/errors';

type Writer = Pick<Db, 'update'>;

/** Shift dates from today (wherever in the US it still is) to 18 months ahead. */
function rejectOutOfRangeDates(inputs: ShiftInput[], now: number) {
  const today = earliestUsToday(now);
  const past = inputs.find((input) => input.shiftDate < today);
  if (past) throw new AppError(400, `shiftDate ${past.shiftDate} is in the past`, 'PAST_DATE');
  const latest = latestOfferDate(now);
  if (inputs.some((input) => input.shiftDate > latest)) throw new AppError(400, tooFarAheadMessage('Shift'), TOO_FAR_AHEAD);
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
    firstLookUntil: row.firstLookUntil,
    instantBooking: row.instantBooking,
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
    .where(and(eq(shifts.clinicId, user.id), ne(shifts.status, 'deleted')))
    .orderBy(asc(shifts.shiftDate), asc(shifts.startTime))
    .all()
    .map((row) => toShift(row, clinic));
}

/**
 * Posts shifts in one transaction: all are stored or none. In a first look, the clinic's favourite
 * vets are e-mailed at once (when `config` is given: not by the demo seed) and everyone else's
 * alerts wait for the window's end.
 */
export function postShifts(db: Db, user: User, inputs: ShiftInput[], now: number, events?: EventBus, config?: Pick<Config, 'APP_NAME' | 'publicUrl'>): Shift[] {
  rejectOutOfRangeDates(inputs, now);
  const clinic = db
    .select({
      latitude: clinicProfiles.latitude,
      longitude: clinicProfiles.longitude,
      defaultFirstLookHours: clinicProfiles.defaultFirstLookHours,
      defaultInstantBooking: clinicProfiles.defaultInstantBooking,
    })
    .from(clinicProfiles)
    .where(eq(clinicProfiles.userId, user.id))
    .get();
  if (!clinic) throw new AppError(403, 'Please complete your clinic profile before posting shifts', 'PROFILE_REQUIRED');
  const access = postAccess(inputs, clinic);
  const firstLookUntil = firstLookEnds(now, access.firstLookHours);
  const rows = db.transaction(
    (tx) => {
      const stored = tx
        .insert(shifts)
        .values(
          inputs.map(({ firstLookHours: _hours, instantBooking: _booking, ...input }) => ({
            ...input,
            clinicId: user.id,
            status: 'open' as const,
            firstLookUntil,
            instantBooking: access.instantBooking,
            latitude: clinic.latitude,
            longitude: clinic.longitude,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning()
        .all();
      if (access.changed) {
        tx.update(clinicProfiles)
          .set({ defaultFirstLookHours: access.firstLookHours, defaultInstantBooking: access.instantBooking, updatedAt: now })
          .where(eq(clinicProfiles.userId, user.id))
          .run();
      }
      // One alert per post, however many dates: the alert job tells the vets nearby later (after the first look).
      queueAlertFanout(db, { kind: 'shifts', actorId: user.id, refIds: stored.map((row) => row.id), now, notBefore: firstLookUntil });
      if (firstLookUntil !== null && config) tellFavourites(db, tx, { clinicId: user.id, shifts: stored, firstLookUntil }, config, now);
      return stored;
    },
    { behavior: 'immediate' },
  );
  events?.publish({ type: 'shift.posted', clinicId: user.id, shiftIds: rows.map((row) => row.id) });
  const summary = clinicSummary(db, user.id);
  return rows.map((row) => toShift(row, summary));
}

/**
 * One post's first look and instant booking: what the first shift sent (a multi-date post sends
 * the same on every date), else the clinic's saved defaults. What was sent becomes the new default.
 */
function postAccess(
  inputs: ShiftInput[],
  defaults: { defaultFirstLookHours: number; defaultInstantBooking: InstantBooking },
): { firstLookHours: FirstLookHours; instantBooking: InstantBooking; changed: boolean } {
  const sent = inputs[0]!;
  const savedHours = (FIRST_LOOK_HOURS as readonly number[]).includes(defaults.defaultFirstLookHours) ? (defaults.defaultFirstLookHours as FirstLookHours) : 0;
  const firstLookHours = sent.firstLookHours ?? savedHours;
  const instantBooking = sent.instantBooking ?? defaults.defaultInstantBooking;
  return { firstLookHours, instantBooking, changed: firstLookHours !== savedHours || instantBooking !== defaults.defaultInstantBooking };
}

function ownShift(db: Db, user: User, shiftId: number): ShiftRow {
  const row = db
    .select()
    .from(shifts)
    .where(and(eq(shifts.id, shiftId), eq(shifts.clinicId, user.id), ne(shifts.status, 'deleted')))
    .get();
  // Another clinic's shift answers exactly like a missing one.
  if (!row) throw new AppError(404, 'Shift not found', 'SHIFT_NOT_FOUND');
  return row;
}

/** Edits one of the clinic's shifts. A booked shift is what the vet agreed to: cancel the booking first. */
export function updateShift(db: Db, user: User, shiftId: number, input: ShiftInput, now: number, events?: EventBus): Shift {
  const row = ownShift(db, user, shiftId);
  if (row.status === 'booked') {
    throw new AppError(409, 'This shift is booked and can no longer be edited: cancel the booking first', 'SHIFT_BOOKED');
  }
  if (input.shiftDate !== row.shiftDate) rejectOutOfRangeDates([input], now);
  const { firstLookHours: _hours, instantBooking, ...fields } = input;
  const updated = db
    .update(shifts)
    .set({ ...fields, ...(instantBooking && { instantBooking }), updatedAt: now })
    .where(eq(shifts.id, row.id))
    .returning()
    .get()!;
  events?.publish({ type: 'shift.updated', clinicId: user.id, shiftId: row.id });
  return toShift(updated, clinicSummary(db, user.id));
}

/**
 * Deletes one of the clinic's shifts; a booked one cannot be deleted (cancel the booking first).
 * Its pending applications end with it, and their vets are told. A shift with a cancelled booking
 * is kept, marked 'deleted' and hidden from the clinic, so the cancellation stays on record (and
 * on the canceller's card); any other shift is removed with its applications (cascade).
 */
export function deleteShift(
  db: Db,
  user: User,
  shiftId: number,
  events?: EventBus,
  context: { now: number; config?: Pick<Config, 'APP_NAME' | 'publicUrl'> } = { now: Date.now() },
): void {
  const { now, config } = context;
  const row = ownShift(db, user, shiftId);
  if (row.status === 'booked') throw new AppError(409, 'A booked shift cannot be deleted: cancel the booking first', 'SHIFT_BOOKED');
  const r = bookingRequests;
  const told = db.transaction(
    (tx) => {
      const pending = tx
        .select({ id: r.id, vetId: r.vetId, email: users.email })
        .from(r)
        .innerJoin(users, eq(users.id, r.vetId))
        .where(and(eq(r.shiftId, row.id), eq(r.status, 'pending')))
        .all();
      const clinicName = tx.select({ name: clinicProfiles.clinicName }).from(clinicProfiles).where(eq(clinicProfiles.userId, user.id)).get()?.name;
      for (const request of pending) {
        if (!config) continue;
        const name = clinicName ?? 'The clinic';
        notify(
          db,
          {
            userId: request.vetId,
            event: 'application_decision',
            email: declinedEmail(config.APP_NAME, request.email, name, row, 'removed', `${config.publicUrl}/browse`),
            push: () => declinedPush(name, row, 'removed'),
          },
          now,
        );
      }
      const cancelled = tx.select({ id: shiftCancellations.id }).from(shiftCancellations).where(eq(shiftCancellations.shiftId, row.id)).limit(1).get();
      if (cancelled) {
        tx.update(shifts).set({ status: 'deleted', updatedAt: now }).where(eq(shifts.id, row.id)).run();
        tx.update(r)
          .set({ status: 'declined', decidedAt: now, updatedAt: now })
          .where(and(eq(r.shiftId, row.id), eq(r.status, 'pending')))
          .run();
      } else {
        tx.delete(shifts).where(eq(shifts.id, row.id)).run();
      }
      return pending;
    },
    { behavior: 'immediate' },
  );
  events?.publish({ type: 'shift.deleted', clinicId: user.id, shiftId: row.id });
  if (told.length) {
    events?.publish({
      type: 'booking.changed',
      change: 'declined',
      requestIds: told.map((request) => request.id),
      shiftId: row.id,
      userIds: [user.id, ...told.map((request) => request.vetId)],
    });
  }
}

/** Moves the clinic's shifts with its profile, so distance search follows the new address. */
export function moveClinicShifts(db: Writer, clinicId: number, location: { latitude: number; longitude: number } | null, now: number): void {
  db.update(shifts)
    .set({ latitude: location?.latitude ?? null, longitude: location?.longitude ?? null, updatedAt: now })
    .where(and(eq(shifts.clinicId, clinicId), inArray(shifts.status, ['open', 'booked'])))
    .run();
}
