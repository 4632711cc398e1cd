// The session cookie's attributes, in one place.
import { SESSION_COOKIE } from '../auth/sessions';
import type { AppDeps } from '../context';

export function sessionCookieOptions(deps: AppDeps, value: string, expire: number) {
  return {
    value,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.config.secureCookies,
    path: '/',
    expires: new Date(expire),
  };
}

export function clearedSessionCookie(deps: AppDeps) {
  return { value: '', httpOnly: true, sameSite: 'lax' as const, secure: deps.config.secureCookies, path: '/', expires: new Date(0), maxAge: 0 };
}

export { SESSION_COOKIE };
