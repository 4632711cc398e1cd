// The callers the guard-rail tests send requests as: one account per kind of caller of spec 1 §4
// (no profile, no subscription, through the gate), and a raw request sender that leaves the
// body and its content type exactly as given, so a test can send forms and broken JSON too.
import { hashPassword } from '../auth/service';
import { SESSION_COOKIE, cookieValue, createSession } from '../auth/sessions';
import { users, type User } from '../db/schema';
import type { TestApp } from '../testing/harness';
import { PASSWORD } from '../testing/fixtures';
import { DENVER, shift } from '../testing/marketplace';

/**
 * Who calls. `otherClinic` and `otherVet` are a second subscribed clinic and a second vet with a
 * profile: for a route that touches one account's object they are the caller it does not belong to.
 */
export const CALLER_KINDS = ['visitor', 'vetNoProfile', 'vet', 'clinicNoProfile', 'clinicNoSubscription', 'clinic', 'otherClinic', 'otherVet'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

export interface Caller {
  kind: CallerKind;
  /** The account, or null for a visitor. */
  user: User | null;
  /** Headers for one request: a session of its own, so a request that logs out ends only that one. */
  headers(): Record<string, string>;
}

/** A body sent as is: a string goes out with the content type given in the headers. */
export type RawBody = string | FormData | URLSearchParams;

export interface RawRequest {
  method: string;
  path: string;
  body?: RawBody;
  headers?: Record<string, string>;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
}

export const VALID_CLINIC_PROFILE = {
  clinicName: 'Guard Rail Vet',
  ...DENVER,
  description: 'Small-animal practice',
  searchRadius: 25,
  averageAppointmentTime: 20,
};
export const VALID_VET_PROFILE = {
  firstName: 'Rae',
  lastName: 'Guard',
  licenseNumber: 'CO-77',
  experienceYears: 6,
  hourlyRate: 9000,
  ...DENVER,
  bio: 'Relief vet',
  travelRadius: 50,
  isAvailable: true,
  wantsAutoInvites: true,
  inviteRadius: 50,
  specializations: ['general'],
};
/** A shift in the future of the harness clock (2026-11-22). */
export const VALID_SHIFT = { ...shift, notes: 'Bring a stethoscope' };

/** Sends one request to the app with exactly these headers and body. */
export async function send(t: TestApp, request: RawRequest): Promise<RawResponse> {
  const headers = new Headers(request.headers ?? {});
  // A real client states a text body's length; an in-process Request does not add it by itself.
  if (typeof request.body === 'string' && !headers.has('content-length')) headers.set('content-length', String(Buffer.byteLength(request.body)));
  const response = await t.app.handle(new Request(`http://localhost${request.path}`, { method: request.method, headers, body: request.body ?? null }));
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: response.status, headers: response.headers, text, json };
}

/** A JSON request as a browser would send it: the content type only when there is a body. */
export function jsonRequest(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): RawRequest {
  if (body === undefined) return { method, path, headers };
  return { method, path, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } };
}

let accounts = 0;
let sharedHash: Promise<string> | undefined;

/**
 * A new account, written straight to the users table: every caller shares one password hash, as
 * argon2id costs ~120 ms a hash and the matrix needs dozens of accounts. Signing up itself is
 * exercised by the register rows of the matrix.
 */
export async function newAccount(t: TestApp, userType: User['userType']): Promise<User> {
  sharedHash ??= hashPassword(PASSWORD, { memoryKib: 8, timeCost: 1 });
  const now = t.deps.clock();
  const email = `guard-rails-${++accounts}@example.com`;
  return t.deps.db
    .insert(users)
    .values({ email, passwordHash: await sharedHash, firstName: 'Gail', lastName: `Rails${accounts}`, userType, createdAt: now, updatedAt: now })
    .returning()
    .get();
}

/** A new session of the user, as after signing in, and the headers that carry it. */
export function newSession(t: TestApp, user: User): { sid: string; headers: Record<string, string> } {
  const { sid } = createSession(t.deps.db, user.id, t.deps.clock());
  return { sid, headers: { cookie: `${SESSION_COOKIE}=${cookieValue(sid, t.deps.sessionSecret)}` } };
}

/** Headers carrying a new session of the user. */
export function sessionHeaders(t: TestApp, user: User): Record<string, string> {
  return newSession(t, user).headers;
}

/** Sends a JSON call as the user and insists it succeeds (for building a caller's state). */
async function setUp(t: TestApp, user: User, method: string, path: string, body: unknown) {
  const response = await send(t, jsonRequest(method, path, body, sessionHeaders(t, user)));
  if (response.status >= 300) throw new Error(`setting up ${user.email}: ${method} ${path} answered ${response.status} ${response.text}`);
  return response.json;
}

/** A caller of this kind, its profile and subscription made through the API. */
export async function buildCaller(t: TestApp, kind: CallerKind): Promise<Caller> {
  if (kind === 'visitor') return { kind, user: null, headers: () => ({}) };
  const clinic = kind === 'clinicNoProfile' || kind === 'clinicNoSubscription' || kind === 'clinic' || kind === 'otherClinic';
  const user = await newAccount(t, clinic ? 'clinic' : 'relief_vet');
  if (kind === 'vet' || kind === 'otherVet') await setUp(t, user, 'POST', '/api/vet-profiles', VALID_VET_PROFILE);
  if (kind === 'clinicNoSubscription' || kind === 'clinic' || kind === 'otherClinic') {
    await setUp(t, user, 'POST', '/api/clinic-profiles', { ...VALID_CLINIC_PROFILE, clinicName: user.email });
  }
  if (kind === 'clinic' || kind === 'otherClinic') await setUp(t, user, 'POST', '/api/create-fresh-subscription', {});
  return { kind, user, headers: () => sessionHeaders(t, user) };
}

/** One caller of each kind asked for. */
export async function buildCallers<K extends CallerKind>(t: TestApp, kinds: readonly K[]): Promise<Record<K, Caller>> {
  const built = await Promise.all(kinds.map((kind) => buildCaller(t, kind)));
  return Object.fromEntries(built.map((caller) => [caller.kind, caller])) as Record<K, Caller>;
}

/** Posts a shift as the clinic and answers its id. */
export async function postShift(t: TestApp, clinic: Caller): Promise<number> {
  if (!clinic.user) throw new Error('a visitor has no shifts');
  const created = (await setUp(t, clinic.user, 'POST', '/api/shifts', VALID_SHIFT)) as { id: number };
  return created.id;
}
