// The searches and figures of spec 2 §7: search-shifts (vets), nearby-vets (clinics), a vet's
// availability, total-opportunities and the dashboards' stats.
import { Elysia } from 'elysia';
import { z } from 'zod';
import { shiftSearchQuerySchema, vetSearchQuerySchema } from '../../shared/search';
import type { AppDeps } from '../context';
import { currentUserPlugin } from '../http/current-user';
import { AppError } from '../http/errors';
import { parseQuery } from '../http/query';
import { searchShifts } from './search';
import { dashboardStats, totalOpportunities } from './stats';
import { availabilityByVet, searchVets } from './vet-search';

export function searchRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Elysia()
    .use(currentUserPlugin(deps))
    .get(
      '/api/search-shifts',
      ({ caller, profile, request }) => {
        if (caller.user.userType !== 'relief_vet') throw new AppError(403, 'Only relief veterinarians search shifts', 'VET_ONLY');
        return searchShifts(db, profile, parseQuery(request, shiftSearchQuerySchema), deps.clock());
      },
      { requireAccess: true },
    )
    .get(
      '/api/nearby-vets',
      ({ caller, profile, request }) => {
        if (caller.user.userType !== 'clinic') throw new AppError(403, 'Only clinics search for veterinarians', 'CLINIC_ONLY');
        return searchVets(db, profile, parseQuery(request, vetSearchQuerySchema), deps.clock());
      },
      { requireAccess: true },
    )
    .get('/api/vet-availability-by-vet/:vetId', ({ params }) => availabilityByVet(db, params.vetId, deps.clock()), {
      requireAccess: true,
      params: z.object({ vetId: z.coerce.number({ error: 'vetId must be a number' }).int().positive({ error: 'vetId must be a number' }) }),
    })
    .get('/api/total-opportunities', () => ({ totalOpportunities: totalOpportunities(db, deps.clock()) }), { requireUser: true })
    .get('/api/stats', ({ caller }) => dashboardStats(db, caller.user, deps.clock()), { requireUser: true });
}
