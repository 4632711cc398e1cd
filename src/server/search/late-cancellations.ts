// Late cancellations on the search cards (issue 11): the times of a user's cancellations under
// 48 h before the start, kept by the in-memory indexes rather than a count, so one older than
// 12 months drops off the card at the next search without any write.
import { LATE_CANCELLATION_WINDOW_MS } from '../../shared/bookings';
import type { Db } from '../db/client';
import { DAY_MS } from '../../shared/time';

type Role = 'clinic' | 'relief_vet';

/** The earliest time an index loaded on `today` must keep (a day early: `today` is US time). */
function keptSince(today: string): number {
  return Date.parse(`${today}T00:00:00Z`) - LATE_CANCELLATION_WINDOW_MS - DAY_MS;
}

/** Every late cancellation of this role in the window, per canceller, oldest first. */
export function allLateCancellations(db: Db, role: Role, today: string): Map<number, number[]> {
  const byUser = new Map<number, number[]>();
  const rows = db.$client
    .query<{ userId: number; at: number }, [string, number]>(
      `SELECT cancelled_by_user_id AS userId, created_at AS at FROM shift_cancellations
        WHERE cancelled_by_role = ? AND is_late = 1 AND created_at > ? ORDER BY created_at`,
    )
    .all(role, keptSince(today));
  for (const { userId, at } of rows) {
    const times = byUser.get(userId);
    if (times) times.push(at);
    else byUser.set(userId, [at]);
  }
  return byUser;
}

/** One user's late cancellations in the window, oldest first. */
export function lateCancellationsOf(db: Db, userId: number, today: string): number[] {
  return db.$client
    .query<{ at: number }, [number, number]>(
      'SELECT created_at AS at FROM shift_cancellations WHERE cancelled_by_user_id = ? AND created_at > ? AND is_late = 1 ORDER BY created_at',
    )
    .all(userId, keptSince(today))
    .map((row) => row.at);
}

/** How many of these times fall in the 12 months before `now`. */
export function countWithinWindow(times: readonly number[], now: number): number {
  const since = now - LATE_CANCELLATION_WINDOW_MS;
  let count = 0;
  for (const at of times) if (at > since) count++;
  return count;
}
