// Reading and writing the session cookie. Done on the raw headers rather than through Elysia's
// cookie inference, which cannot see cookie use once the binary is minified.
import { SESSION_COOKIE } from './sessions';
import type { AppDeps } from '../context';

/** The raw session cookie value of a request, if any. */
export function readSessionCookie(request: Request): string | undefined {
  const header = request.headers.get('cookie');
  if (!header?.includes(SESSION_COOKIE)) return undefined;
  return new Bun.CookieMap(header).get(SESSION_COOKIE) ?? undefined;
}

/** The Set-Cookie header value that stores a session until `expire`. */
export function sessionCookieHeader(deps: AppDeps, value: string, expire: number): string {
  return new Bun.Cookie(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.secureCookies,
    path: '/',
    expires: new Date(expire),
  }).serialize();
}

/** The Set-Cookie header value that removes the session cookie. */
export function clearedSessionCookieHeader(deps: AppDeps): string {
  return new Bun.Cookie(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: deps.config.secureCookies, path: '/', maxAge: 0 }).serialize();
}
