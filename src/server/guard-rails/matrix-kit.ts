// The vocabulary of the authorisation matrix (authorization-matrix.test.ts): who calls, what a
// row sends, and what each guard lets through. Features list their own rows beside their routes
// (e.g. bookings/matrix-rows.ts) with these, and the matrix test runs them all.
import type { User } from '../db/schema';
import type { TestApp } from '../testing/harness';
import type { Caller, CallerKind } from './callers';

/** A status, or a status and the error code that must come with it: `'403 CLINIC_ONLY'`. */
export type Cell = number | `${number} ${string}`;
export type BaseKind = Exclude<CallerKind, 'otherClinic' | 'otherVet'>;
/**
 * One cell per caller. `otherClinic` / `otherVet` are given where the row touches an object of
 * `clinic` / `vet` (a shift, a vet's postings); elsewhere they expect what `clinic` / `vet` do.
 */
export type Expected = Record<BaseKind, Cell> & Partial<Record<'otherClinic' | 'otherVet', Cell>>;

export interface World {
  t: TestApp;
  callers: Record<CallerKind, Caller>;
  /** An account for callers who have none (the visitor) to sign in to or ask a reset for. */
  spare: User;
}

export interface Sent {
  path?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Row {
  route: string;
  /** A valid request for the route as this caller sends it; a GET without query by default. */
  request?: (world: World, caller: Caller) => Sent | Promise<Sent>;
  expect: Expected;
  /** The cells that differ when the server runs in demo mode (the test-only calls). */
  demo?: Partial<Expected>;
  /** The row changes who its callers are (creates a profile, subscribes): it gets callers of its own. */
  changesCallers?: true;
  /**
   * An admin panel row: what the call answers with the admin session (sent by a visitor, so no
   * user session helps). The matrix sends it once more with the admin cookie and expects this.
   */
  admin?: Cell;
}

export const UNAUTHENTICATED = '401 UNAUTHENTICATED';
export const PROFILE_REQUIRED = '403 PROFILE_REQUIRED';
export const SUBSCRIPTION_REQUIRED = '403 SUBSCRIPTION_REQUIRED';
export const CLINIC_ONLY = '403 CLINIC_ONLY';
export const VET_ONLY = '403 VET_ONLY';
export const ADMIN_UNAUTHENTICATED = '401 ADMIN_UNAUTHENTICATED';

/** The codes the guards refuse with (auth/guards.ts): what no invalid input may turn into a 400. */
export const GUARD_REFUSALS = new Set(['UNAUTHENTICATED', 'ADMIN_UNAUTHENTICATED', 'PROFILE_REQUIRED', 'SUBSCRIPTION_REQUIRED', 'CLINIC_ONLY', 'VET_ONLY']);

// What each guard lets through, given the status of those it lets through. Rows spread one and
// override the cells the service answers differently (409 already subscribed, 404 no profile…).
export const everyone = (ok: Cell): Expected => ({ visitor: ok, vetNoProfile: ok, vet: ok, clinicNoProfile: ok, clinicNoSubscription: ok, clinic: ok });
/** requireUser: true */
export const signedIn = (ok: Cell): Expected => ({ ...everyone(ok), visitor: UNAUTHENTICATED });
/** requireUser: 'clinic' (before the access gate: profile and subscription calls) */
export const clinicAccount = (ok: Cell): Expected => ({ ...signedIn(ok), vetNoProfile: CLINIC_ONLY, vet: CLINIC_ONLY });
/** requireUser: 'relief_vet' */
export const vetAccount = (ok: Cell): Expected => ({ ...signedIn(ok), clinicNoProfile: VET_ONLY, clinicNoSubscription: VET_ONLY, clinic: VET_ONLY });
/** requireAccess: past the gate of spec 1 §4 */
export const pastGate = (ok: Cell): Expected => ({
  ...signedIn(ok),
  vetNoProfile: PROFILE_REQUIRED,
  clinicNoProfile: PROFILE_REQUIRED,
  clinicNoSubscription: SUBSCRIPTION_REQUIRED,
});
/** requireClinic */
export const clinicPastGate = (ok: Cell): Expected => ({ ...pastGate(ok), vetNoProfile: CLINIC_ONLY, vet: CLINIC_ONLY });
/** requireVet */
export const vetPastGate = (ok: Cell): Expected => ({ ...pastGate(ok), clinicNoProfile: VET_ONLY, clinicNoSubscription: VET_ONLY, clinic: VET_ONLY });

/** requireAdmin: no user of any kind gets in without the admin session. */
export const adminOnly = (): Expected => everyone(ADMIN_UNAUTHENTICATED);

export const body = (value: unknown): Sent => ({ body: value });

/** Whom a caller may write to: the vet for clinics, the clinic for everyone else. */
export function counterpartOf(world: World, caller: Caller): User {
  return caller.user?.userType === 'clinic' ? world.callers.vet.user! : world.callers.clinic.user!;
}
