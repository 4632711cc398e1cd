// The authorisation matrix: every /api route the app registers, each kind of caller, the status
// (and error code) it answers, and how to send a row and compare. authorization-matrix.test.ts
// runs it; bench/probe-guards.ts measures the same rows. Requests are valid for their route, so
// what the status shows is permission, not validation; each caller a guard refuses also sends
// invalid ones, which must not change its answer. Billing and demo mode are off unless a row says.
import { PASSWORD, latestResetToken } from '../testing/fixtures';
import type { TestApp } from '../testing/harness';
import { ACCOUNT_MATRIX_ROWS } from '../account/matrix-rows';
import { ACCOUNT_DELETION_MATRIX_ROWS } from '../account-deletion/matrix-rows';
import { ADMIN_MATRIX_ROWS } from '../admin/matrix-rows';
import { ALERT_MATRIX_ROWS } from '../alerts/matrix-rows';
import { ATTENDANCE_MATRIX_ROWS } from '../attendance/matrix-rows';
import { AVAILABILITY_MATRIX_ROWS } from '../availability/matrix-rows';
import { BACKUP_MATRIX_ROWS } from '../backup/matrix-rows';
import { BOOKING_MATRIX_ROWS } from '../bookings/matrix-rows';
import { CALENDAR_MATRIX_ROWS } from '../calendar/matrix-rows';
import { DATA_EXPORT_MATRIX_ROWS } from '../data-export/matrix-rows';
import { EARNINGS_MATRIX_ROWS } from '../earnings/matrix-rows';
import { FAVOURITE_MATRIX_ROWS } from '../favourites/matrix-rows';
import { FIRST_LOOK_MATRIX_ROWS } from '../first-look/matrix-rows';
import { HELP_MATRIX_ROWS } from '../help/matrix-rows';
import { HOURS_MATRIX_ROWS } from '../hours/matrix-rows';
import { INVOICE_MATRIX_ROWS } from '../invoices/matrix-rows';
import { PEOPLE_MATRIX_ROWS } from '../people/matrix-rows';
import { PHOTO_MATRIX_ROWS } from '../photos/matrix-rows';
import { PUSH_MATRIX_ROWS } from '../push/matrix-rows';
import { LICENCE_MATRIX_ROWS } from '../licences/matrix-rows';
import { RATING_MATRIX_ROWS } from '../ratings/matrix-rows';
import { MARKET_MATRIX_ROWS } from '../market/matrix-rows';
import { REFERRAL_MATRIX_ROWS } from '../referrals/matrix-rows';
import { SUMMARY_MATRIX_ROWS } from '../summaries/matrix-rows';
import { STATE_CHANGING } from './api-routes';
import {
  buildCallers,
  CALLER_KINDS,
  type Caller,
  type CallerKind,
  jsonRequest,
  newAccount,
  postShift,
  type RawRequest,
  send,
  VALID_CLINIC_PROFILE,
  VALID_SHIFT,
  VALID_VET_PROFILE,
} from './callers';
import {
  body,
  type Cell,
  clinicAccount,
  clinicPastGate,
  counterpartOf,
  type Expected,
  everyone,
  GUARD_REFUSALS,
  pastGate,
  PROFILE_REQUIRED,
  type Row,
  type Sent,
  signedIn,
  vetAccount,
  vetPastGate,
  type World,
} from './matrix-kit';

let emails = 0;
const uniqueEmail = () => `matrix-${++emails}@example.com`;
const accountOf = (world: World, caller: Caller) => caller.user ?? world.spare;

export const MATRIX: Row[] = [
  // Session and auth (spec 1 §7): open to everyone, signed in or not.
  { route: 'GET /api/config', expect: everyone(200) },
  { route: 'GET /api/auth/user', expect: signedIn(200) },
  { route: 'GET /api/user', expect: signedIn(200) },
  { route: 'POST /api/login', request: (w, c) => body({ email: accountOf(w, c).email, password: PASSWORD }), expect: everyone(200) },
  { route: 'POST /api/simple-login', request: (w, c) => body({ email: accountOf(w, c).email, password: PASSWORD }), expect: everyone(200) },
  { route: 'GET /api/login', expect: everyone(302) },
  {
    route: 'POST /api/register',
    request: () => body({ email: uniqueEmail(), password: PASSWORD, firstName: 'Ann', lastName: 'Lee', userType: 'clinic' }),
    expect: everyone(201),
  },
  {
    route: 'POST /api/simple-register',
    request: () => body({ email: uniqueEmail(), password: PASSWORD, firstName: 'Ann', lastName: 'Lee', userType: 'relief_vet', referralCode: 'FRIEND1' }),
    expect: everyone(201),
  },
  { route: 'POST /api/logout', expect: everyone(200) },
  { route: 'GET /api/logout', expect: everyone(302) },
  { route: 'POST /api/forgot-password', request: (w, c) => body({ email: accountOf(w, c).email }), expect: everyone(200) },
  {
    route: 'POST /api/reset-password/verify',
    request: async (w) => {
      const account = await newAccount(w.t, 'relief_vet');
      await send(w.t, jsonRequest('POST', '/api/forgot-password', { email: account.email }));
      return body({ token: latestResetToken(w.t) });
    },
    expect: everyone(200),
  },
  {
    route: 'POST /api/reset-password',
    request: async (w) => {
      const account = await newAccount(w.t, 'clinic');
      await send(w.t, jsonRequest('POST', '/api/forgot-password', { email: account.email }));
      return body({ token: latestResetToken(w.t), newPassword: 'a-new-password' });
    },
    expect: everyone(200),
  },
  { route: 'POST /api/dev-clinic-login', expect: everyone(404), demo: everyone(200) },
  { route: 'POST /api/dev-vet-login', expect: everyone(404), demo: everyone(200) },

  // Profiles: created and edited by the account's own kind, before the gate.
  {
    route: 'POST /api/clinic-profiles',
    request: () => body(VALID_CLINIC_PROFILE),
    expect: { ...clinicAccount(201), clinicNoSubscription: '409 PROFILE_EXISTS', clinic: '409 PROFILE_EXISTS' },
    changesCallers: true,
  },
  { route: 'PUT /api/clinic-profiles', request: () => body(VALID_CLINIC_PROFILE), expect: { ...clinicAccount(200), clinicNoProfile: '404 PROFILE_NOT_FOUND' } },
  {
    route: 'POST /api/vet-profiles',
    request: () => body(VALID_VET_PROFILE),
    expect: { ...vetAccount(201), vet: '409 PROFILE_EXISTS' },
    changesCallers: true,
  },
  { route: 'PUT /api/vet-profiles', request: () => body(VALID_VET_PROFILE), expect: { ...vetAccount(200), vetNoProfile: '404 PROFILE_NOT_FOUND' } },
  { route: 'GET /api/google-places/autocomplete', request: () => ({ path: '/api/google-places/autocomplete?input=Denver' }), expect: signedIn(200) },
  { route: 'GET /api/google-places/details', request: () => ({ path: '/api/google-places/details?place_id=zip:80202' }), expect: signedIn(200) },

  // Subscription (billing off: subscribing activates at once; Stripe-only calls answer BILLING_OFF).
  { route: 'GET /api/subscription', expect: clinicAccount(200) },
  { route: 'GET /api/subscription-status', expect: clinicAccount(200) },
  {
    route: 'POST /api/create-fresh-subscription',
    request: (_, c) => body({ planType: 'professional', amount: 49, email: c.user?.email, clinicName: 'Guard Rail Vet', forceNew: true, timestamp: 1 }),
    expect: { ...clinicAccount(200), clinicNoProfile: PROFILE_REQUIRED, clinic: '409 ALREADY_SUBSCRIBED' },
    changesCallers: true,
  },
  {
    route: 'POST /api/create-subscription',
    request: () => body({ planType: 'professional', amount: 4900 }),
    expect: { ...clinicAccount(200), clinicNoProfile: PROFILE_REQUIRED, clinic: '409 ALREADY_SUBSCRIBED' },
    changesCallers: true,
  },
  {
    route: 'POST /api/activate-subscription',
    request: () => body({ setupIntentId: 'seti_123', planType: 'professional' }),
    expect: { ...clinicAccount('409 BILLING_OFF'), clinicNoProfile: PROFILE_REQUIRED, clinic: '409 ALREADY_SUBSCRIBED' },
  },
  {
    route: 'POST /api/store-subscription',
    request: () => body({ subscriptionId: 'sub_123', paymentIntentId: 'pi_123' }),
    expect: clinicAccount('409 BILLING_OFF'),
  },
  {
    route: 'POST /api/cancel-subscription',
    request: () => body({}),
    expect: { ...clinicAccount(200), clinicNoProfile: '404 SUBSCRIPTION_NOT_FOUND', clinicNoSubscription: '404 SUBSCRIPTION_NOT_FOUND' },
    changesCallers: true,
  },
  {
    route: 'POST /api/test-activate-subscription',
    expect: clinicAccount(404),
    demo: { clinicNoProfile: PROFILE_REQUIRED, clinicNoSubscription: 200, clinic: 200 },
    changesCallers: true,
  },
  {
    // Stripe's caller is no user: it is answered by the signature alone (404 with billing off).
    route: 'POST /api/stripe/webhook',
    request: () => ({ body: { id: 'evt_1', type: 'invoice.paid', data: { object: {} } }, headers: { 'stripe-signature': 't=1,v1=00' } }),
    expect: everyone(404),
  },

  // Shifts: a subscribed clinic's own; another clinic's shift answers like a missing one.
  { route: 'GET /api/shifts', expect: clinicPastGate(200) },
  { route: 'POST /api/shifts', request: () => body(VALID_SHIFT), expect: clinicPastGate(201) },
  {
    route: 'PATCH /api/shifts/:id',
    request: async (w) => ({ path: `/api/shifts/${await postShift(w.t, w.callers.clinic)}`, body: { ...VALID_SHIFT, notes: 'Edited' } }),
    expect: { ...clinicPastGate(200), otherClinic: '404 SHIFT_NOT_FOUND' },
  },
  {
    route: 'DELETE /api/shifts/:id',
    request: async (w) => ({ path: `/api/shifts/${await postShift(w.t, w.callers.clinic)}` }),
    expect: { ...clinicPastGate(200), otherClinic: '404 SHIFT_NOT_FOUND' },
  },
  { route: 'GET /api/total-opportunities', expect: signedIn(200) },
  { route: 'GET /api/stats', expect: signedIn(200) },

  // Search and availability (spec 2 §7).
  { route: 'GET /api/search-shifts', request: () => ({ path: '/api/search-shifts?radius=50' }), expect: vetPastGate(200) },
  { route: 'GET /api/nearby-vets', request: () => ({ path: '/api/nearby-vets?radius=50' }), expect: clinicPastGate(200) },
  {
    // Any caller past the gate reads a vet's open postings, another vet included.
    route: 'GET /api/vet-availability-by-vet/:vetId',
    request: (w) => ({ path: `/api/vet-availability-by-vet/${w.callers.vet.user!.id}` }),
    expect: { ...pastGate(200), otherVet: 200 },
  },

  // Messages (spec 2 §7): between a clinic and a vet past the gate; a message is marked read by
  // its recipient only (its sender and everyone else: as if it did not exist).
  { route: 'GET /api/conversations', expect: pastGate(200) },
  { route: 'GET /api/messages', expect: pastGate(200) },
  { route: 'GET /api/messages/:userId', request: (w, c) => ({ path: `/api/messages/${counterpartOf(w, c).id}` }), expect: pastGate(200) },
  {
    route: 'GET /api/messages/:userId/partner',
    request: (w, c) => ({ path: `/api/messages/${counterpartOf(w, c).id}/partner` }),
    expect: pastGate(200),
  },
  { route: 'POST /api/messages', request: (w, c) => body({ toUserId: counterpartOf(w, c).id, content: 'Hello there' }), expect: pastGate(201) },
  {
    route: 'PATCH /api/messages/:id/read',
    request: async (w) => {
      const { clinic, vet } = w.callers;
      const sent = await send(w.t, jsonRequest('POST', '/api/messages', { toUserId: vet.user!.id, content: 'Are you free?' }, clinic.headers()));
      return { path: `/api/messages/${(sent.json as { id: number }).id}/read` };
    },
    expect: { ...pastGate(200), clinic: '404 MESSAGE_NOT_FOUND', otherClinic: '404 MESSAGE_NOT_FOUND', otherVet: '404 MESSAGE_NOT_FOUND' },
  },
  { route: 'GET /api/counts', expect: signedIn(200) },

  // Message assistant (spec 2 §7): for a recipient the caller may message.
  { route: 'POST /api/ai/message-suggestions', request: (w, c) => body({ recipientUserId: counterpartOf(w, c).id }), expect: pastGate(200) },
  {
    route: 'POST /api/ai/improve-draft',
    request: (w, c) => body({ recipientUserId: counterpartOf(w, c).id, currentDraft: 'are you free on friday' }),
    expect: pastGate(200),
  },
  { route: 'PUT /api/notification-settings', request: () => body({ messageEmails: false }), expect: signedIn(200) },

  // Applications, bookings and summaries (issue 11): rows beside their routes.
  ...BOOKING_MATRIX_ROWS,
  ...SUMMARY_MATRIX_ROWS,

  // Availability, clinics' requests for it, and alerts (issue 12): rows beside their routes.
  ...AVAILABILITY_MATRIX_ROWS,
  ...ALERT_MATRIX_ROWS,

  // Referrals and the admin panel (issue 13).
  ...REFERRAL_MATRIX_ROWS,
  ...ADMIN_MATRIX_ROWS,
  ...BACKUP_MATRIX_ROWS,

  // Market data and calendar feeds (issue 14).
  ...MARKET_MATRIX_ROWS,
  ...CALENDAR_MATRIX_ROWS,

  // Account settings: change password and e-mail (issue 19).
  ...ACCOUNT_MATRIX_ROWS,
  // "Delete my account", and the admin's pending deletions.
  ...ACCOUNT_DELETION_MATRIX_ROWS,
  // The help chat's questions to support, and the other side's profile (issue 19).
  ...HELP_MATRIX_ROWS,
  ...PEOPLE_MATRIX_ROWS,
  // The shift day: attendance before the shift (issue 21).
  ...ATTENDANCE_MATRIX_ROWS,
  // Ratings both ways after a completed shift, and their moderation (issue 21).
  ...RATING_MATRIX_ROWS,
  // The shift day and after (issue 21): hours.
  ...HOURS_MATRIX_ROWS,
  // Profile photos and clinic logos (issue 23).
  ...PHOTO_MATRIX_ROWS,
  // Licences: the admin's queue and decisions.
  ...LICENCE_MATRIX_ROWS,
  // First look: the clinic opens a shift to everyone early.
  ...FIRST_LOOK_MATRIX_ROWS,
  // Favourites both ways (issue 23).
  ...FAVOURITE_MATRIX_ROWS,
  // Getting paid: earnings, spend and their CSVs.
  ...EARNINGS_MATRIX_ROWS,
  // Getting paid (issue 22): business details and invoices (GET /api/invoices/:id also answers
  // :id.pdf, one route; pdf.test.ts checks the PDF's readers).
  ...INVOICE_MATRIX_ROWS,
  // Your data: the download of everything that is the caller's.
  ...DATA_EXPORT_MATRIX_ROWS,
  // Push notifications (issue 25): this device's subscription and the notification grid.
  ...PUSH_MATRIX_ROWS,
];

export function cellOf(expected: Expected, kind: CallerKind): Cell {
  if (kind === 'otherClinic') return expected.otherClinic ?? expected.clinic;
  if (kind === 'otherVet') return expected.otherVet ?? expected.vet;
  return expected[kind];
}

/** What one caller got, when it is not what the cell says; null when it is. */
export function mismatch(kind: CallerKind, cell: Cell, status: number, json: unknown, text: string): string | null {
  const [expectedStatus, expectedCode] = String(cell).split(' ');
  const code = (json as { code?: unknown } | undefined)?.code;
  const problems: string[] = [];
  if (status !== Number(expectedStatus) || (expectedCode !== undefined && code !== expectedCode)) problems.push(`expected ${cell}`);
  // Every refusal is `{ message, code }` (the error renderer's contract).
  const error = json as { message?: unknown; code?: unknown } | undefined;
  if (status >= 400 && (typeof error?.message !== 'string' || typeof error.code !== 'string')) problems.push('expected an error body { message, code }');
  return problems.length ? `${kind}: ${problems.join(' and ')}, got ${status} ${text.slice(0, 160)}` : null;
}

export async function runRow(world: World, row: Row, expected: Expected): Promise<string[]> {
  const { t } = world;
  const callers = row.changesCallers ? await buildCallers(t, CALLER_KINDS) : world.callers;
  const [method, path] = row.route.split(' ') as [string, string];
  // Built one after another (a reset token is read back as the newest e-mail), sent together.
  const requests: Sent[] = [];
  for (const kind of CALLER_KINDS) requests.push((await row.request?.(world, callers[kind])) ?? {});
  t.deps.limiter.reset();
  const answers = await Promise.all(
    CALLER_KINDS.map(async (kind, i) => {
      const sent = requests[i]!;
      const response = await send(t, jsonRequest(method, sent.path ?? path, sent.body, { ...callers[kind].headers(), ...sent.headers }));
      return mismatch(kind, cellOf(expected, kind), response.status, response.json, response.text);
    }),
  );
  return answers.filter((answer): answer is string => answer !== null);
}

export const isGuardRefusal = (cell: Cell) => GUARD_REFUSALS.has(String(cell).split(' ')[1] ?? '');

/** The route's path with every parameter replaced by something no route accepts (`/api/shifts/0x37`). */
const invalidPath = (route: string) => route.replace(/:[^/]+/g, '0x37');

/**
 * The invalid requests every refused caller sends as well: a body of the wrong shape, a body
 * that is not JSON at all, and a path whose ids are not ids. The guard answers before any of
 * it is read, so each must get the caller's own refusal, not 400.
 */
function invalidRequests(method: string, route: string, sent: Sent, headers: Record<string, string>): RawRequest[] {
  const path = sent.path ?? route;
  const wrongShape = jsonRequest(method, path, [['not', 'this', 'shape'], 12.5, null], { ...headers, ...sent.headers });
  const requests: RawRequest[] = [wrongShape, { ...wrongShape, path: invalidPath(route) }];
  if (STATE_CHANGING.has(method)) requests.push({ ...wrongShape, body: '{"unterminated": [' }, { ...wrongShape, path: invalidPath(route), body: '{"a":' });
  return requests;
}

export async function runInvalidInput(world: World, row: Row, expected: Expected): Promise<string[]> {
  const { t } = world;
  const callers = world.callers;
  const [method, route] = row.route.split(' ') as [string, string];
  const problems: string[] = [];
  for (const kind of CALLER_KINDS) {
    const cell = cellOf(expected, kind);
    if (!isGuardRefusal(cell)) continue;
    const sent = (await row.request?.(world, callers[kind])) ?? {};
    t.deps.limiter.reset();
    for (const request of invalidRequests(method, route, sent, callers[kind].headers())) {
      const response = await send(t, request);
      const problem = mismatch(kind, cell, response.status, response.json, response.text);
      if (problem) problems.push(`${request.path} ${request.body ?? ''} → ${problem}`);
    }
  }
  return problems;
}

export async function world(t: TestApp): Promise<World> {
  return { t, callers: await buildCallers(t, CALLER_KINDS), spare: await newAccount(t, 'relief_vet') };
}
