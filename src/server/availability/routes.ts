// Vets' availability postings as clinics see them (spec 2 §7). Posting, editing and requests for
// postings arrive with the availability feature.
import { Elysia } from 'elysia';
import { z } from 'zod';
import { earliestUsToday } from '../../shared/shifts';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { openPostingsOf } from './postings';

const vetIdParams = z.object({ vetId: z.coerce.number({ error: 'vetId must be a number' }).int().positive({ error: 'vetId must be a number' }) });

export function availabilityRoutes(deps: AppDeps) {
  return new Elysia()
    .use(authGuards(deps))
    .get('/api/vet-availability-by-vet/:vetId', ({ params }) => openPostingsOf(deps.db, params.vetId, earliestUsToday(deps.clock())), {
      requireAccess: true,
      params: vetIdParams,
    });
}
