// Server-side sessions: a random id in a signed, HttpOnly cookie and a row in `sessions`.
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { SESSION_LIFETIME_MS } from '../../shared/constants';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { sessions } from '../db/schema';
import { DAY_MS } from '../../shared/time';

export const SESSION_COOKIE = 'vetrelief.sid';
/** Sliding expiry is written at most this often, so reads stay reads. */
const EXTEND_AFTER_MS = DAY_MS;

export interface SessionRecord {
  sid: string;
  userId: number;
  expire: number;
}

function sign(sid: string, secret: string): string {
  return new Bun.CryptoHasher('sha256', secret).update(sid).digest('base64url');
}

export function cookieValue(sid: string, secret: string): string {
  return `${sid}.${sign(sid, secret)}`;
}

// Cookie values whose signature already checked out, per secret: a signed-in browser sends the
// same value on every request, and an HMAC per request showed up under load. Bounded; whether
// the session is still live is asked of the database every time.
const VERIFIED_LIMIT = 10_000;
const verified = new Map<string, Map<string, string>>();

/** The session id inside a cookie value, or null when the signature does not match. */
export function sidFromCookie(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new Map()));
  const cached = known.get(value);
  if (cached !== undefined) return cached;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const sid = value.slice(0, dot);
  const expected = Buffer.from(sign(sid, secret));
  const given = Buffer.from(value.slice(dot + 1));
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  if (known.size >= VERIFIED_LIMIT) known.clear();
  known.set(value, sid);
  return sid;
}

/** Starts a new session for the user (a fresh id on every login: no session fixation). */
export function createSession(db: Db, userId: number, now: number): SessionRecord {
  const sid = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  const expire = now + SESSION_LIFETIME_MS;
  db.insert(sessions)
    .values({ sid, userId, expire, sess: JSON.stringify({ userId }) })
    .run();
  return { sid, userId, expire };
}

/** The live session with this id; expired rows count as absent. */
export function findSession(db: Db, sid: string, now: number): SessionRecord | null {
  const row = prepared(db, 'session-by-sid', () =>
    db
      .select({ sid: sessions.sid, userId: sessions.userId, expire: sessions.expire })
      .from(sessions)
      .where(eq(sessions.sid, sql.placeholder('sid')))
      .prepare(),
  ).get({ sid });
  return row && row.expire > now ? row : null;
}

/** Pushes the expiry 30 days ahead when it was last pushed more than a day ago; returns whether it did. */
export function extendSession(db: Db, session: SessionRecord, now: number): boolean {
  const renewed = now + SESSION_LIFETIME_MS;
  if (renewed - session.expire < EXTEND_AFTER_MS) return false;
  db.update(sessions).set({ expire: renewed }).where(eq(sessions.sid, session.sid)).run();
  session.expire = renewed;
  return true;
}

export function deleteSession(db: Db, sid: string): void {
  db.delete(sessions).where(eq(sessions.sid, sid)).run();
}

/** Ends every session of a user except, optionally, one to keep. */
export function deleteUserSessions(db: Pick<Db, 'delete'>, userId: number, keepSid?: string): void {
  const mine = eq(sessions.userId, userId);
  db.delete(sessions)
    .where(keepSid ? and(mine, ne(sessions.sid, keepSid)) : mine)
    .run();
}

/** Removes expired sessions; returns how many. */
export function purgeExpiredSessions(db: Db, now: number): number {
  return db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid }).all().length;
}
