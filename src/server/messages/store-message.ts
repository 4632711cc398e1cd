// Storing a message: the message and the pair's two `conversations` rows, the one place they are
// written. A send (service.ts) runs it in its own transaction; another feature's change (a
// booking summary sent, answered, edited) runs it inside the change's transaction, so the message
// stands or falls with the change it reports. The caller checks who may write to whom, and
// publishes `message.sent` once its transaction commits.
import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { threadIdOf } from '../../shared/messages';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { conversations, type MessageRow, messages } from '../db/schema';

export interface StoredMessageInput {
  fromUserId: number;
  toUserId: number;
  content: string;
  now: number;
  /**
   * The change already e-mails the recipient about it: the message is stored as noticed, so the
   * unread-message e-mail (unread-email.ts) does not tell them a second time.
   */
  emailed?: boolean;
}

/** The value the insert proposed for `column`, in an ON CONFLICT update. */
const excluded = (column: SQLiteColumn): SQL => sql`excluded.${sql.identifier(column.name)}`;

/** The three writes, prepared once: sending is the messages' most frequent write. */
function storeStatements(db: Db) {
  const pair = { userId: sql.placeholder('userId'), partnerId: sql.placeholder('partnerId'), lastMessageId: sql.placeholder('messageId') };
  const target = [conversations.userId, conversations.partnerId];
  return prepared(db, 'store-message', () => ({
    insert: db
      .insert(messages)
      .values({
        fromUserId: sql.placeholder('fromUserId'),
        toUserId: sql.placeholder('toUserId'),
        threadId: sql.placeholder('threadId'),
        content: sql.placeholder('content'),
        noticedAt: sql.placeholder('noticedAt'),
        createdAt: sql.placeholder('now'),
      })
      .returning({ id: messages.id })
      .prepare(),
    senderSide: db
      .insert(conversations)
      .values(pair)
      .onConflictDoUpdate({ target, set: { lastMessageId: excluded(conversations.lastMessageId) } })
      .prepare(),
    recipientSide: db
      .insert(conversations)
      .values({ ...pair, unreadCount: 1 })
      .onConflictDoUpdate({
        target,
        set: { lastMessageId: excluded(conversations.lastMessageId), unreadCount: sql`${conversations.unreadCount} + 1` },
      })
      .prepare(),
  }));
}

/** Must run inside a write transaction. Answers the stored row. */
export function storeMessage(db: Db, { fromUserId, toUserId, content, now, emailed = false }: StoredMessageInput): MessageRow {
  const statements = storeStatements(db);
  const threadId = threadIdOf(fromUserId, toUserId);
  const noticedAt = emailed ? now : null;
  const { id } = statements.insert.get({ fromUserId, toUserId, threadId, content, noticedAt, now })!;
  statements.senderSide.run({ userId: fromUserId, partnerId: toUserId, messageId: id });
  statements.recipientSide.run({ userId: toUserId, partnerId: fromUserId, messageId: id });
  return { id, fromUserId, toUserId, threadId, content, isRead: false, readAt: null, noticedAt, createdAt: now };
}
