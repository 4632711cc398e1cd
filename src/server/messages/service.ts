// Messages between a clinic and a vet: send, read a thread (which marks it read), mark one read,
// and the conversation list. Each write keeps the pair's two `conversations` rows in step in the
// same transaction, and is announced on the bus once committed (the socket pushes it on).
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Conversation, Message, MessageUser, SendMessageInput } from '../../shared/messages';
import { CONVERSATIONS_PAGE_SIZE, THREAD_PAGE_SIZE, threadIdOf } from '../../shared/messages';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { conversations, type MessageRow, messages, type User, users } from '../db/schema';
import { fastSelect } from '../db/fast-select';
import { prepared } from '../db/prepared';
import { AppError } from '../http/errors';
import { messageableCounterpart } from './counterpart';
import { pushNewMessage } from './message-push';
import { chargeMessage } from './send-limits';
import { storeMessage } from './store-message';
import { conversationsJson, messagesJson } from './messages-json';
import { type ConversationRow, conversationRows, type PageMessage, loadMessage, loadMessages, messageUsers, toConversationMessage, toMessages } from './views';

type MessageDeps = Pick<AppDeps, 'db' | 'clock' | 'events'>;
type SendDeps = MessageDeps & Pick<AppDeps, 'sendLimits' | 'liveSockets'>;

const NOT_FOUND = () => new AppError(404, 'Message not found', 'MESSAGE_NOT_FOUND');

/**
 * Runs the send's transaction; an account deleted between the recipient check and the insert
 * (its foreign key fails) is answered like an unknown recipient, not as a server error.
 */
function storeUnlessGone(store: () => MessageRow): MessageRow {
  try {
    return store();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY') throw new AppError(404, 'Recipient not found', 'RECIPIENT_NOT_FOUND');
    throw error;
  }
}

/** Stores a message to a clinic or vet the sender may write to, within the sender's budget; 4xx and nothing stored otherwise. */
export function sendMessage({ db, clock, events, sendLimits, liveSockets }: SendDeps, sender: User, input: SendMessageInput): Message {
  const now = clock();
  const recipient = messageableCounterpart(db, sender, input.toUserId, now);
  chargeMessage(db, sendLimits, sender.id, recipient.id);
  // BEGIN IMMEDIATE, as every write here: a deferred transaction that reads first can fail with SQLITE_BUSY.
  const row = storeUnlessGone(() =>
    db.transaction(
      () => {
        const stored = storeMessage(db, { fromUserId: sender.id, toUserId: recipient.id, content: input.content, now });
        pushNewMessage(db, sender, recipient.id, input.content, liveSockets.has(recipient.id), now);
        return stored;
      },
      { behavior: 'immediate' },
    ),
  );
  events.publish({ type: 'message.sent', messageId: row.id, fromUserId: sender.id, toUserId: recipient.id });
  return toMessages(db, [row])[0]!;
}

/** The person at the other end of a thread (its header, before any message exists). */
export function threadPartnerOf(db: Db, reader: User, partnerId: number): MessageUser {
  return threadPeople(db, reader, partnerId).get(partnerId)!;
}

/**
 * The reader and the clinic or vet at the other end of a thread (any existing user of the other
 * kind), as embedded in messages: from the people cache, which forgets a changed or deleted user.
 */
function threadPeople(db: Db, reader: User, partnerId: number): Map<number, MessageUser> {
  const people = messageUsers(db, [reader.id, partnerId]);
  const partner = people.get(partnerId);
  if (!partner || partner.userType === reader.userType) throw new AppError(404, 'Conversation not found', 'CONVERSATION_NOT_FOUND');
  return people;
}

export interface ThreadPage {
  /** Answer the page before this message id (older messages); the newest page without it. */
  before?: number;
  limit?: number;
}

/**
 * A page of the thread with `partnerId`, oldest first, as JSON text (messages-json.ts): the
 * newest `limit` messages (before the cursor, when given). What the reader received in the thread
 * is marked read first, so the page shows it read and the partner's socket hears 'read'.
 */
export function readThread(deps: MessageDeps, reader: User, partnerId: number, page: ThreadPage = {}): string {
  const { db } = deps;
  const people = threadPeople(db, reader, partnerId);
  markThreadRead(deps, reader, partnerId);
  const threadId = threadIdOf(reader.id, partnerId);
  const limit = page.limit ?? THREAD_PAGE_SIZE;
  const rows = threadPageRows(db, threadId, { reader: reader.id, partner: partnerId }, page.before ?? Number.MAX_SAFE_INTEGER, limit);
  return messagesJson(threadId, rows.reverse(), people);
}

/**
 * The newest `limit` messages of a thread before a message id, newest first. Through fastSelect:
 * drizzle's row mapping nearly doubled the query (50 rows: 90 → 50 µs); and only the columns the
 * page shows, the recipient being whichever of the pair did not send it (→ 25 µs).
 */
function threadPageRows(db: Db, threadId: string, pair: { reader: number; partner: number }, before: number, limit: number): PageMessage[] {
  const m = messages;
  const reader = sql.placeholder('reader');
  const fields = {
    id: m.id,
    fromUserId: m.fromUserId,
    toUserId: sql<number>`CASE WHEN ${m.fromUserId} = ${reader} THEN ${sql.placeholder('partner')} ELSE ${reader} END`,
    content: m.content,
    isRead: m.isRead,
    readAt: m.readAt,
    createdAt: m.createdAt,
  };
  return prepared(db, 'thread-page', () =>
    fastSelect(
      db,
      fields,
      db
        .select(fields)
        .from(m)
        .where(and(eq(m.threadId, sql.placeholder('threadId')), lt(m.id, sql.placeholder('before'))))
        .orderBy(desc(m.id))
        .limit(sql.placeholder('limit')),
    ),
  )({ threadId, before, limit, reader: pair.reader, partner: pair.partner });
}

/** `is_read = 0` written as the unread index's own condition: a bound 0 would re-plan the statement on every run. */
const unread = sql`${messages.isRead} = 0`;

/** Whether the reader has anything unread from the partner (one probe of the unread index). */
function hasUnreadFrom(db: Db, readerId: number, partnerId: number): boolean {
  const m = messages;
  const statement = prepared(db, 'has-unread-from', () =>
    db
      .select({ found: sql<number>`1` })
      .from(m)
      .where(and(eq(m.toUserId, sql.placeholder('readerId')), eq(m.fromUserId, sql.placeholder('partnerId')), unread))
      .limit(1)
      .prepare(),
  );
  return statement.get({ readerId, partnerId }) !== undefined;
}

/** Marks read every message `partnerId` sent the reader; announces which, if any. */
function markThreadRead({ db, clock, events }: MessageDeps, reader: User, partnerId: number): void {
  // Reading an already-read thread (most reads, and every poll) writes nothing.
  if (!hasUnreadFrom(db, reader.id, partnerId)) return;
  const readAt = clock();
  const readIds = db.transaction(
    (tx) => {
      const read = tx
        .update(messages)
        .set({ isRead: true, readAt })
        .where(and(eq(messages.toUserId, reader.id), eq(messages.fromUserId, partnerId), eq(messages.isRead, false)))
        .returning({ id: messages.id })
        .all();
      if (read.length) {
        tx.update(conversations)
          .set({ unreadCount: 0 })
          .where(and(eq(conversations.userId, reader.id), eq(conversations.partnerId, partnerId)))
          .run();
      }
      return read.map((row) => row.id);
    },
    { behavior: 'immediate' },
  );
  if (readIds.length) events.publish({ type: 'message.read', readerId: reader.id, partnerId, messageIds: readIds, readAt });
}

/** Marks one message read; only its recipient may (anyone else: 404, as if it did not exist). */
export function markMessageRead({ db, clock, events }: MessageDeps, reader: User, messageId: number): Message {
  const readAt = clock();
  const read = db.transaction(
    (tx) => {
      const row = tx
        .update(messages)
        .set({ isRead: true, readAt })
        .where(and(eq(messages.id, messageId), eq(messages.toUserId, reader.id), eq(messages.isRead, false)))
        .returning()
        .get();
      if (row) {
        tx.update(conversations)
          .set({ unreadCount: sql`max(${conversations.unreadCount} - 1, 0)` })
          .where(and(eq(conversations.userId, reader.id), eq(conversations.partnerId, row.fromUserId)))
          .run();
      }
      return row;
    },
    { behavior: 'immediate' },
  );
  if (read) {
    events.publish({ type: 'message.read', readerId: reader.id, partnerId: read.fromUserId, messageIds: [read.id], readAt });
    return toMessages(db, [read])[0]!;
  }
  const message = loadMessage(db, messageId);
  if (!message || message.toUserId !== reader.id) throw NOT_FOUND();
  return message;
}

/**
 * One row per partner, the most recent conversation first, a page at a time (the newest
 * `limit`, or those whose last message is older than `before`): read from `conversations`,
 * never the history.
 */
export function listConversations(db: Db, user: User, page: ThreadPage = {}): Conversation[] {
  const rows = conversationPage(db, user, page);
  const partners = messageUsers(
    db,
    rows.map((row) => row.partnerId),
  );
  return rows.flatMap((row) => {
    const partner = partners.get(row.partnerId);
    if (!partner) return [];
    const threadId = threadIdOf(user.id, row.partnerId);
    return [{ partner, threadId, lastMessage: toConversationMessage({ ...row, threadId }), unreadCount: row.unreadCount }];
  });
}

/** listConversations as JSON text (messages-json.ts), for GET /api/conversations. */
export function listConversationsJson(db: Db, user: User, page: ThreadPage = {}): string {
  const rows = conversationPage(db, user, page);
  return conversationsJson(
    user.id,
    rows,
    messageUsers(
      db,
      rows.map((row) => row.partnerId),
    ),
  );
}

function conversationPage(db: Db, user: User, page: ThreadPage): ConversationRow[] {
  return conversationRows(db, user.id, page.before ?? Number.MAX_SAFE_INTEGER, page.limit ?? CONVERSATIONS_PAGE_SIZE);
}

/** Unread messages GET /api/messages answers at most (newest first); the badge counts them all. */
export const MAX_UNREAD_LISTED = 1000;

/**
 * GET /api/messages (spec 2 §7): the latest message of each conversation plus the caller's unread
 * ones, newest first. It grows with the number of partners and unread messages, never with the
 * whole history; threads are read page by page from GET /api/messages/{userId}.
 */
export function recentMessages(db: Db, user: User): Message[] {
  const latestIds = listConversations(db, user, { limit: MAX_UNREAD_LISTED }).map((conversation) => conversation.lastMessage.id);
  const unreadIds = prepared(db, 'unread-to', () =>
    db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.toUserId, sql.placeholder('userId')), unread))
      .orderBy(desc(messages.id))
      .limit(sql.placeholder('limit'))
      .prepare(),
  )
    .all({ userId: user.id, limit: MAX_UNREAD_LISTED })
    .map((row) => row.id);
  const ids = [...new Set([...latestIds, ...unreadIds])].sort((a, b) => b - a);
  return loadMessages(db, ids);
}

/** Switches the unread-message e-mails on or off (the caller cache follows the users row's change). */
export function setMessageEmails(db: Db, user: User, on: boolean): { messageEmails: boolean } {
  db.update(users).set({ messageEmails: on, updatedAt: Date.now() }).where(eq(users.id, user.id)).run();
  return { messageEmails: on };
}
