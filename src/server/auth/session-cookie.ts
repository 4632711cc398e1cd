// Reading and writing the session cookie. Done on the raw headers rather than through Elysia's
// cookie inference, which cannot see cookie use once the binary is minified.
import { LIVE_COOKIE } from '../../shared/live-cookie';
import { SESSION_COOKIE } from './sessions';
import type { AppDeps } from '../context';

/** The raw session cookie value of a request, if any. */
export function readSessionCookie(request: Request): string | undefined {
  const header = request.headers.get('cookie');
  if (!header?.includes(SESSION_COOKIE)) return undefined;
  return new Bun.CookieMap(header).get(SESSION_COOKIE) ?? undefined;
}

/**
 * The Set-Cookie header values that store a session until `expire`: the session cookie, then the
 * live cookie scripts may read (src/shared/live-cookie.ts), which holds no secret and lives as long.
 */
export function sessionCookieHeader(deps: AppDeps, value: string, expire: number): string[] {
  const options = { sameSite: 'lax', secure: deps.config.secureCookies, path: '/', expires: new Date(expire) } as const;
  return [new Bun.Cookie(SESSION_COOKIE, value, { ...options, httpOnly: true }).serialize(), new Bun.Cookie(LIVE_COOKIE, '1', options).serialize()];
}

/** The Set-Cookie header values that remove the session cookie and the live cookie. */
export function clearedSessionCookieHeader(deps: AppDeps): string[] {
  const options = { sameSite: 'lax', secure: deps.config.secureCookies, path: '/', maxAge: 0 } as const;
  return [new Bun.Cookie(SESSION_COOKIE, '', { ...options, httpOnly: true }).serialize(), new Bun.Cookie(LIVE_COOKIE, '', options).serialize()];
}
