// The unread count behind the Messages badge: a sum over the user's conversation rows, which the
// message service keeps in step, so it costs one row per partner, never a scan of the history.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { NavCounts } from '../../shared/messages';
import { earliestUsToday } from '../../shared/shifts';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { conversations, type User } from '../db/schema';
import { toDoList } from '../hours/to-do';

export function unreadMessageCount(db: Db, userId: number): number {
  const row = prepared(db, 'unread-message-count', () =>
    db
      .select({ total: sql<number>`coalesce(sum(${conversations.unreadCount}), 0)` })
      .from(conversations)
      .where(and(eq(conversations.userId, sql.placeholder('userId')), gt(conversations.unreadCount, 0)))
      .prepare(),
  ).get({ userId });
  return row?.total ?? 0;
}

/**
 * What waits on /bookings: applications to a clinic's shifts; summaries a vet may still answer
 * and clinics' requests for the vet's posted dates that have not passed.
 * A user id is a clinic or a vet, never both, so the two counts add up without asking which.
 */
export function pendingBookingCount(db: Db, userId: number, now: number): number {
  // query(): bun:sqlite prepares it once and keeps it.
  const row = db.$client
    .query<{ total: number }, [number, number, string]>(
      `SELECT (SELECT count(*) FROM booking_requests WHERE clinic_id = ?1 AND status = 'pending')
            + (SELECT count(*) FROM booking_summaries WHERE vet_user_id = ?1 AND status IN ('pending', 'edited') AND expires_at > ?2)
            + (SELECT count(*) FROM availability_requests r JOIN vet_availability p ON p.id = r.availability_posting_id
                WHERE r.vet_id = ?1 AND r.status = 'pending' AND p.available_date >= ?3) AS total`,
    )
    .get(userId, now, earliestUsToday(now));
  return row?.total ?? 0;
}

/** What the navigation badges show (GET /api/counts and the socket's 'counts'): the bookings badge adds the To do list's items. */
export function navCounts(db: Db, userId: number, now: number): NavCounts {
  const pending = pendingBookingCount(db, userId, now);
  const user = db.$client.query<{ userType: User['userType'] }, [number]>('SELECT user_type AS userType FROM users WHERE id = ?').get(userId);
  const toDo = user ? toDoList(db, { id: userId, userType: user.userType }, now).count : 0;
  return { unreadMessages: unreadMessageCount(db, userId), pendingBookings: pending + toDo };
}
