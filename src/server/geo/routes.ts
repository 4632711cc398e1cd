// Address autocomplete and details (spec 2 §7), for signed-in users filling a profile.
import { Elysia } from 'elysia';
import { autocompleteQuerySchema, placeDetailsQuerySchema } from '../../shared/places';
import { geoDeps, type AppDeps } from '../context';
import { authGuards } from '../auth/guards';
import { parseQuery } from '../http/query';
import { autocomplete, placeDetails } from './service';

export function geoRoutes(deps: AppDeps) {
  const geo = geoDeps(deps);
  return new Elysia()
    .use(authGuards(deps))
    .get('/api/google-places/autocomplete', ({ request }) => autocomplete(geo, parseQuery(request, autocompleteQuerySchema).input), { requireUser: true })
    .get('/api/google-places/details', ({ request }) => placeDetails(geo, parseQuery(request, placeDetailsQuerySchema).place_id), { requireUser: true });
}
