// Address autocomplete and details (spec 2 §7), for signed-in users filling a profile.
// Query values are read from the raw URL: Elysia would split "Main St, Boulder, CO" at the commas.
import { Elysia } from 'elysia';
import { geoDeps, type AppDeps } from '../context';
import { authGuards } from '../auth/guards';
import { AppError } from '../http/errors';
import { autocomplete, placeDetails } from './service';

function requiredParam(request: Request, name: string, maxLength: number): string {
  const value = new URL(request.url).searchParams.get(name);
  if (value === null || value.trim() === '') throw new AppError(400, `${name} is required`);
  if (value.length > maxLength) throw new AppError(400, `${name} must be at most ${maxLength} characters`);
  return value;
}

export function geoRoutes(deps: AppDeps) {
  const geo = geoDeps(deps);
  return new Elysia()
    .use(authGuards(deps))
    .get('/api/google-places/autocomplete', ({ request }) => autocomplete(geo, requiredParam(request, 'input', 200)), { requireUser: true })
    .get('/api/google-places/details', ({ request }) => placeDetails(geo, requiredParam(request, 'place_id', 300)), { requireUser: true });
}
