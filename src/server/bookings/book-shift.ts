// Booking a vet for a shift: the one place a shift becomes booked, for an application accepted
// and for a summary date accepted alike. Runs inside the caller's BEGIN IMMEDIATE transaction,
// so the checks and the writes see no other writer between them.
import { BOOKING_FEE_CENTS, shiftsOverlap } from '../../shared/bookings';
import type { Db } from '../db/client';
import type { ShiftRow } from '../db/schema';
import { AppError } from '../http/errors';
import { findBookingClash } from './clash';
import { DAY_MS } from '../../shared/time';

export interface BookShiftInput {
  shiftId: number;
  vetId: number;
  now: number;
  /** The pending application being accepted; null books straight from a summary (a new accepted row). */
  requestId: number | null;
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
export function bookShift(db: Db, { shiftId, vetId, now, requestId }: BookShiftInput): BookedShift {
  const sqlite = db.$client;
  const shift = sqlite
    .query<ShiftRow, [number]>(
      `SELECT id, clinic_id AS clinicId, shift_date AS shiftDate, start_time AS startTime, end_time AS endTime, hourly_rate AS hourlyRate,
              shift_type AS shiftType, status, practice_types AS practiceTypes, notes, booked_by_vet_id AS bookedByVetId,
              latitude, longitude, created_at AS createdAt, updated_at AS updatedAt
         FROM shifts WHERE id = ?`,
    )
    .get(shiftId);
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

  sqlite.query("UPDATE shifts SET status = 'booked', booked_by_vet_id = ?, updated_at = ? WHERE id = ? AND status = 'open'").run(vetId, now, shiftId);

  let accepted: number;
  if (requestId === null) {
    // Applied before? (withdrawn or declined earlier): the same row becomes the booking.
    const earlier = sqlite.query<{ id: number }, [number, number]>('SELECT id FROM booking_requests WHERE shift_id = ? AND vet_id = ?').get(shiftId, vetId);
    if (earlier) {
      sqlite
        .query("UPDATE booking_requests SET status = 'accepted', is_from_summary = 1, decided_at = ?, updated_at = ? WHERE id = ?")
        .run(now, now, earlier.id);
      accepted = earlier.id;
    } else {
      accepted = sqlite
        .query<{ id: number }, [number, number, number, number, number, number]>(
          `INSERT INTO booking_requests (shift_id, vet_id, clinic_id, status, is_from_summary, decided_at, created_at, updated_at)
           VALUES (?, ?, ?, 'accepted', 1, ?, ?, ?) RETURNING id`,
        )
        .get(shiftId, vetId, shift.clinicId, now, now, now)!.id;
    }
  } else {
    const changed = sqlite
      .query("UPDATE booking_requests SET status = 'accepted', decided_at = ?, updated_at = ? WHERE id = ? AND shift_id = ? AND status = 'pending'")
      .run(now, now, requestId, shiftId);
    if (changed.changes !== 1) throw new AppError(409, 'This application is no longer pending', 'REQUEST_NOT_PENDING');
    accepted = requestId;
  }

  // A row booked before (a cancelled booking accepted again from a summary) already has its fee
  // row, waived: it is due again (one fee row per application, a unique index).
  sqlite
    .query(
      `INSERT INTO booking_fees (clinic_id, booking_request_id, amount, currency, status, created_at) VALUES (?, ?, ?, 'usd', 'pending', ?)
       ON CONFLICT (booking_request_id) DO UPDATE SET status = 'pending', amount = excluded.amount, created_at = excluded.created_at`,
    )
    .run(shift.clinicId, accepted, BOOKING_FEE_CENTS, now);

  const declined = sqlite
    .query<{ id: number; vetId: number }, [number, number, number]>(
      "UPDATE booking_requests SET status = 'declined', decided_at = ?, updated_at = ? WHERE shift_id = ? AND status = 'pending' RETURNING id, vet_id AS vetId",
    )
    .all(now, now, shiftId);

  const pendingNearby = sqlite
    .query<{ id: number; clinicId: number; shiftDate: string; startTime: string; endTime: string }, [number, string, string]>(
      `SELECT r.id, r.clinic_id AS clinicId, s.shift_date AS shiftDate, s.start_time AS startTime, s.end_time AS endTime
         FROM booking_requests r JOIN shifts s ON s.id = r.shift_id
        WHERE r.vet_id = ? AND r.status = 'pending' AND s.shift_date BETWEEN ? AND ?`,
    )
    .all(vetId, dayOffset(shift.shiftDate, -1), dayOffset(shift.shiftDate, 1));
  const withdrawn = pendingNearby.filter((other) => shiftsOverlap(other, shift));
  const withdraw = sqlite.query("UPDATE booking_requests SET status = 'withdrawn', decided_at = ?, updated_at = ? WHERE id = ?");
  for (const request of withdrawn) withdraw.run(now, now, request.id);

  return {
    requestId: accepted,
    shift: { ...shift, status: 'booked', bookedByVetId: vetId, practiceTypes: JSON.parse(shift.practiceTypes as unknown as string) },
    declined,
    withdrawn: withdrawn.map(({ id, clinicId }) => ({ id, clinicId })),
  };
}
