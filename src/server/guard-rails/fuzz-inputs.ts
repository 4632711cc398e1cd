// What the API fuzz sends: valid samples to break, and fast-check arbitraries of whole requests
// (caller, path parameters, query, extra headers, body) with the code that turns one into a
// Request. The judging of the answers is in api-fuzz-kit.ts.
import fc from 'fast-check';
import { SESSION_COOKIE } from '../auth/sessions';
import type { ApiRoute } from './api-routes';
import { type RawBody, type RawRequest, VALID_CLINIC_PROFILE, VALID_SHIFT, VALID_VET_PROFILE } from './callers';
import {
  type Deep,
  deepJson,
  deepText,
  hostileString,
  hostileUrlString,
  hostileValue,
  INJECTIONS,
  malformedJson,
  materialize,
  type Repeat,
  suspiciousKey,
  UNICODE,
} from './hostile-input';

export const FUZZ_CALLERS = ['visitor', 'vetNoProfile', 'vet', 'clinicNoProfile', 'clinicNoSubscription', 'clinic'] as const;
export type FuzzCaller = (typeof FUZZ_CALLERS)[number];

/**
 * A valid body per route, for the fuzz to break one field at a time (a route without one still
 * gets arbitrary bodies). The cancel body is empty: its subscriptionId takes a string or a number.
 */
/** A summary date far enough ahead to stay valid. */
const VALID_SUMMARY_SHIFT = { shiftDate: '2027-06-12', startTime: '09:00', endTime: '17:00', hourlyRate: 10_000, notes: null, unpaidLunch: true };
/**
 * An availability posting far enough ahead to stay valid. Its rate is left out, as the request's
 * proposed rate: both are optional and nullable (null is no wrong type for them; the
 * availability tests refuse a rate sent as text).
 */
const VALID_POSTING = {
  availableDate: '2027-06-13',
  startTime: '08:00',
  endTime: '18:00',
  practiceTypes: ['small_animal'],
  travelRadius: 50,
  notes: 'Weekdays only',
};

export const SAMPLE_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/login': { email: 'ann@example.com', password: 'secret12' },
  'POST /api/simple-login': { email: 'ann@example.com', password: 'secret12' },
  'POST /api/register': { email: 'new@example.com', password: 'secret12', firstName: 'Ann', lastName: 'Lee', userType: 'clinic' },
  'POST /api/simple-register': {
    email: 'new@example.com',
    password: 'secret12',
    firstName: 'Ann',
    lastName: 'Lee',
    userType: 'relief_vet',
    referralCode: 'FRIEND1',
  },
  'POST /api/forgot-password': { email: 'ann@example.com' },
  'POST /api/reset-password': { token: 'not-a-real-token', newPassword: 'a-new-password' },
  'POST /api/account/password': { currentPassword: 'secret12', newPassword: 'a-new-password' },
  'POST /api/account/email': { newEmail: 'moved@example.com', password: 'secret12' },
  'POST /api/account/email/confirm': { token: 'not-a-real-token' },
  'POST /api/me/delete': { password: 'secret12' },
  'POST /api/clinic-profiles': VALID_CLINIC_PROFILE,
  'PUT /api/clinic-profiles': VALID_CLINIC_PROFILE,
  'POST /api/vet-profiles': VALID_VET_PROFILE,
  'PUT /api/vet-profiles': { ...VALID_VET_PROFILE, licences: [{ state: 'CO', licenceNumber: 'CO-77', expiresOn: '2027-06-30' }] },
  'POST /api/create-fresh-subscription': {
    planType: 'professional',
    amount: 49,
    email: 'ann@example.com',
    clinicName: 'Harbor Vet',
    forceNew: true,
    timestamp: 1,
  },
  'POST /api/create-subscription': { planType: 'professional', amount: 4900 },
  'POST /api/activate-subscription': { setupIntentId: 'seti_123', planType: 'professional' },
  'POST /api/store-subscription': { subscriptionId: 'sub_123', paymentIntentId: 'pi_123' },
  'POST /api/cancel-subscription': {},
  'POST /api/stripe/webhook': { id: 'evt_1', type: 'invoice.paid', data: { object: {} } },
  'POST /api/shifts': VALID_SHIFT,
  'PATCH /api/shifts/:id': VALID_SHIFT,
  'POST /api/messages': { toUserId: 2, content: 'Are you free on Saturday?' },
  'PUT /api/notification-settings': { messageEmails: false },
  'POST /api/booking-requests': { shiftId: 1, message: 'Happy to cover this shift.' },
  'PUT /api/booking-requests/:id': { status: 'accepted' },
  'POST /api/booking-requests/:id/cancel': { reason: 'illness', details: 'Down with the flu.' },
  'POST /api/shifts/:id/hours': { startTime: '08:00', endTime: '18:00', breakMinutes: 30, note: 'Busy day' },
  'POST /api/shifts/:id/hours/dispute': { startTime: '08:00', endTime: '17:00', breakMinutes: 30, reason: 'We closed at 17:00' },
  'PUT /api/business-details': { businessName: 'Rivera Relief LLC', taxId: '12-3456789', paymentTermsDays: 15 },
  'POST /api/invoices': { shiftIds: [1], extraLines: [{ description: 'Travel', amountCents: 4_200 }], dueInDays: 15, note: 'Thank you' },
  'PUT /api/invoices/:id': { shiftIds: [1], extraLines: [{ description: 'Lodging', amountCents: 9_000 }], dueInDays: 30, note: null },
  'POST /api/invoices/:id/void': { reason: 'Billed the wrong clinic' },
  'POST /api/invoices/:id/mark-paid': { paidOn: '2026-11-20', reference: 'Cheque 102' },
  'POST /api/booking-summaries': { vetUserId: 2, notes: 'Three Saturdays', shifts: [VALID_SUMMARY_SHIFT], messageThreadId: '1:2' },
  'PUT /api/booking-summaries/:id': { notes: 'Two Saturdays', shifts: [VALID_SUMMARY_SHIFT] },
  'POST /api/booking-summaries/:id/respond': { shiftResponses: [{ shiftId: 1, status: 'accepted' }], responseNotes: 'See you then.' },
  'PUT /api/alert-settings': { mode: 'digest', digestHour: 7 },
  'POST /api/alerts/unsubscribe': { token: '1.shifts.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  'POST /api/test-email': { to: 'ann@example.com' },
  'POST /api/vet-availability': VALID_POSTING,
  'PATCH /api/vet-availability/:id': VALID_POSTING,
  'POST /api/availability-requests': { availabilityPostingId: 1, message: 'Could you cover our Saturday?' },
  'PUT /api/availability-requests/:id': { status: 'accepted' },
  'POST /api/shifts/:id/rating': { stars: 4, wouldWorkAgain: true, comment: 'Thorough and kind' },
  'POST /api/ratings/:id/response': { response: 'Thank you!' },
  'POST /api/admin/ratings/:id/hide': { reason: 'Personal remarks' },
  // A 2 × 2 PNG, base64.
  'PUT /api/profile-photo': { image: 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFElEQVR4nGO4IyfyX0Tuzn8GGAMARggINU6kivUAAAAASUVORK5CYII=' },
  'POST /api/admin/licences/:id/decision': { decision: 'reject', note: 'Not on the board register' },
  'POST /api/push-subscriptions': {
    endpoint: 'https://push.example.com/send/fuzz',
    keys: { p256dh: `BA${'A'.repeat(85)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
  },
  'DELETE /api/push-subscriptions': { endpoint: 'https://push.example.com/send/fuzz' },
  'PUT /api/notification-grid': { events: [{ event: 'message', push: false }], hidePreviews: true },
};

/** A valid query per route, likewise. */
const SAMPLE_QUERIES: Record<string, Record<string, string>> = {
  'GET /api/google-places/autocomplete': { input: 'Denver' },
  'GET /api/google-places/details': { place_id: 'zip:80202' },
  'GET /api/search-shifts': { radius: '50', practiceTypes: 'small_animal,exotic', limit: '10', offset: '0', sort: 'rate' },
  'GET /api/nearby-vets': { radius: '50', practiceTypes: 'small_animal', minExperience: '2', availability: 'available', sort: 'name' },
  'GET /api/people/:userId/ratings': { offset: '10' },
  'GET /api/admin/ratings': { offset: '0' },
  'GET /api/admin/licences': { state: 'CA', offset: '0' },
};
const QUERY_KEYS = [...new Set(Object.values(SAMPLE_QUERIES).flatMap((query) => Object.keys(query))), 'userId', 'q', 'page', 'date'];

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8'] as const;
const MAX_BODY_BYTES = 1024 * 1024;

export type BodySpec =
  | { kind: 'json'; value: unknown; contentType: (typeof JSON_TYPES)[number]; confused?: string }
  | { kind: 'malformed'; text: string }
  | { kind: 'deep'; deep: Deep }
  | { kind: 'form'; format: 'urlencoded' | 'multipart' | 'text/plain' | 'no content type'; fields: [string, string][] }
  | { kind: 'huge'; bytes: number };

export interface FuzzInput {
  caller: FuzzCaller;
  /** Path parameters, already encoded. */
  params: string[];
  /** The query string, without `?`. */
  query: string;
  /** Headers sent over the caller's own: forged cookies, a claimed demo identity. */
  headers?: Record<string, string>;
  body?: BodySpec;
}

const text = (value: string | Repeat) => materialize(value) as string;

/**
 * Other spellings of an id that `Number()` reads as the same number: each used to address the
 * object through z.coerce. Only the canonical digits may (shared/ids.ts).
 */
export function nonCanonicalIds(id: number): string[] {
  return [`0x${id.toString(16)}`, `${id}.0`, `${id}e0`, `+${id}`, ` ${id}`, `0${id}`, `${id} `, `${id}.`];
}

/** The sample with one number (at any depth) turned into its string: "5" for 5. One body per number. */
export function numbersAsStrings(sample: unknown): { path: string; body: unknown }[] {
  if (typeof sample === 'number') return [{ path: '', body: String(sample) }];
  if (Array.isArray(sample)) {
    return sample.flatMap((item, index) =>
      numbersAsStrings(item).map(({ path, body }) => ({ path: `${index}${path && `.${path}`}`, body: sample.map((other, i) => (i === index ? body : other)) })),
    );
  }
  if (sample && typeof sample === 'object') {
    return Object.entries(sample).flatMap(([key, value]) =>
      numbersAsStrings(value).map(({ path, body }) => ({ path: `${key}${path && `.${path}`}`, body: { ...sample, [key]: body } })),
    );
  }
  return [];
}

/** Path parameter values: ids that exist (own and others'), then nonsense and attacks. */
function pathParam(ids: number[]): fc.Arbitrary<string> {
  const plain = fc.oneof(
    fc.constantFrom(
      ...ids.map(String),
      ...ids.flatMap(nonCanonicalIds),
      '1',
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      ' 1',
      '9'.repeat(30),
      'abc',
      ...INJECTIONS,
      ...UNICODE,
    ),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );
  return fc.oneof(
    { weight: 4, arbitrary: plain.map((value) => encodeURIComponent(value.toWellFormed())) },
    // Percent sequences that decode to no valid UTF-8, or do not decode at all.
    { weight: 1, arbitrary: fc.constantFrom('%ED%A0%80', '%FF', '%C0%AF', '%00', '%2e%2e%2f', '%', '%zz', 'x'.repeat(5000)) },
  );
}

function queryString(route: ApiRoute): fc.Arbitrary<string> {
  const sample = SAMPLE_QUERIES[route.key];
  const value = fc.oneof(hostileUrlString.map(text), fc.constantFrom('50', '0', '-1', '1e9', '1.5', 'NaN', 'small_animal,,,', ','));
  const pairs = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), hostileUrlString.map(text)), value), { maxLength: 4 });
  const options: fc.Arbitrary<string>[] = [
    pairs.map((entries) => new URLSearchParams(entries).toString()),
    fc.constantFrom('', '%', '%zz', '%ED%A0%80=1', 'radius=%FF', '&&&==', 'a[b][c]=1', 'radius=1&radius=2&radius=3', 'userId=1'),
  ];
  if (sample) {
    const keys = Object.keys(sample);
    options.push(
      fc.tuple(fc.array(fc.tuple(fc.constantFrom(...keys), value), { minLength: 1, maxLength: 3 }), fc.subarray(keys)).map(([replaced, removed]) => {
        const query: Record<string, string> = { ...sample };
        for (const key of removed) delete query[key];
        for (const [key, item] of replaced) query[key] = item;
        return new URLSearchParams(query).toString();
      }),
    );
  }
  return fc.oneof(...options);
}

/** Values of the wrong type for a field whose valid value is `sample` (a typed client never sends them). */
export function wrongTypesFor(sample: unknown): unknown[] {
  // A number sent as a string ("5", "50") is a wrong type too: no JSON field takes both.
  if (typeof sample === 'number') return [null, true, false, '', [], {}, 'abc', String(sample)];
  if (typeof sample === 'boolean') return [null, 'true', 1, 0, '', [], {}];
  if (Array.isArray(sample)) return [null, 'small_animal', 1, true, {}];
  // Optional text fields take null, so a string field is confused only with non-strings.
  return [1, true, [], {}, ['x']];
}

/** Well-formed JSON bodies: the route's sample broken field by field, or anything at all. */
export function jsonBody(route: ApiRoute): fc.Arbitrary<BodySpec> {
  const sample = SAMPLE_BODIES[route.key];
  const contentType = fc.constantFrom(...JSON_TYPES);
  const arbitraryObject = fc
    .array(fc.tuple(fc.oneof(suspiciousKey, fc.string({ maxLength: 12 })), hostileValue), { maxLength: 6 })
    .map((entries) => Object.fromEntries(entries));
  const options: fc.Arbitrary<BodySpec>[] = [
    fc.record({ value: fc.oneof(arbitraryObject, fc.jsonValue({ maxDepth: 4 })), contentType }).map((body) => ({ kind: 'json' as const, ...body })),
  ];
  const keys = sample ? Object.keys(sample) : [];
  if (sample && keys.length) {
    const field = fc.constantFrom(...keys);
    options.push(
      // Some fields replaced by hostile values, some removed, some added.
      fc
        .record({
          replaced: fc.array(fc.tuple(field, hostileValue), { maxLength: 3 }),
          removed: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
          added: fc.array(fc.tuple(suspiciousKey, hostileValue), { maxLength: 2 }),
          contentType,
        })
        .map(({ replaced, removed, added, contentType }) => {
          const entries = Object.entries(sample).filter(([key]) => !removed.includes(key));
          return { kind: 'json' as const, value: Object.fromEntries([...entries, ...replaced, ...added]), contentType };
        }),
      // One field of the wrong type: must be refused.
      field.chain((key) =>
        fc.record({ wrong: fc.constantFrom(...wrongTypesFor(sample[key])), contentType }).map(({ wrong, contentType }) => ({
          kind: 'json' as const,
          value: { ...sample, [key]: wrong },
          contentType,
          confused: key,
        })),
      ),
    );
  }
  return fc.oneof(...options);
}

/** Bodies the contract of state-changing calls refuses: malformed, too deep, not JSON, too big. */
export function contractBody(route: ApiRoute): fc.Arbitrary<BodySpec> {
  const sample = SAMPLE_BODIES[route.key] ?? { value: 'x' };
  const sampleFields = Object.entries(sample).map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
  return fc.oneof(
    malformedJson(sample).map((text) => ({ kind: 'malformed' as const, text })),
    deepJson.map((deep) => ({ kind: 'deep' as const, deep })),
    fc
      .record({
        format: fc.constantFrom('urlencoded', 'multipart', 'text/plain', 'no content type'),
        fields: fc.oneof(fc.constant(sampleFields), fc.array(fc.tuple(fc.string({ maxLength: 8 }), hostileString.map(text)), { maxLength: 3 })),
      })
      .map((form) => ({ kind: 'form' as const, ...form })),
    fc.integer({ min: MAX_BODY_BYTES + 1, max: MAX_BODY_BYTES + 300_000 }).map((bytes) => ({ kind: 'huge' as const, bytes })),
  );
}

/** Header values as a client can send them (printable ASCII: anything else fails in `Headers`). */
const headerValue = fc
  .oneof(fc.constantFrom(...INJECTIONS, '1', '-1', '1.0', '0x1', '9'.repeat(30), 'x'.repeat(10_000)), fc.string({ unit: 'grapheme-ascii', maxLength: 40 }))
  .map((value) => value.replace(/[^\x20-\x7e]/g, '?'));

/** Mostly none; otherwise a forged or garbled session cookie, or a claimed demo identity. */
const extraHeaders: fc.Arbitrary<Record<string, string> | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: headerValue.map((value) => ({ cookie: `${SESSION_COOKIE}=${value}` })) },
  { weight: 1, arbitrary: headerValue.map((value) => ({ 'x-user-id': value })) },
);

export function fuzzInput(route: ApiRoute, ids: number[], body: fc.Arbitrary<BodySpec | undefined>): fc.Arbitrary<FuzzInput> {
  const paramCount = route.path.split('/').filter((segment) => segment.startsWith(':')).length;
  return fc.record({
    caller: fc.constantFrom(...FUZZ_CALLERS),
    params: fc.array(pathParam(ids), { minLength: paramCount, maxLength: paramCount }),
    query: queryString(route),
    headers: extraHeaders,
    body,
  });
}

function bodyOf(spec: BodySpec, route: ApiRoute): { body: RawBody; contentType?: string } {
  switch (spec.kind) {
    case 'json':
      return { body: JSON.stringify(materialize(spec.value)), contentType: spec.contentType };
    case 'malformed':
      return { body: spec.text, contentType: 'application/json' };
    case 'deep':
      return { body: deepText(spec.deep, Object.keys(SAMPLE_BODIES[route.key] ?? {})[0]), contentType: 'application/json' };
    case 'huge':
      return { body: `{"value":"${'x'.repeat(spec.bytes - 12)}"}`, contentType: 'application/json' };
    case 'form': {
      if (spec.format === 'urlencoded') return { body: new URLSearchParams(spec.fields) };
      if (spec.format === 'multipart') {
        const form = new FormData();
        for (const [key, value] of spec.fields) form.append(key, value);
        form.append('file', new Blob(['#!/bin/sh\necho pwned'], { type: 'application/x-sh' }), '../../evil.sh');
        return { body: form };
      }
      const json = JSON.stringify(Object.fromEntries(spec.fields));
      // A string body without a content type goes out as text/plain, as from a cross-site form.
      return spec.format === 'text/plain' ? { body: json, contentType: 'text/plain' } : { body: json };
    }
  }
}

export function toRequest(route: ApiRoute, input: FuzzInput, headers: Record<string, string>): RawRequest {
  let index = 0;
  const path = route.path.replace(/:[^/]+/g, () => input.params[index++]!);
  Object.assign(headers, input.headers);
  const request: RawRequest = { method: route.method, path: input.query ? `${path}?${input.query}` : path, headers };
  if (input.body) {
    const { body, contentType } = bodyOf(input.body, route);
    request.body = body;
    if (contentType) headers['content-type'] = contentType;
  }
  return request;
}
