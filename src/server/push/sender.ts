// What the push-delivery job sends with: the VAPID keys, the transport and its deadline.
import type { VapidKeys } from './vapid-keys';
import { fetchPushTransport, type PushTransport } from './transport';

export interface PushSender {
  vapid: VapidKeys;
  transport: PushTransport;
  /** How long one push service may take to answer before the push counts as failed and is retried. */
  timeoutMs: number;
  /**
   * Signed VAPID Authorization headers by push service origin, with their expiry (s): signing one
   * per push cost a millisecond each; a token is valid for every push to that service until it expires.
   */
  vapidHeaders: Map<string, { authorization: string; expiresAt: number }>;
}

/** A push service that has not answered in 10 s is not going to: the row is retried later. */
export const PUSH_TIMEOUT_MS = 10_000;

export function createPushSender(vapid: VapidKeys): PushSender {
  return { vapid, transport: fetchPushTransport(), timeoutMs: PUSH_TIMEOUT_MS, vapidHeaders: new Map() };
}
