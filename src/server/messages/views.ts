// Messages as the API shows them (spec 2 §3): each with its sender and recipient embedded. The
// people of a page are read in one query, whatever the number of messages.
import { eq, inArray } from 'drizzle-orm';
import type { Message, MessageUser } from '../../shared/messages';
import type { Db } from '../db/client';
import { clinicProfiles, type MessageRow, messages, users } from '../db/schema';

/** The embedded people, by id: name, kind, photo and, for clinics, the clinic's name. */
export function messageUsers(db: Db, ids: Iterable<number>): Map<number, MessageUser> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      profileImageUrl: users.profileImageUrl,
      clinicName: clinicProfiles.clinicName,
    })
    .from(users)
    .leftJoin(clinicProfiles, eq(clinicProfiles.userId, users.id))
    .where(inArray(users.id, wanted))
    .all();
  return new Map(rows.map(({ clinicName, ...user }) => [user.id, { ...user, clinicProfile: clinicName === null ? null : { clinicName } }] as const));
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Rows as API messages, in the order given. */
export function toMessages(db: Db, rows: MessageRow[]): Message[] {
  const people = messageUsers(
    db,
    rows.flatMap((row) => [row.fromUserId, row.toUserId]),
  );
  return rows.map((row) => ({
    id: row.id,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    content: row.content,
    createdAt: new Date(row.createdAt).toISOString(),
    isRead: row.isRead,
    readAt: iso(row.readAt),
    threadId: row.threadId,
    fromUser: people.get(row.fromUserId)!,
    toUser: people.get(row.toUserId)!,
  }));
}

export function loadMessages(db: Db, ids: number[]): Message[] {
  if (ids.length === 0) return [];
  const rows = db.select().from(messages).where(inArray(messages.id, ids)).all();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toMessages(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

export function loadMessage(db: Db, id: number): Message | undefined {
  return loadMessages(db, [id])[0];
}
