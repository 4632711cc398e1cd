// The export's messages: each conversation the user has, named by the other party's display name,
// with every message of the thread in order. Conversations and messages are both read a page at a
// time, so a user with 10,000 messages costs one page of memory.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { threadIdOf } from '../../shared/messages';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { conversations, messages, type User } from '../db/schema';
import { streamedArray, streamedObject } from './json-stream';
import type { NameOf } from './names';
import { EXPORT_PAGE_SIZE, isoOrNull, paged } from './pages';

function partnersPage(db: Db) {
  return prepared(db, 'data-export:partners', () =>
    db
      .select({ partnerId: conversations.partnerId })
      .from(conversations)
      .where(and(eq(conversations.userId, sql.placeholder('user')), gt(conversations.partnerId, sql.placeholder('after'))))
      .orderBy(asc(conversations.partnerId))
      .limit(sql.placeholder('limit'))
      .prepare(),
  );
}

// One thread's messages by id, on the (thread, id) index every thread page reads.
function threadPage(db: Db) {
  return prepared(db, 'data-export:thread', () =>
    db
      .select({ id: messages.id, fromUserId: messages.fromUserId, content: messages.content, readAt: messages.readAt, createdAt: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.threadId, sql.placeholder('thread')), gt(messages.id, sql.placeholder('after'))))
      .orderBy(asc(messages.id))
      .limit(sql.placeholder('limit'))
      .prepare(),
  );
}

function threadMessages(db: Db, user: User, partnerId: number) {
  const thread = threadIdOf(user.id, partnerId);
  return paged(
    (after, limit) => threadPage(db).all({ thread, after, limit }),
    (row) => row.id,
  ).map((row) => ({
    id: row.id,
    fromYou: row.fromUserId === user.id,
    content: row.content,
    sentAt: isoOrNull(row.createdAt),
    readAt: isoOrNull(row.readAt),
  }));
}

/** Every conversation of the user: `{ with, messages }`, the messages streamed. */
export function conversationsOf(db: Db, user: User, nameOf: NameOf) {
  return paged(
    (after, limit) => partnersPage(db).all({ user: user.id, after, limit }),
    (row) => row.partnerId,
    EXPORT_PAGE_SIZE,
  ).map(({ partnerId }) =>
    streamedObject(() => [
      ['with', nameOf(partnerId)],
      ['messages', streamedArray(() => threadMessages(db, user, partnerId))],
    ]),
  );
}
