// A person's track record as cards and profiles show it, read from the kept aggregate
// (track_records, maintained by the migration's triggers) by its primary key: never counted from
// the hours or ratings per request.
import { eq, sql } from 'drizzle-orm';
import { type TrackRecord, trackRecordOf } from '../../shared/shift-day';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { trackRecords } from '../db/schema';

/** The aggregate's columns the cards read. */
export const trackRecordColumns = {
  completedShifts: trackRecords.completedShifts,
  ratingCount: trackRecords.ratingCount,
  starSum: trackRecords.starSum,
};

/** The user's completed shifts and shown rating (none below 3 visible ratings). */
export function trackRecordOfUser(db: Db, userId: number): TrackRecord {
  const statement = prepared(db, 'track-record-of-user', () =>
    db
      .select(trackRecordColumns)
      .from(trackRecords)
      .where(eq(trackRecords.userId, sql.placeholder('userId')))
      .prepare(),
  );
  return trackRecordOf(statement.get({ userId }));
}
