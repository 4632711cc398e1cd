// The unread count behind the Messages badge: a sum over the user's conversation rows, which the
// message service keeps in step, so it costs one row per partner, never a scan of the history.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { NavCounts } from '../../shared/messages';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { conversations } from '../db/schema';

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

/** What the navigation badges show (GET /api/counts and the socket's 'counts'). */
export function navCounts(db: Db, userId: number): NavCounts {
  return { unreadMessages: unreadMessageCount(db, userId) };
}
