// Admin panel sessions (issue 13): separate from user sessions, with their own cookie
// (HttpOnly, SameSite=Strict, 8 hours from sign-in, never extended). The cookie carries a random
// token; the table keeps only its SHA-256, so a copy of the database signs nobody in.
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { ADMIN_SESSION_COOKIE, ADMIN_SESSION_MS } from '../../shared/admin';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { adminSessions } from '../db/schema';

/** The signed-in admin of a request: its session (as stored) and the caller's address. */
export interface AdminCaller {
  sid: string;
  ip: string;
  expiresAt: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session for an admin who just gave the password; answers the cookie's token. */
export function createAdminSession(db: Db, ip: string, now: number): { token: string; sid: string; expiresAt: number } {
  const token = randomBytes(32).toString('base64url');
  const sid = hashToken(token);
  const expiresAt = now + ADMIN_SESSION_MS;
  // Sign-ins are rare: forgetting the expired sessions here keeps the table to the live ones.
  db.delete(adminSessions).where(lt(adminSessions.expiresAt, now)).run();
  db.insert(adminSessions).values({ sid, expiresAt, ip, createdAt: now }).run();
  return { token, sid, expiresAt };
}

/** The raw admin cookie of a request, if any. */
function readAdminCookie(request: Request): string | undefined {
  const header = request.headers.get('cookie');
  if (!header?.includes(ADMIN_SESSION_COOKIE)) return undefined;
  return new Bun.CookieMap(header).get(ADMIN_SESSION_COOKIE) ?? undefined;
}

/** The live admin session a request carries, or null (none, unknown, or past its 8 hours). */
export function findAdminSession(db: Db, request: Request, now: number): { sid: string; expiresAt: number } | null {
  const token = readAdminCookie(request);
  if (!token || token.length > 100) return null;
  const row = db
    .select({ sid: adminSessions.sid, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .where(eq(adminSessions.sid, hashToken(token)))
    .get();
  return row && row.expiresAt > now ? row : null;
}

/** Ends the session a request carries, if any. */
export function endAdminSession(db: Db, request: Request): void {
  const token = readAdminCookie(request);
  if (token)
    db.delete(adminSessions)
      .where(eq(adminSessions.sid, hashToken(token)))
      .run();
}

/** The Set-Cookie header value of an admin session: Strict, so no other site's link or form carries it. */
export function adminCookieHeader(deps: Pick<AppDeps, 'config'>, token: string, expiresAt: number): string {
  return new Bun.Cookie(ADMIN_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.secureCookies,
    path: '/api',
    expires: new Date(expiresAt),
  }).serialize();
}

/** The Set-Cookie header value that removes the admin cookie. */
export function clearedAdminCookieHeader(deps: Pick<AppDeps, 'config'>): string {
  return new Bun.Cookie(ADMIN_SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.secureCookies,
    path: '/api',
    maxAge: 0,
  }).serialize();
}
