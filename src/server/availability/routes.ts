// Vets' availability postings (spec 2 §7 vet-availability) and clinics' requests for them
// (issue 12): the vet's own postings, posting one date per call, editing and removing one; a
// clinic's request for a posted date and the vet's decision.
import { Elysia } from 'elysia';
import { z } from 'zod';
import { textId } from '../../shared/ids';
import { availabilityInputSchema, availabilityRequestSchema, decideAvailabilityRequestSchema } from '../../shared/availability';
import { earliestUsToday } from '../../shared/shifts';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { openPostingsOf } from './postings';
import { createPosting, decideAvailabilityRequest, deletePosting, requestPosting, updatePosting } from './service';
import { availabilityRequestsOf, ownPostings, type Viewer } from './views';

const vetIdParams = z.object({ vetId: textId('vetId') });
const postingParams = z.object({ id: textId('Posting id') });
const requestParams = z.object({ id: textId('Request id') });

export function availabilityRoutes(deps: AppDeps) {
  return new Elysia()
    .use(authGuards(deps))
    .get('/api/vet-availability-by-vet/:vetId', ({ params }) => openPostingsOf(deps.db, params.vetId, earliestUsToday(deps.clock())), {
      requireAccess: true,
      params: vetIdParams,
    })
    .get('/api/vet-availability', ({ caller }) => ownPostings(deps.db, caller.user.id, earliestUsToday(deps.clock())), { requireVet: true })
    .post(
      '/api/vet-availability',
      ({ caller, body, set }) => {
        set.status = 201;
        return createPosting(deps, caller.user, body);
      },
      { requireVet: true, body: availabilityInputSchema },
    )
    .patch('/api/vet-availability/:id', ({ caller, params, body }) => updatePosting(deps, caller.user, params.id, body), {
      requireVet: true,
      params: postingParams,
      body: availabilityInputSchema,
    })
    .delete('/api/vet-availability/:id', ({ caller, params }) => deletePosting(deps, caller.user, params.id), {
      requireVet: true,
      params: postingParams,
    })
    .post(
      '/api/availability-requests',
      ({ caller, body, set }) => {
        set.status = 201;
        return requestPosting(deps, caller.user, body);
      },
      { requireClinic: true, body: availabilityRequestSchema },
    )
    .get('/api/availability-requests', ({ caller }) => availabilityRequestsOf(deps.db, caller.user as Viewer, deps.clock()), { requireAccess: true })
    .put('/api/availability-requests/:id', ({ caller, params, body }) => decideAvailabilityRequest(deps, caller.user, params.id, body.status), {
      requireAccess: true,
      params: requestParams,
      body: decideAvailabilityRequestSchema,
    });
}
