// Address lookup and geocoding: Google Places when configured, the embedded gazetteer otherwise.
// Geocoding a profile falls back to the gazetteer's ZIP centroid, so it works offline too.
import type { AutocompleteResponse, PlaceDetailsResponse } from '../../shared/places';
import { AppError } from '../http/errors';
import type { Db } from '../db/client';
import { ensureGazetteer } from './gazetteer';
import { googleAutocomplete, googleDetails, type GooglePlacesSettings } from './google-places';
import { findZip, offlineAutocomplete, offlineDetails } from './offline-places';

export interface GeoDeps {
  db: Db;
  google?: GooglePlacesSettings;
}

export interface Location {
  latitude: number;
  longitude: number;
}

/** Predictions for the typed text (at least 3 characters, else none). */
export async function autocomplete(deps: GeoDeps, input: string): Promise<AutocompleteResponse> {
  const text = input.trim();
  if (text.length < 3) return { predictions: [], status: 'ZERO_RESULTS' };
  if (deps.google) return googleAutocomplete(deps.google, text);
  await ensureGazetteer(deps.db);
  return offlineAutocomplete(deps.db, text);
}

function isGazetteerPlace(placeId: string): boolean {
  return placeId.startsWith('zip:') || placeId.startsWith('city:');
}

/** The address components of a place; 404 when the id is unknown. */
export async function placeDetails(deps: GeoDeps, placeId: string): Promise<PlaceDetailsResponse> {
  let details: PlaceDetailsResponse | null;
  if (isGazetteerPlace(placeId) || !deps.google) {
    await ensureGazetteer(deps.db);
    details = offlineDetails(deps.db, placeId);
  } else {
    details = await googleDetails(deps.google, placeId);
  }
  if (!details) throw new AppError(404, 'Place not found', 'PLACE_NOT_FOUND');
  return details;
}

/**
 * Where an address is: the chosen place's coordinates when it is more precise than the ZIP code
 * (a street address), else the ZIP code's centroid, else the chosen city's centre; null when none
 * is known (the profile is then saved without a location).
 */
export async function locate(deps: GeoDeps, address: { zipCode: string; placeId?: string | null }): Promise<Location | null> {
  const place = async () => {
    if (!address.placeId) return null;
    try {
      const location = (await placeDetails(deps, address.placeId)).result.geometry?.location;
      return location ? { latitude: location.lat, longitude: location.lng } : null;
    } catch {
      // An unreachable lookup service must not block saving a profile: use the ZIP instead.
      return null;
    }
  };
  const city = address.placeId?.startsWith('city:');
  if (!city) {
    const chosen = await place();
    if (chosen) return chosen;
  }
  await ensureGazetteer(deps.db);
  const zip = findZip(deps.db, address.zipCode);
  if (zip) return { latitude: zip.latitude, longitude: zip.longitude };
  return city ? place() : null;
}
