// Booking summaries as the API answers them (spec 2 §3 BookingSummary): each with its clinic,
// its vet and its shifts. A page of summaries costs three queries whatever its length: the rows,
// their shifts, their people. A live summary past its deadline is answered as 'expired' (read
// time), so it is right before the expiry job has run.
import type { BookingSummary, SummaryParty, SummaryShift, SummaryShiftStatus, SummaryStatus } from '../../shared/bookings';
import type { Db } from '../db/client';
import type { BookingSummaryRow, BookingSummaryShiftRow } from '../db/schema';

/** Summaries GET /api/booking-summaries answers at most per page (the newest first). */
export const SUMMARY_PAGE_SIZE = 100;

const SUMMARY_COLUMNS = `id, clinic_id AS clinicId, vet_user_id AS vetUserId, status, notes, message_thread_id AS messageThreadId,
  expires_at AS expiresAt, responded_at AS respondedAt, response_notes AS responseNotes, version, created_at AS createdAt, updated_at AS updatedAt`;

const SHIFT_COLUMNS = `id, summary_id AS summaryId, shift_date AS shiftDate, start_time AS startTime, end_time AS endTime, hourly_rate AS hourlyRate,
  notes, unpaid_lunch AS unpaidLunch, status, created_shift_id AS createdShiftId`;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The status a reader sees: a pending or edited summary whose deadline has passed is expired. */
export function shownStatus(row: Pick<BookingSummaryRow, 'status' | 'expiresAt'>, now: number): SummaryStatus {
  const status = row.status as SummaryStatus;
  return (status === 'pending' || status === 'edited') && row.expiresAt <= now ? 'expired' : status;
}

/** One summary row by id, or null. */
export function summaryRow(db: Db, id: number): BookingSummaryRow | null {
  return db.$client.query<BookingSummaryRow, [number]>(`SELECT ${SUMMARY_COLUMNS} FROM booking_summaries WHERE id = ?`).get(id);
}

/** The newest summaries a clinic sent (or a vet received) before a summary id. */
export function summaryRowsOf(db: Db, side: 'clinic' | 'vet', userId: number, before: number, limit: number): BookingSummaryRow[] {
  const column = side === 'clinic' ? 'clinic_id' : 'vet_user_id';
  return db.$client
    .query<BookingSummaryRow, [number, number, number]>(
      `SELECT ${SUMMARY_COLUMNS} FROM booking_summaries WHERE ${column} = ? AND id < ? ORDER BY id DESC LIMIT ?`,
    )
    .all(userId, before, limit);
}

/** The shifts of these summaries, by date and start within each. */
export function summaryShiftRows(db: Db, summaryIds: number[]): BookingSummaryShiftRow[] {
  if (summaryIds.length === 0) return [];
  const rows = db.$client
    .query<BookingSummaryShiftRow, [string]>(
      `SELECT ${SHIFT_COLUMNS} FROM booking_summary_shifts WHERE summary_id IN (SELECT value FROM json_each(?))
        ORDER BY summary_id, shift_date, start_time, id`,
    )
    .all(JSON.stringify(summaryIds));
  // SQLite answers 0/1 for the boolean.
  for (const row of rows) row.unpaidLunch = Boolean(row.unpaidLunch);
  return rows;
}

/** The clinics' and vets' names and photos, by user id (the vet's name as on its profile). */
export function summaryParties(db: Db, userIds: number[]): Map<number, SummaryParty> {
  if (userIds.length === 0) return new Map();
  const rows = db.$client
    .query<SummaryParty, [string]>(
      `SELECT u.id AS userId, coalesce(v.first_name, u.first_name) AS firstName, coalesce(v.last_name, u.last_name) AS lastName,
              u.profile_image_url AS profileImageUrl, c.clinic_name AS clinicName
         FROM users u
         LEFT JOIN clinic_profiles c ON c.user_id = u.id
         LEFT JOIN vet_profiles v ON v.user_id = u.id
        WHERE u.id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify([...new Set(userIds)]));
  return new Map(rows.map((row) => [row.userId, row]));
}

export function toSummaryShift(row: BookingSummaryShiftRow): SummaryShift {
  return {
    id: row.id,
    summaryId: row.summaryId,
    shiftDate: row.shiftDate,
    startTime: row.startTime,
    endTime: row.endTime,
    hourlyRate: row.hourlyRate,
    notes: row.notes,
    unpaidLunch: Boolean(row.unpaidLunch),
    status: row.status as SummaryShiftStatus,
    createdShiftId: row.createdShiftId,
  };
}

/** An account gone since (its rows are deleted with it): a placeholder rather than a failure. */
const unknownParty = (userId: number): SummaryParty => ({ userId, firstName: '', lastName: '', profileImageUrl: null, clinicName: null });

/** Summary rows as the API answers them, in the order given. */
export function toSummaries(db: Db, rows: BookingSummaryRow[], now: number): BookingSummary[] {
  const shifts = new Map<number, SummaryShift[]>();
  for (const row of summaryShiftRows(
    db,
    rows.map((summary) => summary.id),
  )) {
    const list = shifts.get(row.summaryId) ?? [];
    list.push(toSummaryShift(row));
    shifts.set(row.summaryId, list);
  }
  const parties = summaryParties(
    db,
    rows.flatMap((row) => [row.clinicId, row.vetUserId]),
  );
  return rows.map((row) => ({
    id: row.id,
    clinicId: row.clinicId,
    vetUserId: row.vetUserId,
    status: shownStatus(row, now),
    notes: row.notes,
    messageThreadId: row.messageThreadId,
    expiresAt: iso(row.expiresAt)!,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    respondedAt: iso(row.respondedAt),
    responseNotes: row.responseNotes,
    version: row.version,
    clinic: parties.get(row.clinicId) ?? unknownParty(row.clinicId),
    vet: parties.get(row.vetUserId) ?? unknownParty(row.vetUserId),
    shifts: shifts.get(row.id) ?? [],
  }));
}
