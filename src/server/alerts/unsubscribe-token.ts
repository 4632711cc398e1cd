// The one-click unsubscribe link of every alert: a token signed with the app's session secret
// naming the user and the alert kind, so it works without signing in and cannot be forged for
// someone else. It does not expire: an e-mail read months later must still unsubscribe.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ALERT_KINDS, type AlertKind } from '../../shared/alerts';

/** A distinct key per purpose, so a token of this kind is worth nothing elsewhere. */
function signature(secret: string, payload: string): string {
  return createHmac('sha256', `alerts-unsubscribe:${secret}`).update(payload).digest('base64url').slice(0, 32);
}

/** `{userId}.{kind}.{signature}` */
export function unsubscribeToken(secret: string, userId: number, kind: AlertKind): string {
  const payload = `${userId}.${kind}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** Who and what the token unsubscribes, or null when it is malformed or not ours. */
export function readUnsubscribeToken(secret: string, token: string): { userId: number; kind: AlertKind } | null {
  const match = /^([1-9]\d{0,15})\.([a-z]+)\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  const [, id, kind, given] = match;
  if (!(ALERT_KINDS as readonly string[]).includes(kind!)) return null;
  const expected = Buffer.from(signature(secret, `${id}.${kind}`));
  if (!timingSafeEqual(expected, Buffer.from(given!))) return null;
  return { userId: Number(id), kind: kind as AlertKind };
}
