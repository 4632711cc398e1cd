// Completed shifts (issue 21): booked, ended, hours approved. The figure is kept per user in
// track_records by the migration's triggers on shift_hours, so it is read, never counted.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { trackRecords } from '../db/schema';

/** The user's completed shifts (as the clinic or as the vet). */
export function completedShiftsOf(db: Db, userId: number): number {
  const row = prepared(db, 'completed-shifts-of', () =>
    db
      .select({ n: trackRecords.completedShifts })
      .from(trackRecords)
      .where(eq(trackRecords.userId, sql.placeholder('userId')))
      .prepare(),
  ).get({ userId });
  return row?.n ?? 0;
}
