// The unread count behind the Messages badge: a sum over the user's conversation rows, which the
// message service keeps in step, so it costs one row per partner, never a scan of the history.
import { and, count, eq, gt, gte, sql } from 'drizzle-orm';
import type { NavCounts } from '../../shared/messages';
import { earliestUsToday } from '../../shared/shifts';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { availabilityRequests, bookingRequests, bookingSummaries, conversations, users, vetAvailability } from '../db/schema';
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
  const row = prepared(db, 'pending-booking-count', () => {
    const user = sql.placeholder('userId');
    const [r, s, a, p] = [bookingRequests, bookingSummaries, availabilityRequests, vetAvailability];
    // The live summaries written as their partial index's own condition (a bound list would re-plan on every run).
    const summaries = db
      .select({ n: count() })
      .from(s)
      .where(and(eq(s.vetUserId, user), sql`${s.status} in ('pending', 'edited')`, gt(s.expiresAt, sql.placeholder('now'))));
    const requests = db
      .select({ n: count() })
      .from(a)
      .innerJoin(p, eq(p.id, a.availabilityPostingId))
      .where(and(eq(a.vetId, user), eq(a.status, 'pending'), gte(p.availableDate, sql.placeholder('today'))));
    // One row whatever matches: the clinic's waiting applications plus the vet's two counts.
    return db
      .select({ total: sql<number>`count(*) + (${summaries}) + (${requests})` })
      .from(r)
      .where(and(eq(r.clinicId, user), eq(r.status, 'pending')))
      .prepare();
  }).get({ userId, now, today: earliestUsToday(now) });
  return row?.total ?? 0;
}

/** What the navigation badges show (GET /api/counts and the socket's 'counts'): the bookings badge adds the To do list's items. */
export function navCounts(db: Db, userId: number, now: number): NavCounts {
  const pending = pendingBookingCount(db, userId, now);
  const user = prepared(db, 'nav-counts-user-type', () =>
    db
      .select({ userType: users.userType })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(),
  ).get({ userId });
  const toDo = user ? toDoList(db, { id: userId, userType: user.userType }, now).count : 0;
  return { unreadMessages: unreadMessageCount(db, userId), pendingBookings: pending + toDo };
}
