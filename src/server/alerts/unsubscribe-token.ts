// The one-click unsubscribe link of every alert: a token signed with the database's link key
// (email/link-signing-key.ts) naming the user and the alert kind, so it works without signing in,
// cannot be forged for someone else, and survives a backup restored elsewhere. It does not
// expire: an e-mail read months later must still unsubscribe.
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

/**
 * Who and what the token unsubscribes, or null when it is malformed or signed by none of `secrets`
 * (the link key, then the session secret that signed the links sent before the link key existed).
 */
export function readUnsubscribeToken(secrets: readonly string[], token: string): { userId: number; kind: AlertKind } | null {
  const match = /^([1-9]\d{0,15})\.([a-z]+)\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  const [, id, kind, given] = match;
  if (!(ALERT_KINDS as readonly string[]).includes(kind!)) return null;
  const signed = Buffer.from(given!);
  if (!secrets.some((secret) => timingSafeEqual(Buffer.from(signature(secret, `${id}.${kind}`)), signed))) return null;
  return { userId: Number(id), kind: kind as AlertKind };
}
