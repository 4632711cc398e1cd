// Booking summaries as the API answers them (spec 2 §3 BookingSummary): each with its clinic,
// its vet and its shifts. A page of summaries costs three queries whatever its length: the rows,
// their shifts, their people. A live summary past its deadline is answered as 'expired' (read
// time), so it is right before the expiry job has run.
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { BookingSummary, SummaryParty, SummaryShift, SummaryStatus } from '../../shared/bookings';
import type { Db } from '../db/client';
import { fastSelect } from '../db/fast-select';
import { prepared } from '../db/prepared';
import { type BookingSummaryRow, type BookingSummaryShiftRow, bookingSummaries, bookingSummaryShifts, clinicProfiles, users, vetProfiles } from '../db/schema';

/** Summaries GET /api/booking-summaries answers at most per page (the newest first). */
export const SUMMARY_PAGE_SIZE = 100;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The status a reader sees: a pending or edited summary whose deadline has passed is expired. */
export function shownStatus(row: Pick<BookingSummaryRow, 'status' | 'expiresAt'>, now: number): SummaryStatus {
  return (row.status === 'pending' || row.status === 'edited') && row.expiresAt <= now ? 'expired' : row.status;
}

/** One summary row by id, or null. */
export function summaryRow(db: Db, id: number): BookingSummaryRow | null {
  return (
    prepared(db, 'summary-by-id', () =>
      db
        .select()
        .from(bookingSummaries)
        .where(eq(bookingSummaries.id, sql.placeholder('id')))
        .prepare(),
    ).get({ id }) ?? null
  );
}

/** The newest summaries a clinic sent (or a vet received) before a summary id. */
export function summaryRowsOf(db: Db, side: 'clinic' | 'vet', userId: number, before: number, limit: number): BookingSummaryRow[] {
  const owner = side === 'clinic' ? bookingSummaries.clinicId : bookingSummaries.vetUserId;
  const fields = getTableColumns(bookingSummaries);
  return prepared(db, `summaries-of-${side}`, () =>
    fastSelect(
      db,
      fields,
      db
        .select(fields)
        .from(bookingSummaries)
        .where(sql`${eq(owner, sql.placeholder('userId'))} AND ${bookingSummaries.id} < ${sql.placeholder('before')}`)
        .orderBy(desc(bookingSummaries.id))
        .limit(sql.placeholder('limit')),
    ),
  )({ userId, before, limit });
}

/** `column` is one of the ids of a JSON array bound to the statement's `ids` placeholder. */
const inJsonIds = (column: SQLiteColumn) => sql`${column} IN (SELECT value FROM json_each(${sql.placeholder('ids')}))`;

/** The shifts of these summaries, by date and start within each. */
export function summaryShiftRows(db: Db, summaryIds: number[]): BookingSummaryShiftRow[] {
  if (summaryIds.length === 0) return [];
  const t = bookingSummaryShifts;
  const fields = getTableColumns(t);
  return prepared(db, 'summary-shifts-of', () =>
    fastSelect(db, fields, db.select(fields).from(t).where(inJsonIds(t.summaryId)).orderBy(t.summaryId, t.shiftDate, t.startTime, t.id)),
  )({ ids: JSON.stringify(summaryIds) });
}

/** The clinics' and vets' names and photos, by user id (the vet's name as on its profile). */
export function summaryParties(db: Db, userIds: number[]): Map<number, SummaryParty> {
  if (userIds.length === 0) return new Map();
  const fields = {
    userId: users.id,
    firstName: sql<string>`coalesce(${vetProfiles.firstName}, ${users.firstName})`,
    lastName: sql<string>`coalesce(${vetProfiles.lastName}, ${users.lastName})`,
    profileImageUrl: users.profileImageUrl,
    clinicName: clinicProfiles.clinicName,
  };
  const rows = prepared(db, 'summary-parties', () =>
    fastSelect(
      db,
      fields,
      db
        .select(fields)
        .from(users)
        .leftJoin(clinicProfiles, eq(clinicProfiles.userId, users.id))
        .leftJoin(vetProfiles, eq(vetProfiles.userId, users.id))
        .where(inJsonIds(users.id)),
    ),
  )({ ids: JSON.stringify([...new Set(userIds)]) });
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
    unpaidLunch: row.unpaidLunch,
    status: row.status,
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
