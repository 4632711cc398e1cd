// Storing a message as part of another feature's change (a booking summary sent, answered,
// edited): the same three writes as sendMessage in service.ts — the message and the pair's two
// `conversations` rows — but inside the caller's transaction, so the message stands or falls
// with the change it reports. The caller checks who may write to whom, and publishes
// `message.sent` once its transaction commits.
import { threadIdOf } from '../../shared/messages';
import type { Db } from '../db/client';
import type { MessageRow } from '../db/schema';

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

/** Must run inside a write transaction. Answers the stored row. */
export function storeMessage(db: Db, { fromUserId, toUserId, content, now, emailed = false }: StoredMessageInput): MessageRow {
  const sqlite = db.$client;
  const threadId = threadIdOf(fromUserId, toUserId);
  // query(): bun:sqlite prepares each once and keeps it.
  const { id } = sqlite
    .query<{ id: number }, [number, number, string, string, number | null, number]>(
      'INSERT INTO messages (from_user_id, to_user_id, thread_id, content, noticed_at, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
    )
    .get(fromUserId, toUserId, threadId, content, emailed ? now : null, now)!;
  sqlite
    .query<never, [number, number, number]>(
      'INSERT INTO conversations (user_id, partner_id, last_message_id) VALUES (?, ?, ?) ON CONFLICT (user_id, partner_id) DO UPDATE SET last_message_id = excluded.last_message_id',
    )
    .run(fromUserId, toUserId, id);
  sqlite
    .query<never, [number, number, number]>(
      'INSERT INTO conversations (user_id, partner_id, last_message_id, unread_count) VALUES (?, ?, ?, 1) ON CONFLICT (user_id, partner_id) DO UPDATE SET last_message_id = excluded.last_message_id, unread_count = unread_count + 1',
    )
    .run(toUserId, fromUserId, id);
  return { id, fromUserId, toUserId, threadId, content, isRead: false, readAt: null, noticedAt: emailed ? now : null, createdAt: now };
}
