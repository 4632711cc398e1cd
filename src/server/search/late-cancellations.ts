// Late cancellations on the search cards (issue 11): the times of a user's cancellations under
// 48 h before the start, kept by the in-memory indexes rather than a count, so one older than
// 12 months drops off the card at the next search without any write.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { LATE_CANCELLATION_WINDOW_MS } from '../../shared/bookings';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { shiftCancellations } from '../db/schema';
import { DAY_MS } from '../../shared/time';

type Role = 'clinic' | 'relief_vet';

/** The earliest time an index loaded on `today` must keep (a day early: `today` is US time). */
function keptSince(today: string): number {
  return Date.parse(`${today}T00:00:00Z`) - LATE_CANCELLATION_WINDOW_MS - DAY_MS;
}

/** Every late cancellation of this role in the window, per canceller, oldest first. */
export function allLateCancellations(db: Db, role: Role, today: string): Map<number, number[]> {
  const byUser = new Map<number, number[]>();
  const rows = prepared(db, 'late-cancellations', () =>
    db
      .select({ userId: shiftCancellations.cancelledByUserId, at: shiftCancellations.createdAt })
      .from(shiftCancellations)
      .where(
        and(
          eq(shiftCancellations.cancelledByRole, sql.placeholder('role')),
          eq(shiftCancellations.isLate, true),
          gt(shiftCancellations.createdAt, sql.placeholder('since')),
        ),
      )
      .orderBy(asc(shiftCancellations.createdAt))
      .prepare(),
  ).all({ role, since: keptSince(today) });
  for (const { userId, at } of rows) {
    const times = byUser.get(userId);
    if (times) times.push(at);
    else byUser.set(userId, [at]);
  }
  return byUser;
}

/** One user's late cancellations in the window, oldest first. */
export function lateCancellationsOf(db: Db, userId: number, today: string): number[] {
  return prepared(db, 'late-cancellations-of', () =>
    db
      .select({ at: shiftCancellations.createdAt })
      .from(shiftCancellations)
      .where(
        and(
          eq(shiftCancellations.cancelledByUserId, sql.placeholder('userId')),
          gt(shiftCancellations.createdAt, sql.placeholder('since')),
          eq(shiftCancellations.isLate, true),
        ),
      )
      .orderBy(asc(shiftCancellations.createdAt))
      .prepare(),
  )
    .all({ userId, since: keptSince(today) })
    .map((row) => row.at);
}

/** How many of these times fall in the 12 months before `now`. */
export function countWithinWindow(times: readonly number[], now: number): number {
  const since = now - LATE_CANCELLATION_WINDOW_MS;
  let count = 0;
  for (const at of times) if (at > since) count++;
  return count;
}
