// The guards every route declares: one named plugin whose macros resolve the caller and refuse
// the request before anything it sent is validated. Ownership (a clinic edits only its own shifts) stays in
// the services; who may call at all is decided here, once.
import type { Server } from 'bun';
import { Elysia } from 'elysia';
import { ACCESS_ERRORS } from '../../shared/access';
import type { UserType } from '../../shared/constants';
import { type AdminCaller, findAdminSession } from '../admin/session';
import type { AppDeps } from '../context';
import { clientIp } from '../http/client-ip';
import { AppError } from '../http/errors';
import { type Caller, callerAccess, resolveCaller } from './caller';

const KIND_ERRORS: Record<UserType, AppError> = {
  clinic: new AppError(403, 'This is only available to clinic accounts', 'CLINIC_ONLY'),
  relief_vet: new AppError(403, 'This is only available to relief veterinarian accounts', 'VET_ONLY'),
};

const SUBSCRIBE_NEEDS_PROFILE = new AppError(403, 'Please complete your clinic profile first, then try subscribing again.', 'PROFILE_REQUIRED');

const ADMIN_REQUIRED = new AppError(401, 'Admin authentication required', 'ADMIN_UNAUTHENTICATED');

function signedIn(deps: AppDeps, request: Request, headers: Record<string, unknown>): Caller {
  const caller = resolveCaller(deps, request, headers);
  if (!caller) throw new AppError(401, 'Not authenticated', 'UNAUTHENTICATED');
  return caller;
}

/** Signed in, of the given kind when one is asked for, and through the access gate (spec 1 §4). */
function marketplaceCaller(deps: AppDeps, request: Request, headers: Record<string, unknown>, kind?: UserType) {
  const caller = signedIn(deps, request, headers);
  if (kind && caller.user.userType !== kind) throw KIND_ERRORS[kind];
  const { access, profile } = callerAccess(deps, caller);
  if (access !== 'ok') throw new AppError(403, ACCESS_ERRORS[access].message, ACCESS_ERRORS[access].code);
  // Passing the gate means the profile exists; routes use it rather than loading it again.
  return { caller, profile: profile! };
}

/** What a guard found, kept from its check (before validation) to the handler's context. */
const admitted = new WeakMap<Request, object>();

/**
 * A macro that refuses the request before anything it sent is validated: `check` runs in the
 * transform phase, which Elysia runs before it validates params, query and body, and what it
 * returns reaches the handler's context through `resolve`. So a visitor gets 401 and a caller of
 * the wrong kind 403 whatever the body or path says (see docs/decisions/0013).
 */
function guard<T extends object>(check: (context: { request: Request; set: { headers: Record<string, unknown> }; server: Server<unknown> | null }) => T) {
  return {
    transform(context: { request: Request; set: { headers: Record<string, unknown> }; server: Server<unknown> | null }) {
      admitted.set(context.request, check(context));
    },
    resolve({ request }: { request: Request }): T {
      return admitted.get(request) as T;
    },
  };
}

/**
 * `{ requireUser: true }` signed in (`'clinic'` / `'relief_vet'`: of that account kind, e.g. to
 * create its profile before the gate); `{ requireAccess: true }` past the access gate;
 * `{ requireClinic: true }` / `{ requireVet: true }` past the gate and of that kind;
 * `{ requireClinicProfile: true }` a clinic with its profile, subscribed or not. Each puts
 * `caller` (and, past the gate, `profile`) in the handler's context. `{ requireAdmin: true }`
 * needs the admin panel's own session (admin/session.ts), whoever is signed in as a user or not,
 * and puts `admin` (its session and the caller's address, for the audit log) in the context.
 */
export function authGuards(deps: AppDeps) {
  return new Elysia({ name: 'auth-guards' }).macro({
    requireUser: (kind: true | UserType) =>
      guard(({ request, set }) => {
        const caller = signedIn(deps, request, set.headers);
        if (kind !== true && caller.user.userType !== kind) throw KIND_ERRORS[kind];
        return { caller };
      }),
    // A clinic account with its profile, before the subscription gate: the calls that subscribe.
    requireClinicProfile: guard(({ request, set }) => {
      const caller = signedIn(deps, request, set.headers);
      if (caller.user.userType !== 'clinic') throw KIND_ERRORS.clinic;
      const { access, profile } = callerAccess(deps, caller);
      if (access === 'profile_required') throw SUBSCRIBE_NEEDS_PROFILE;
      return { caller, profile: profile! };
    }),
    requireAccess: guard(({ request, set }) => marketplaceCaller(deps, request, set.headers)),
    requireClinic: guard(({ request, set }) => marketplaceCaller(deps, request, set.headers, 'clinic')),
    requireVet: guard(({ request, set }) => marketplaceCaller(deps, request, set.headers, 'relief_vet')),
    requireAdmin: guard(({ request, server }): { admin: AdminCaller } => {
      const session = findAdminSession(deps.db, request, deps.clock());
      if (!session) throw ADMIN_REQUIRED;
      return { admin: { ...session, ip: clientIp(request, server, deps.config.TRUST_PROXY) } };
    }),
  });
}
