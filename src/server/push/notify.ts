// The one place an event tells a user: its e-mail (as each feature sends today) and its push, each
// only when the user's notification grid leaves that channel on. Call it inside the transaction
// of the change it reports, where the feature queued its e-mail before.
import type { NotificationEvent } from '../../shared/notifications';
import type { PushPayload } from '../../shared/push-payload';
import { type EmailMessage, enqueueEmail } from '../email/outbox';
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

/** Cuts what someone wrote to a notification's length. */
export function previewOf(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
