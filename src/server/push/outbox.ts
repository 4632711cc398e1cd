// The push outbox: a push is a row written in the same transaction as the change that causes it,
// and the push-delivery job (delivery.ts) sends it to each of the user's devices at least once.
import type { NotificationEvent } from '../../shared/notifications';
import type { PushPayload } from '../../shared/push-payload';
import type { Db } from '../db/client';
import { pushOutbox } from '../db/schema';

type Urgency = 'very-low' | 'low' | 'normal' | 'high';

/**
 * How long a push service keeps each event for a phone that is off, and how urgently it wakes it:
 * a reminder or a message is stale within hours (a reminder wakes the phone at once); a decision,
 * a summary or hours keep for a day or more; an invoice for a week.
 */
export const PUSH_DELIVERY: Record<NotificationEvent, { ttl: number; urgency: Urgency }> = {
  message: { ttl: 60 * 60, urgency: 'normal' },
  reminder: { ttl: 2 * 60 * 60, urgency: 'high' },
  new_shifts: { ttl: 12 * 60 * 60, urgency: 'normal' },
  first_look: { ttl: 12 * 60 * 60, urgency: 'normal' },
  application: { ttl: 24 * 60 * 60, urgency: 'normal' },
  application_decision: { ttl: 24 * 60 * 60, urgency: 'normal' },
  shift_filled: { ttl: 24 * 60 * 60, urgency: 'low' },
  summary: { ttl: 2 * 24 * 60 * 60, urgency: 'normal' },
  hours: { ttl: 3 * 24 * 60 * 60, urgency: 'normal' },
  invoice: { ttl: 7 * 24 * 60 * 60, urgency: 'low' },
};

/** Any drizzle handle that can insert: the database or an open transaction. */
type Writer = Pick<Db, 'insert'>;

export interface QueuedPush {
  userId: number;
  event: NotificationEvent;
  payload: PushPayload;
  /** URL-safe base64 characters, at most 32: a later push of the same topic replaces an undelivered one. */
  topic?: string;
}

/** Queues a push for all of a user's devices; call it inside the transaction of the change it reports. */
export function enqueuePush(db: Writer, push: QueuedPush, now: number): void {
  const { ttl, urgency } = PUSH_DELIVERY[push.event];
  db.insert(pushOutbox)
    .values({ userId: push.userId, event: push.event, payload: push.payload, ttl, urgency, topic: push.topic ?? null, nextAttemptAt: now, createdAt: now })
    .run();
}
