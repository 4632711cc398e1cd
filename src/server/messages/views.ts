// Messages as the API shows them (spec 2 §3): each with its sender and recipient embedded. The
// people of a page are read in one query, whatever the number of messages.
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { ConversationMessage, Message, MessageUser } from '../../shared/messages';
import type { Db } from '../db/client';
import { fastSelect } from '../db/fast-select';
import { prepared } from '../db/prepared';
import { isoTime } from './messages-json';
import { peopleCache } from './people-cache';
import { clinicProfiles, conversations, type MessageRow, messages, users } from '../db/schema';

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  profileImageUrl: users.profileImageUrl,
  clinicName: clinicProfiles.clinicName,
};
type PersonRow = { clinicName: string | null } & Omit<MessageUser, 'clinicProfile'>;
const toMessageUser = ({ clinicName, ...user }: PersonRow): MessageUser => ({ ...user, clinicProfile: clinicName === null ? null : { clinicName } });

/**
 * The embedded people, by id: name, kind, photo and, for clinics, the clinic's name. From the
 * people cache; those it lacks are read with one prepared statement (the ids as a JSON array).
 */
export function messageUsers(db: Db, ids: Iterable<number>): Map<number, MessageUser> {
  const cache = peopleCache(db);
  const { found, missing } = cache.lookup([...new Set(ids)]);
  if (missing.length === 0) return found;
  const loaded = prepared(db, 'message-users', () =>
    db
      .select(personColumns)
      .from(users)
      .leftJoin(clinicProfiles, eq(clinicProfiles.userId, users.id))
      .where(inArray(users.id, sql`(SELECT value FROM json_each(${sql.placeholder('ids')}))`))
      .prepare(),
  )
    .all({ ids: JSON.stringify(missing) })
    .map(toMessageUser);
  cache.store(loaded);
  for (const person of loaded) found.set(person.id, person);
  return found;
}

const iso = (ms: number | null) => (ms === null ? null : isoTime(ms));

/** Rows as API messages, in the order given. */
export function toMessages(db: Db, rows: MessageRow[]): Message[] {
  const people = messageUsers(
    db,
    rows.flatMap((row) => [row.fromUserId, row.toUserId]),
  );
  return rows.map((row) => ({ ...toConversationMessage(row), fromUser: people.get(row.fromUserId)!, toUser: people.get(row.toUserId)! }));
}

/** Message rows by id (any order), with one prepared statement whatever their number. */
export function messageRows(db: Db, ids: number[]): MessageRow[] {
  if (ids.length === 0) return [];
  return prepared(db, 'messages-by-ids', () =>
    db
      .select()
      .from(messages)
      .where(inArray(messages.id, sql`(SELECT value FROM json_each(${sql.placeholder('ids')}))`))
      .prepare(),
  ).all({ ids: JSON.stringify(ids) });
}

/** Messages by id, in the order given, with their people. */
export function loadMessages(db: Db, ids: number[]): Message[] {
  const byId = new Map(messageRows(db, ids).map((row) => [row.id, row]));
  return toMessages(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

/** A conversation's last message, without the people (the list row names the partner). */
export function toConversationMessage(row: Omit<MessageRow, 'noticedAt'>): ConversationMessage {
  return {
    id: row.id,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    content: row.content,
    createdAt: isoTime(row.createdAt),
    isRead: row.isRead,
    readAt: iso(row.readAt),
    threadId: row.threadId,
  };
}

/** One message with its people (the live socket pushes it), or undefined when there is none. */
export function loadMessage(db: Db, id: number): Message | undefined {
  return loadMessages(db, [id])[0];
}

/**
 * A message as a page reads it: its thread is the page's (a thread page's, or a conversation's
 * pair), so not read again, and nothing the API does not show.
 */
export type PageMessage = Omit<MessageRow, 'noticedAt' | 'threadId'>;

/** A row of the conversation list: the reader's `conversations` row with its last message. */
export type ConversationRow = PageMessage & { partnerId: number; unreadCount: number };

/**
 * The reader's conversations whose last message is older than `before`, the most recent first,
 * each joined with that message: one statement through fastSelect, as the thread page's rows (the
 * list is read on every visit and poll; two statements and drizzle's row mapping were half its
 * time). The recipient is whichever of the pair did not send it.
 */
export function conversationRows(db: Db, readerId: number, before: number, limit: number): ConversationRow[] {
  const c = conversations;
  const m = messages;
  const reader = sql.placeholder('reader');
  const fields = {
    partnerId: c.partnerId,
    unreadCount: c.unreadCount,
    id: m.id,
    fromUserId: m.fromUserId,
    toUserId: sql<number>`CASE WHEN ${m.fromUserId} = ${reader} THEN ${c.partnerId} ELSE ${reader} END`,
    content: m.content,
    isRead: m.isRead,
    readAt: m.readAt,
    createdAt: m.createdAt,
  };
  return prepared(db, 'conversation-rows', () =>
    fastSelect(
      db,
      fields,
      db
        .select(fields)
        .from(c)
        .innerJoin(m, eq(m.id, c.lastMessageId))
        .where(and(eq(c.userId, reader), lt(c.lastMessageId, sql.placeholder('before'))))
        .orderBy(desc(c.lastMessageId))
        .limit(sql.placeholder('limit')),
    ),
  )({ reader: readerId, before, limit });
}
