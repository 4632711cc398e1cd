// The devices a user turned notifications on for. An endpoint is one browser profile's: it
// belongs to one user at a time (subscribing it from another account moves it), a user keeps at
// most MAX_PUSH_SUBSCRIPTIONS (a new one past that replaces the oldest), and signing out on the
// device removes it (the page sends DELETE first).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { MAX_PUSH_SUBSCRIPTIONS, type PushSubscriptionInput } from '../../shared/notifications';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import { AppError } from '../http/errors';

/** A base64url string's byte length, or -1 when it is not one. */
function byteLength(value: string): number {
  try {
    return Buffer.from(value, 'base64url').length;
  } catch {
    return -1;
  }
}

/** Refuses keys no payload could be encrypted to: an uncompressed P-256 point and a 16-byte secret. */
function checkKeys(keys: PushSubscriptionInput['keys']) {
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new AppError(400, 'keys.p256dh must be an uncompressed P-256 public key (65 bytes)', 'VALIDATION');
  if (byteLength(keys.auth) !== 16) throw new AppError(400, 'keys.auth must be 16 bytes', 'VALIDATION');
}

/** Stores (or moves to this user, or refreshes the keys of) a device; answers the user's device count. */
export function subscribe(db: Db, userId: number, input: PushSubscriptionInput, now: number): { subscribed: true; devices: number } {
  checkKeys(input.keys);
  return db.transaction(
    (tx) => {
      const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth };
      const row = tx
        .insert(pushSubscriptions)
        .values({ userId, endpoint: input.endpoint, ...keys, createdAt: now })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, ...keys, createdAt: now } })
        .returning({ id: pushSubscriptions.id })
        .get();
      const mine = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id))
        .all()
        .map((device) => device.id);
      const excess = mine.filter((id) => id !== row.id).slice(0, Math.max(0, mine.length - MAX_PUSH_SUBSCRIPTIONS));
      if (excess.length) tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, excess)).run();
      return { subscribed: true as const, devices: mine.length - excess.length };
    },
    { behavior: 'immediate' },
  );
}

/** Removes one of the user's devices; another user's endpoint is answered like an unknown one. */
export function unsubscribe(db: Db, userId: number, endpoint: string): { unsubscribed: true } {
  const removed = db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id })
    .all();
  if (removed.length === 0) throw new AppError(404, 'This device has no notifications turned on', 'SUBSCRIPTION_NOT_FOUND');
  return { unsubscribed: true };
}
