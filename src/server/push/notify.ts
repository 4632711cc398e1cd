// The one place an event tells a user: its e-mail (as each feature sends today) and its push, each
// only when the user's notification grid leaves that channel on. Call it inside the transaction
// of the change it reports, where the feature queued its e-mail before.
import type { NotificationEvent } from '../../shared/notifications';
import type { PushPayload } from '../../shared/push-payload';
import { type EmailMessage, enqueueEmail } from '../email/outbox';
import { prepared } from '../db/prepared';
import { enqueuePush } from './outbox';
import type { Db } from '../db/client';
import { type RecipientFacts, recipientFacts } from './preferences';

export interface Notice {
  userId: number;
  event: NotificationEvent;
  /** The event's e-mail, if it sends one. */
  email?: EmailMessage;
  /** The event's push; `preview` is false when the user hides previews: leave out what anyone wrote. */
  push?: (preview: boolean) => PushPayload;
  /** Collapses pushes: a later one of the same topic replaces one not yet delivered (a thread). */
  topic?: string;
}

/**
 * Queues the notice's e-mail and push as the user's grid allows. Call it with the database inside
 * the change's transaction (the connection is one, so the rows commit or roll back with it).
 */
export function notify(db: Db, notice: Notice, now: number): void {
  const prefs = recipientFacts(db, notice.userId);
  if (notice.email && !prefs.emailOff.has(notice.event)) enqueueEmail(db, notice.email, now);
  pushIfOn(db, prefs, notice, now);
}

/** The push half of notify(), for a recipient whose grid was already read (a batch: batch-grid.ts). */
export function pushIfOn(db: Db, prefs: RecipientFacts, notice: Pick<Notice, 'userId' | 'event' | 'push' | 'topic'>, now: number): void {
  // A user with no device subscribed gets no row: nothing would ever deliver it.
  if (notice.push && !prefs.pushOff.has(notice.event) && prefs.hasDevice) {
    enqueuePush(db, { userId: notice.userId, event: notice.event, payload: notice.push(!prefs.hidePreviews), topic: notice.topic }, now);
  }
}

/** Of `userIds`, those with at least one device subscribed, in one statement. */
function usersWithDevice(db: Db, userIds: readonly number[]): Set<number> {
  const statement = prepared(db, 'notify-users-with-device', () =>
    // Raw on purpose: the ids go in as one JSON array, whatever their number.
    db.$client.prepare<{ userId: number }, [string]>(
      'SELECT DISTINCT user_id AS userId FROM push_subscriptions WHERE user_id IN (SELECT value FROM json_each(?))',
    ),
  );
  return new Set(statement.all(JSON.stringify(userIds)).map((row) => row.userId));
}

/**
 * notify() for many push-only notices (a job's batch): a user without a device would get nothing,
 * so only those with one are looked up one by one, not every recipient of the batch.
 */
export function notifyPushes(db: Db, notices: readonly Omit<Notice, 'email'>[], now: number): void {
  if (!notices.length) return;
  const withDevice = usersWithDevice(db, [...new Set(notices.map((notice) => notice.userId))]);
  for (const notice of notices) if (withDevice.has(notice.userId)) notify(db, notice, now);
}

/** Cuts what someone wrote to a notification's length. */
export function previewOf(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
