// Google Places (legacy web service) behind the same two calls, used when GOOGLE_MAPS_API_KEY
// is set. The base URL is configurable so tests point it at a local server speaking Google's format.
import type { AutocompleteResponse, PlaceDetailsResponse } from '../../shared/places';
import { AppError } from '../http/errors';

export interface GooglePlacesSettings {
  apiKey: string;
  baseUrl: string;
}

const TIMEOUT_MS = 5000;

async function call<T>(settings: GooglePlacesSettings, path: string, params: Record<string, string>): Promise<T> {
  const url = new URL(path, settings.baseUrl);
  for (const [name, value] of Object.entries({ ...params, key: settings.apiKey })) url.searchParams.set(name, value);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new AppError(503, 'Address lookup is temporarily unavailable', 'PLACES_UNAVAILABLE');
  }
  if (!response.ok) throw new AppError(502, 'Address lookup failed', 'PLACES_FAILED');
  const body = (await response.json()) as T & { status?: string; error_message?: string };
  if (body.status && !['OK', 'ZERO_RESULTS'].includes(body.status)) {
    throw new AppError(502, `Address lookup failed (${body.status})`, 'PLACES_FAILED');
  }
  return body;
}

export async function googleAutocomplete(settings: GooglePlacesSettings, input: string): Promise<AutocompleteResponse> {
  const body = await call<AutocompleteResponse>(settings, '/maps/api/place/autocomplete/json', { input, types: 'address', components: 'country:us' });
  return {
    status: body.status,
    predictions: (body.predictions ?? []).map((p) => ({
      description: p.description,
      place_id: p.place_id,
      structured_formatting: { main_text: p.structured_formatting?.main_text ?? p.description, secondary_text: p.structured_formatting?.secondary_text ?? '' },
    })),
  };
}

export async function googleDetails(settings: GooglePlacesSettings, placeId: string): Promise<PlaceDetailsResponse | null> {
  const body = await call<PlaceDetailsResponse>(settings, '/maps/api/place/details/json', {
    place_id: placeId,
    fields: 'place_id,formatted_address,address_component,geometry',
  });
  return body.status === 'OK' && body.result ? body : null;
}
