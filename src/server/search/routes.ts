// The distance searches of spec 2 §7: search-shifts (vets) and nearby-vets (clinics).
import { Elysia } from 'elysia';
import { shiftSearchQuerySchema, vetSearchQuerySchema } from '../../shared/search';
import type { AppDeps } from '../context';
import { authGuards } from '../auth/guards';
import { parseQuery } from '../http/query';
import { type Origin, searchShifts } from './shift-search';
import { withBookNow } from '../bookings/book-now-eligibility';
import { searchVets, withoutRealVetsContacts } from './vet-search';

/** Where the search starts and whose stars it reads. */
const searcher = (userId: number, profile: Omit<Origin, 'userId'>): Origin => ({ latitude: profile.latitude, longitude: profile.longitude, userId });

export function searchRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Elysia()
    .use(authGuards(deps))
    .get(
      '/api/search-shifts',
      ({ caller, profile, request }) => {
        const now = deps.clock();
        const page = searchShifts(db, profile, parseQuery(request, shiftSearchQuerySchema), now, caller.user.id);
        return { ...page, results: withBookNow(db, caller.user.id, page.results, now) };
      },
      { requireVet: true },
    )
    .get(
      '/api/nearby-vets',
      ({ caller, profile, request }) => {
        const page = searchVets(db, searcher(caller.user.id, profile), parseQuery(request, vetSearchQuerySchema), deps.clock());
        // No session: demo mode's x-user-id identity (see withoutRealVetsContacts).
        return caller.session ? page : withoutRealVetsContacts(db, page);
      },
      { requireClinic: true },
    );
}
