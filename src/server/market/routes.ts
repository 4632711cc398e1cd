// Market-rate data (issue 14, spec 2 §3 Market data, §7 GET /api/market-data): the figures come
// from the in-memory snapshot (snapshot.ts); a request reads only a clinic's own recent shifts.
import { Elysia } from 'elysia';
import { z } from 'zod';
import { PRACTICE_TYPES } from '../../shared/constants';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { parseQuery } from '../http/query';
import { forgetOwnSums, marketDataJson, marketSnapshot, ownSums, rateHint } from './snapshot';
import { stateCode } from './states';

const rateHintQuery = z.object({
  state: z
    .string({ error: 'state must be a two-letter state code' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'state must be a two-letter state code' })
    .transform((state) => state.toUpperCase())
    .optional(),
  practiceType: z.enum(PRACTICE_TYPES, { error: `practiceType must be one of ${PRACTICE_TYPES.join(', ')}` }),
});

export function marketRoutes(deps: AppDeps) {
  // A clinic's own figures are read again after any change to its shifts.
  for (const type of ['shift.posted', 'shift.updated', 'shift.deleted'] as const) deps.events.subscribe(type, (event) => forgetOwnSums(deps, event.clinicId));
  return new Elysia()
    .use(authGuards(deps))
    .get(
      '/api/market-data',
      async ({ caller, profile, set }) => {
        const snapshot = await marketSnapshot(deps);
        set.headers['content-type'] = 'application/json';
        set.headers['cache-control'] = 'no-store';
        if (profile.kind === 'clinic')
          return marketDataJson(snapshot, { userType: 'clinic', state: stateCode(profile.state), own: ownSums(deps, caller.user.id, deps.clock()) });
        return marketDataJson(snapshot, {
          userType: 'relief_vet',
          latitude: profile.latitude,
          longitude: profile.longitude,
          radius: profile.availableRadius,
        });
      },
      { requireAccess: true },
    )
    .get(
      '/api/market-data/rate-hint',
      async ({ profile, request }) => {
        const query = parseQuery(request, rateHintQuery);
        const snapshot = await marketSnapshot(deps);
        return rateHint(snapshot, query.state ?? stateCode(profile.state), query.practiceType);
      },
      { requireClinic: true },
    );
}
