// The API fuzz (api-fuzz-kit.ts) of every route no other part names (api-fuzz-parts.ts: messages,
// profiles, billing, referrals, settings and any route added since), the checks across all
// routes (JSON nested past any limit, paths that are no route), and that the parts together
// fuzz every route the app registers.
//
// Replay a failure with the seed (and path) fast-check prints: FUZZ_SEED=<seed> bun test src/server/guard-rails
import { describe, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { fuzzedRoutes, fuzzPart, HTTP_METHODS, plausibleParams, problemsWith, RUNS, routeWorld, buildRouteWorld, SEED, trial } from './api-fuzz-kit';
import { FUZZ_PARTS, type FuzzPart, fuzzPartOf, REST, routeGroup } from './api-fuzz-parts';
import { type ApiRoute, apiRoutes } from './api-routes';
import { send } from './callers';
import { FUZZ_CALLERS } from './fuzz-inputs';
import { extremelyDeepJson, INJECTIONS, UNICODE } from './hostile-input';

const app = fuzzPart(REST);
const ROUTES = fuzzedRoutes(app);

describe('the parts of the fuzz', () => {
  test('the fuzz can send every registered /api route', () => {
    expect(
      apiRoutes(app.app)
        .filter((route) => !HTTP_METHODS.has(route.method))
        .map((route) => route.key),
    ).toEqual([]);
  });

  test('each named part has its file, which fuzzes that part', () => {
    for (const part of Object.keys(FUZZ_PARTS) as FuzzPart[]) {
      const file = join(import.meta.dir, `api-fuzz-${part}.test.ts`);
      expect(existsSync(file) && readFileSync(file, 'utf8').includes(`fuzzPart('${part}')`)).toBe(true);
    }
  });

  test('every route is in one part, and every group a part names has routes', () => {
    const parts: string[] = ROUTES.map(fuzzPartOf);
    expect(parts.filter((part) => part !== REST && !(part in FUZZ_PARTS))).toEqual([]);
    const groups = new Set(ROUTES.map(routeGroup));
    expect(Object.values(FUZZ_PARTS).flatMap((named) => named.filter((group) => !groups.has(group)))).toEqual([]);
    // No part is empty, nor the rest: each part file proves something.
    for (const part of [...Object.keys(FUZZ_PARTS), REST]) expect(parts).toContain(part);
  });
});

describe('fuzzing across /api routes', () => {
  test('JSON nested 50,000–100,000 deep (under 1 MB) is refused at once, on any body route', async () => {
    const routes = ROUTES.filter((route) => route.validatesBody);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.constantFrom(...FUZZ_CALLERS), extremelyDeepJson, async (route, caller, deep) => {
        const world = await routeWorld(app, route);
        const failure = await trial(app, world, route, { caller, params: plausibleParams(route, world), query: '', body: { kind: 'deep', deep } });
        if (failure) throw new Error(failure);
      }),
      // Each try costs seconds while the server recurses: stop at the first failure, unshrunk.
      { seed: SEED, numRuns: 3, endOnFailure: true },
    );
  });

  test('an unregistered /api path answers a clean JSON 404', async () => {
    const { headersOf } = await buildRouteWorld(app);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        fc.constantFrom(...FUZZ_CALLERS),
        fc.oneof(fc.constantFrom(...INJECTIONS, ...UNICODE), fc.string({ unit: 'binary', maxLength: 30 })),
        async (method, caller, segment) => {
          const response = await send(app, { method, path: `/api/not-a-route/${encodeURIComponent(segment.toWellFormed())}`, headers: headersOf(caller) });
          const route: ApiRoute = { method, path: '/api/not-a-route', key: `${method} /api/not-a-route`, validatesBody: false };
          const problems = problemsWith(route, { caller, params: [], query: '' }, response, []);
          if (response.status !== 404) problems.push('expected 404');
          if (problems.length)
            throw new Error(`${method} /api/not-a-route/… as ${caller}: ${problems.join('; ')}. Got ${response.status} ${response.text.slice(0, 300)}`);
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
