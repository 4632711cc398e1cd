// The guards every route declares: one named plugin whose macros resolve the caller and refuse
// the request before the handler runs. Ownership (a clinic edits only its own shifts) stays in
// the services; who may call at all is decided here, once.
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

/**
 * `{ requireUser: true }` signed in (`'clinic'` / `'relief_vet'`: of that account kind, e.g. to
 * create its profile before the gate); `{ requireAccess: true }` past the access gate;
 * `{ requireClinic: true }` / `{ requireVet: true }` past the gate and of that kind. Each puts
 * `caller` (and, past the gate, `profile`) in the handler's context. `{ requireAdmin: true }`
 * needs the admin panel's own session (admin/session.ts), whoever is signed in as a user or not,
 * and puts `admin` (its session and the caller's address, for the audit log) in the context.
 */
export function authGuards(deps: AppDeps) {
  return new Elysia({ name: 'auth-guards' }).macro({
    requireUser: (kind: true | UserType) => ({
      resolve({ request, set }) {
        const caller = signedIn(deps, request, set.headers);
        if (kind !== true && caller.user.userType !== kind) throw KIND_ERRORS[kind];
        return { caller };
      },
    }),
    requireAccess: {
      resolve: ({ request, set }) => marketplaceCaller(deps, request, set.headers),
    },
    requireClinic: {
      resolve: ({ request, set }) => marketplaceCaller(deps, request, set.headers, 'clinic'),
    },
    requireVet: {
      resolve: ({ request, set }) => marketplaceCaller(deps, request, set.headers, 'relief_vet'),
    },
    requireAdmin: {
      resolve({ request, server }): { admin: AdminCaller } {
        const session = findAdminSession(deps.db, request, deps.clock());
        if (!session) throw ADMIN_REQUIRED;
        return { admin: { ...session, ip: clientIp(request, server, deps.config.TRUST_PROXY) } };
      },
    },
  });
}
