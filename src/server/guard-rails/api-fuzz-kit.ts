// The API fuzz, shared by its parts (api-fuzz.test.ts and api-fuzz-*.test.ts, one route group
// each, so two test workers share the work): fast-check sends every /api route bad input of every
// kind, as each kind of caller. Whatever arrives, the API never answers 5xx (nor takes seconds),
// every refusal is clean JSON `{ message, code }` with nothing of the server's insides in it, and
// a refused request changes nothing in the database. State-changing calls also refuse non-JSON
// bodies (415), JSON nested too deep (400), malformed JSON (400) and bodies over 1 MB (413).
//
// Replay a failure with the seed (and path) fast-check prints: FUZZ_SEED=<seed> bun test src/server/guard-rails
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { ADMIN_SESSION_COOKIE } from '../../shared/admin';
import { createAdminSession } from '../admin/session';
import { FOREIGN_CALLERS } from '../http/request-guard';
import { createTestApp, type TestApp } from '../testing/harness';
import { type FuzzPart, fuzzPartOf, type REST } from './api-fuzz-parts';
import { type ApiRoute, apiRoutes, STATE_CHANGING } from './api-routes';
import { buildCallers, jsonRequest, newSession, postShift, type RawResponse, send } from './callers';
import { databaseWatch } from './db-fingerprint';
import { GUARD_REFUSALS } from './matrix-kit';
import {
  type BodySpec,
  contractBody,
  FUZZ_CALLERS,
  type FuzzCaller,
  type FuzzInput,
  fuzzInput,
  jsonBody,
  nonCanonicalIds,
  numbersAsStrings,
  SAMPLE_BODIES,
  toRequest,
  wrongTypesFor,
} from './fuzz-inputs';

export const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
/** Runs per route of the open fuzz, and of the body-contract fuzz of each state-changing route. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const CONTRACT_RUNS = Number(process.env.FUZZ_CONTRACT_RUNS ?? 10);
/**
 * The tests that send many requests (a fuzz run per route, every caller per field or spelling):
 * about a second alone, several on a busy machine, where the default 5 s cut them off.
 */
const SLOW_TEST_MS = 30_000;

/** What the contract says this body must answer on this route, when it says anything. */
function contractAnswer(route: ApiRoute, body: BodySpec | undefined): { status: number; code?: string } | null {
  if (!body || !STATE_CHANGING.has(route.method)) return null;
  if (body.kind === 'huge') return { status: 413 };
  // The foreign callers read their own formats: Stripe's raw bytes, a mail provider's one-click form.
  if (body.kind === 'form' && !FOREIGN_CALLERS.has(route.path)) return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' };
  if (body.kind === 'deep' && route.validatesBody) return { status: 400, code: 'JSON_TOO_DEEP' };
  if (body.kind === 'malformed' && route.validatesBody) return { status: 400 };
  return null;
}

// A stack frame, a source path, SQL or a driver's name: what no answer may show of the server.
const LEAKS = [
  /\n\s+at /,
  /\bat .+:\d+:\d+/,
  /\.(?:ts|tsx|js|mjs):\d+/,
  /\/src\//,
  /node_modules/,
  /file:\/\//,
  /SQLITE/i,
  /\b(?:SELECT|INSERT INTO|DELETE FROM|UPDATE)\b.*\b(?:FROM|WHERE|SET|VALUES)\b/,
  /\bdrizzle\b/i,
  /\b(?:TypeError|ReferenceError|SyntaxError|RangeError)\b/,
  /\bundefined is not\b|\bcannot read propert/i,
];

/** A 400 about the path's parameters only: the path is read before the body (either refusal is right). */
function refusedForPath(route: ApiRoute, response: RawResponse): boolean {
  const error = response.json as { code?: unknown; issues?: { path?: unknown }[] } | undefined;
  const params = new Set([...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]));
  return response.status === 400 && error?.code === 'VALIDATION' && !!error.issues?.length && error.issues.every((issue) => params.has(String(issue.path)));
}

/** Every problem with one answer; empty when the answer keeps the guard rails. */
export function problemsWith(route: ApiRoute, input: FuzzInput, response: RawResponse, changed: string[]): string[] {
  const { status } = response;
  const problems: string[] = [];
  if (status >= 500) problems.push('a 5xx');
  if (status >= 400) {
    if (!response.headers.get('content-type')?.includes('application/json')) problems.push('an error that is not JSON');
    const error = response.json as Record<string, unknown> | undefined;
    const keys = error && typeof error === 'object' ? Object.keys(error).sort() : [];
    // Validation failures also list the field issues; nothing else adds to the contract.
    const validation = error?.code === 'VALIDATION' && Array.isArray(error.issues) && keys.join() === 'code,issues,message';
    if (typeof error?.message !== 'string' || !error.message || typeof error.code !== 'string' || !(validation || keys.join() === 'code,message')) {
      problems.push('an error body other than { message, code } (validation: and issues)');
    }
    const leak = LEAKS.find((pattern) => pattern.test(response.text));
    if (leak) problems.push(`an error showing the server's insides (${leak})`);
  }
  if (status >= 400 && status < 500 && changed.length) problems.push(`a refusal that changed ${changed.join(', ')}`);
  const body = input.body;
  if (body?.kind === 'json' && body.confused && route.validatesBody && (status < 400 || status >= 500))
    problems.push(`${body.confused} of the wrong type accepted`);
  if (body?.kind === 'json' && status === 415) problems.push(`${body.contentType} refused as not JSON`);
  const expected = contractAnswer(route, body);
  // A caller the route's guard refuses hears that first, whatever its body says (decision 0013);
  // the authorisation matrix checks that refusal exactly.
  const refusedByGuard = (status === 401 || status === 403) && GUARD_REFUSALS.has(String((response.json as { code?: unknown })?.code));
  if (
    expected &&
    !(expected.status === 400 && (refusedByGuard || refusedForPath(route, response))) &&
    (status !== expected.status || (expected.code && (response.json as { code?: unknown })?.code !== expected.code))
  ) {
    problems.push(`expected ${expected.status}${expected.code ? ` ${expected.code}` : ''}`);
  }
  return problems;
}

export interface RouteWorld {
  watch: ReturnType<typeof databaseWatch>;
  /** Headers of each caller: one session kept while it lives (a fuzzed logout ends it). */
  headersOf(kind: FuzzCaller): Record<string, string>;
  /** Ids that exist: the clinic's own shift, another clinic's shift, the vet's user id. */
  ids: [number, number, number];
  /** Every caller's headers by name, and the admin panel's session (one, made with the world). */
  withAdmin: [string, () => Record<string, string>][];
}

/**
 * Callers of each kind made for one route, on the app shared by the whole file (a fresh app per
 * route would load the ZIP gazetteer again each time, most of the file's run time).
 */
export async function buildRouteWorld(t: TestApp): Promise<RouteWorld> {
  const { otherClinic, ...callers } = await buildCallers(t, [...FUZZ_CALLERS, 'otherClinic']);
  const ids: RouteWorld['ids'] = [await postShift(t, callers.clinic), await postShift(t, otherClinic), callers.vet.user!.id];
  // A new session per request would be a write before every request, and so a fresh fingerprint.
  const sessions = new Map<FuzzCaller, { sid: string; headers: Record<string, string> }>();
  const alive = (sid: string) => t.deps.db.$client.query('SELECT 1 FROM sessions WHERE sid = ?').get(sid) !== null;
  function headersOf(kind: FuzzCaller) {
    const user = callers[kind].user;
    if (!user) return {};
    let session = sessions.get(kind);
    if (!session || !alive(session.sid)) sessions.set(kind, (session = newSession(t, user)));
    return { ...session.headers };
  }
  const admin = { cookie: `${ADMIN_SESSION_COOKIE}=${createAdminSession(t.deps.db, 'fuzz', t.deps.clock()).token}` };
  const withAdmin: RouteWorld['withAdmin'] = [
    ...FUZZ_CALLERS.map((kind) => [kind, () => headersOf(kind)] as [string, () => Record<string, string>]),
    ['admin', () => admin],
  ];
  return { watch: watchOf(t), headersOf, ids, withAdmin };
}

const watches = new WeakMap<TestApp, ReturnType<typeof databaseWatch>>();
/**
 * One watch per app, shared by its worlds: a new one hashes the whole database again (a tenth of
 * the file's time), and every watch clears the same notes of written tables.
 */
function watchOf(t: TestApp): ReturnType<typeof databaseWatch> {
  let watch = watches.get(t);
  if (!watch) watches.set(t, (watch = databaseWatch(t.deps.db.$client)));
  return watch;
}

/** The ids a valid request names: the clinic's own shift, or the vet. */
export function plausibleParams(route: ApiRoute, world: RouteWorld): string[] {
  const names = route.path.split('/').filter((segment) => segment.startsWith(':'));
  return names.map((name) => String(name === ':vetId' ? world.ids[2] : world.ids[0]));
}

/**
 * Per app: a worker running several parts shares this module, and a world made on one part's
 * app (its ids, its sessions, its watch) means nothing on another's.
 */
const worldsOf = new WeakMap<TestApp, Map<string, Promise<RouteWorld>>>();
/** The route's callers, shared by the tests of that route. */
export function routeWorld(t: TestApp, route: ApiRoute): Promise<RouteWorld> {
  let worlds = worldsOf.get(t);
  if (!worlds) worldsOf.set(t, (worlds = new Map()));
  let world = worlds.get(route.key);
  if (!world) worlds.set(route.key, (world = buildRouteWorld(t)));
  return world;
}

/** A request that takes longer than this is a denial of service waiting to happen. */
const ANSWER_WITHIN_MS = 3000;

/** Sends one fuzzed request; answers what is wrong with the answer, or null. */
export async function trial(t: TestApp, world: RouteWorld, route: ApiRoute, input: FuzzInput): Promise<string | null> {
  const request = toRequest(route, input, world.headersOf(input.caller));
  t.deps.limiter.reset();
  const mark = world.watch.mark();
  const started = performance.now();
  const response = await send(t, request);
  const elapsed = performance.now() - started;
  const changed = response.status >= 400 && response.status < 500 ? world.watch.changedSince(mark) : [];
  const problems = problemsWith(route, input, response, changed);
  if (elapsed > ANSWER_WITHIN_MS) problems.push(`an answer after ${(elapsed / 1000).toFixed(1)} s`);
  return problems.length ? `${route.key} as ${input.caller}: ${problems.join('; ')}. Got ${response.status} ${response.text.slice(0, 300)}` : null;
}

async function fuzz(t: TestApp, route: ApiRoute, body: fc.Arbitrary<BodySpec | undefined>, numRuns: number) {
  const world = await routeWorld(t, route);
  await fc.assert(
    fc.asyncProperty(fuzzInput(route, world.ids, body), async (input) => {
      const failure = await trial(t, world, route, input);
      if (failure) throw new Error(failure);
    }),
    { seed: SEED, numRuns },
  );
}

/** The methods the fuzz sends; a route of another kind (a WebSocket) needs a fuzz of its own. */
export const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const NO_BODY = fc.constant(undefined);

/** The routes the fuzz sends: every /api route of the app but its WebSocket. */
export function fuzzedRoutes(t: TestApp): ApiRoute[] {
  return apiRoutes(t.app).filter((route) => HTTP_METHODS.has(route.method));
}

/** What the guards answer before reading anything sent: who you are, your kind, the access gate. */
const GUARD_CODES = new Set(['UNAUTHENTICATED', 'ADMIN_UNAUTHENTICATED', 'CLINIC_ONLY', 'VET_ONLY', 'PROFILE_REQUIRED', 'SUBSCRIPTION_REQUIRED']);
const ID_PARAM = /^:(?:id|\w+Id)$/;

/**
 * Sends one request as each fuzz caller and as the admin panel's session. A caller the guards
 * refuse gets its 401/403; every other caller must get 400 VALIDATION (naming `field` when
 * given) and change nothing; and at least one caller must get past the guards, or the check
 * proves nothing.
 */
async function refusedPastTheGuards(t: TestApp, world: RouteWorld, method: string, path: string, body: unknown, field?: string): Promise<string[]> {
  const problems: string[] = [];
  let pastTheGuards = 0;
  for (const [name, headersOf] of world.withAdmin) {
    const request = jsonRequest(method, path, body, headersOf());
    t.deps.limiter.reset();
    const mark = world.watch.mark();
    const response = await send(t, request);
    const error = response.json as { code?: string; issues?: { path: string }[] } | undefined;
    const guarded = (response.status === 401 || response.status === 403) && GUARD_CODES.has(error?.code ?? '');
    if (!guarded) {
      pastTheGuards++;
      const named = field === undefined || error?.issues?.some((issue) => issue.path === field);
      if (response.status !== 400 || error?.code !== 'VALIDATION' || !named) problems.push(`${name}: ${response.status} ${response.text.slice(0, 200)}`);
    }
    const changed = world.watch.changedSince(mark);
    if (changed.length) problems.push(`${name}: changed ${changed.join(', ')}`);
  }
  if (pastTheGuards === 0) problems.push('no caller got past the guards');
  return problems;
}

/**
 * The fuzz of each of these routes, on an app of their own: any input, the body contract, every
 * field of the wrong type, ids spelled otherwise, numbers sent as strings.
 */
function fuzzEachRoute(t: TestApp, routes: ApiRoute[]): void {
  test.each(routes.map((route) => [route.key, route] as const))(
    '%s: any input → no 5xx, clean JSON errors, refusals change nothing',
    async (_, route) => {
      const body = STATE_CHANGING.has(route.method) ? fc.oneof({ weight: 1, arbitrary: NO_BODY }, { weight: 6, arbitrary: jsonBody(route) }) : NO_BODY;
      await fuzz(t, route, body, RUNS);
    },
    SLOW_TEST_MS,
  );

  const stateChanging = routes.filter((route) => STATE_CHANGING.has(route.method));
  test.each(stateChanging.map((route) => [route.key, route] as const))('%s: non-JSON 415, too deep 400, malformed 400, over 1 MB 413', async (_, route) => {
    await fuzz(t, route, contractBody(route), CONTRACT_RUNS);
  });

  const withSamples = routes.filter((route) => route.validatesBody && Object.keys(SAMPLE_BODIES[route.key] ?? {}).length);
  test.each(withSamples.map((route) => [route.key, route] as const))(
    '%s: every field of the wrong type is refused, whoever sends it',
    async (_, route) => {
      // Callers of its own: one the fuzz above turned from "no profile" into "profile" would answer
      // 409 to a body it wrongly accepts.
      const world = await buildRouteWorld(t);
      const sample = SAMPLE_BODIES[route.key]!;
      const params = plausibleParams(route, world);
      const failures: string[] = [];
      for (const [field, valid] of Object.entries(sample)) {
        for (const wrong of wrongTypesFor(valid)) {
          for (const caller of FUZZ_CALLERS) {
            const body: BodySpec = { kind: 'json', value: { ...sample, [field]: wrong }, contentType: 'application/json', confused: field };
            const failure = await trial(t, world, route, { caller, params, query: '', body });
            if (failure) failures.push(`${field} = ${JSON.stringify(wrong)}: ${failure.slice(0, 240)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
    SLOW_TEST_MS,
  );

  const withPathIds = routes.filter((route) => route.path.split('/').some((segment) => ID_PARAM.test(segment)));
  test.each(withPathIds.map((route) => [route.key, route] as const))(
    '%s: 0x…, ….0, …e0, +…, padded and 0… ids are 400 past the guards',
    async (_, route) => {
      const world = await buildRouteWorld(t);
      const ids = plausibleParams(route, world);
      const failures: string[] = [];
      for (const [index, name] of route.path
        .split('/')
        .filter((segment) => segment.startsWith(':'))
        .entries()) {
        for (const spelling of nonCanonicalIds(Number(ids[index]))) {
          let at = 0;
          const path = route.path.replace(/:[^/]+/g, () => encodeURIComponent(at++ === index ? spelling : ids[at - 1]!));
          const problems = await refusedPastTheGuards(t, world, route.method, path, SAMPLE_BODIES[route.key], name.slice(1));
          failures.push(...problems.map((problem) => `${JSON.stringify(spelling)} → ${problem}`));
        }
      }
      expect(failures).toEqual([]);
    },
    SLOW_TEST_MS,
  );

  const withNumbers = routes.filter((route) => route.validatesBody && numbersAsStrings(SAMPLE_BODIES[route.key]).length);
  test.each(withNumbers.map((route) => [route.key, route] as const))(
    '%s: each number sent as a string is 400 past the guards',
    async (_, route) => {
      const world = await buildRouteWorld(t);
      let at = 0;
      const ids = plausibleParams(route, world);
      const path = route.path.replace(/:[^/]+/g, () => ids[at++]!);
      const failures: string[] = [];
      for (const { path: field, body } of numbersAsStrings(SAMPLE_BODIES[route.key])) {
        failures.push(...(await refusedPastTheGuards(t, world, route.method, path, body)).map((problem) => `${field} as a string → ${problem}`));
      }
      expect(failures).toEqual([]);
    },
    SLOW_TEST_MS,
  );
}

/** Fuzzes each route of the part (api-fuzz-parts.ts) on an app of its own, and answers that app. */
export function fuzzPart(part: FuzzPart | typeof REST): TestApp {
  const t = createTestApp();
  const routes = fuzzedRoutes(t).filter((route) => fuzzPartOf(route) === part);
  describe(`fuzzing the /api routes of ${part}`, () => fuzzEachRoute(t, routes));
  return t;
}
