// GET /api/auth/user is the app's most frequent call (every page load and window focus). Its
// JSON is kept with the cached caller and serialised again only when what it shows changes:
// serialising it was a quarter of the request's time.
import type { AppDeps } from '../context';
import { type Caller, callerAccess } from './caller';
import { toAuthUser } from './service';

const serialised = new WeakMap<Caller, { key: string; json: string }>();

/** The caller's user object as JSON text. A cached caller is a new object after any change to its rows. */
export function authUserJson(deps: AppDeps, caller: Caller): string {
  const state = callerAccess(deps, caller);
  // The only part that moves while the rows stay the same: the gate, as the paid period ends.
  const key = `${state.access}:${state.profile?.kind === 'clinic' ? state.profile.subscriptionActive : ''}`;
  const kept = serialised.get(caller);
  if (kept?.key === key) return kept.json;
  const json = JSON.stringify(toAuthUser(caller.user, state));
  serialised.set(caller, { key, json });
  return json;
}

/**
 * The answer of GET /api/auth/user: the JSON text, typed in the headers Elysia builds the
 * response from (a Response of our own would have the security headers merged into it, which
 * costs what the serialising saved).
 */
export function authUserBody(deps: AppDeps, caller: Caller, headers: Record<string, unknown>): string {
  headers['content-type'] = 'application/json';
  return authUserJson(deps, caller);
}
