// Who is calling: the session cookie's user or, in demo mode only, a demo account named by the
// spec's x-user-id header / userId query. Routes reach it through the guards (guards.ts).
import { DEMO_ACCOUNTS } from '../../shared/constants';
import { isCanonicalId } from '../../shared/ids';
import { findUserByEmail, findUserById } from './service';
import { extendSession, findSession, sidFromCookie, type SessionRecord } from './sessions';
import type { AppDeps } from '../context';
import type { User } from '../db/schema';
import { accessFrom, loadAccessFacts, type AccessFacts, type AccessState } from './access';
import { callerCache } from './caller-cache';
import { readSessionCookie, sessionCookieHeader } from './session-cookie';

export interface Caller {
  user: User;
  /** Null when the caller is a demo identity rather than a signed-in session. */
  session: SessionRecord | null;
  /** What the access gate depends on, loaded by the first gated request (and cached with the session). */
  facts?: AccessFacts;
}

const DEMO_EMAILS = new Set<string>(Object.values(DEMO_ACCOUNTS).map((account) => account.email));

function demoCaller(deps: AppDeps, request: Request): Caller | null {
  const claimed = request.headers.get('x-user-id') ?? new URL(request.url).searchParams.get('userId');
  // Only the canonical spelling names a demo account: "0x1", "1.0" or " 1" are no one.
  if (!claimed || !isCanonicalId(claimed)) return null;
  const user = findUserById(deps.db, Number(claimed));
  return user && DEMO_EMAILS.has(user.email) ? { user, session: null } : null;
}

/**
 * Resolves the caller of a request, or null for a visitor. When the sliding expiry is pushed
 * forward, the renewed cookie is put in `headers`.
 */
export function resolveCaller(deps: AppDeps, request: Request, headers: Record<string, unknown>): Caller | null {
  const cookie = readSessionCookie(request);
  const sid = sidFromCookie(cookie, deps.sessionSecret);
  const now = deps.clock();
  const caller = sid ? signedInCaller(deps, sid, now) : null;
  if (caller) {
    if (extendSession(deps.db, caller.session, now)) headers['set-cookie'] = sessionCookieHeader(deps, cookie!, caller.session.expire);
    return caller;
  }
  return deps.config.demoMode ? demoCaller(deps, request) : null;
}

/** The live session's caller, from the caller cache or the database. */
function signedInCaller(deps: AppDeps, sid: string, now: number): (Caller & { session: SessionRecord }) | null {
  const cache = callerCache(deps.db);
  const cached = cache.get(sid);
  if (cached) {
    if (cached.session.expire > now) return cached;
    cache.delete(sid);
    return null;
  }
  const session = findSession(deps.db, sid, now);
  const user = session && findUserById(deps.db, session.userId);
  if (!session || !user) return null;
  const caller = { session, user };
  cache.set(sid, caller);
  return caller;
}

/** The caller's access gate now; the facts behind it are loaded once per cached session. */
export function callerAccess(deps: AppDeps, caller: Caller): AccessState {
  caller.facts ??= loadAccessFacts(deps.db, caller.user);
  return accessFrom(caller.user, caller.facts, deps.clock());
}

/** The seeded demo clinic or demo vet (for the dev logins). */
export function findDemoUser(deps: AppDeps, kind: keyof typeof DEMO_ACCOUNTS): User | undefined {
  return findUserByEmail(deps.db, DEMO_ACCOUNTS[kind].email);
}
