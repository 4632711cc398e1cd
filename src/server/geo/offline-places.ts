// Address lookup from the embedded gazetteer, answering in Google Places' shapes: by ZIP
// prefix (digits) or by city name prefix. It knows ZIP codes and cities, not streets. Place ids
// are `zip:NNNNN` for a ZIP code and `city:ST:Name` for a city; a city's details carry a ZIP
// code only when the city has just one, so choosing a city never picks a ZIP for the user.
import { and, asc, count, eq, like, sql } from 'drizzle-orm';
import type { AutocompleteResponse, PlaceDetailsResponse, PlacePrediction } from '../../shared/places';
import type { Db } from '../db/client';
import { zipGazetteer } from '../db/schema';

const MAX_PREDICTIONS = 8;
type ZipRow = typeof zipGazetteer.$inferSelect;

function zipPrediction(row: ZipRow): PlacePrediction {
  return {
    description: `${row.city}, ${row.state} ${row.zip}, USA`,
    place_id: `zip:${row.zip}`,
    structured_formatting: { main_text: `${row.city}, ${row.state} ${row.zip}`, secondary_text: 'USA' },
  };
}

interface CityRow {
  city: string;
  state: string;
  zips: number;
  firstZip: string;
}

function cityPrediction(row: CityRow): PlacePrediction {
  return {
    description: `${row.city}, ${row.state}, USA`,
    place_id: `city:${row.state}:${row.city}`,
    structured_formatting: {
      main_text: `${row.city}, ${row.state}`,
      secondary_text: row.zips === 1 ? `ZIP ${row.firstZip}, USA` : `${row.zips} ZIP codes, USA`,
    },
  };
}

/** Escapes LIKE wildcards in user text. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Predictions for what the user typed: digits alone are a ZIP prefix, a full address ending in
 * a ZIP is that ZIP, anything else is looked up by city name (a house number is not a ZIP).
 */
export function offlineAutocomplete(db: Db, input: string): AutocompleteResponse {
  const zip = input.match(/^(\d{3,5})$/)?.[1] ?? input.match(/\b(\d{5})(-\d{4})?\s*(,\s*USA?)?$/i)?.[1];
  let predictions: PlacePrediction[];
  if (zip) {
    predictions = db
      .select()
      .from(zipGazetteer)
      .where(like(zipGazetteer.zip, `${zip}%`))
      .orderBy(asc(zipGazetteer.zip))
      .limit(MAX_PREDICTIONS)
      .all()
      .map(zipPrediction);
  } else {
    // "123 Main St, Boulder, CO" → try "Boulder" (the part after the street), then the whole text.
    const parts = input
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const state = parts.length > 1 && /^[A-Za-z]{2}$/.test(parts.at(-1)!) ? parts.pop()!.toUpperCase() : undefined;
    const city = parts.length > 1 ? parts.at(-1)! : (parts[0] ?? '');
    if (city.length < 3) return { predictions: [], status: 'ZERO_RESULTS' };
    // One prediction per city, exact names first.
    predictions = db
      .select({
        city: zipGazetteer.city,
        state: zipGazetteer.state,
        zips: count(),
        firstZip: sql<string>`min(${zipGazetteer.zip})`,
      })
      .from(zipGazetteer)
      .where(and(sql`${zipGazetteer.city} LIKE ${likePrefix(city)} ESCAPE '\\'`, state ? eq(zipGazetteer.state, state) : undefined))
      .groupBy(zipGazetteer.city, zipGazetteer.state)
      .orderBy(sql`lower(${zipGazetteer.city}) <> lower(${city})`, asc(zipGazetteer.city), asc(zipGazetteer.state))
      .limit(MAX_PREDICTIONS)
      .all()
      .map(cityPrediction);
  }
  return { predictions, status: predictions.length ? 'OK' : 'ZERO_RESULTS' };
}

export function findZip(db: Db, zip: string): ZipRow | undefined {
  return db
    .select()
    .from(zipGazetteer)
    .where(eq(zipGazetteer.zip, zip.slice(0, 5)))
    .get();
}

function details(placeId: string, place: { city: string; state: string; zip: string | null; latitude: number; longitude: number }): PlaceDetailsResponse {
  const zip = place.zip ? [{ long_name: place.zip, short_name: place.zip, types: ['postal_code'] }] : [];
  return {
    status: 'OK',
    result: {
      place_id: placeId,
      formatted_address: `${place.city}, ${place.state}${place.zip ? ` ${place.zip}` : ''}, USA`,
      address_components: [
        { long_name: place.city, short_name: place.city, types: ['locality', 'political'] },
        { long_name: place.state, short_name: place.state, types: ['administrative_area_level_1', 'political'] },
        ...zip,
        { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
      ],
      geometry: { location: { lat: place.latitude, lng: place.longitude } },
    },
  };
}

/** A city's centre (the mean of its ZIP centroids), with its ZIP code when it has only one. */
function findCity(db: Db, state: string, city: string) {
  const row = db
    .select({
      zips: count(),
      firstZip: sql<string>`min(${zipGazetteer.zip})`,
      latitude: sql<number>`avg(${zipGazetteer.latitude})`,
      longitude: sql<number>`avg(${zipGazetteer.longitude})`,
    })
    .from(zipGazetteer)
    .where(and(eq(zipGazetteer.city, city), eq(zipGazetteer.state, state)))
    .get();
  if (!row?.zips) return undefined;
  return { city, state, zip: row.zips === 1 ? row.firstZip : null, latitude: row.latitude, longitude: row.longitude };
}

/** Details of a `zip:NNNNN` or `city:ST:Name` place id, or null when unknown. */
export function offlineDetails(db: Db, placeId: string): PlaceDetailsResponse | null {
  const zip = placeId.match(/^zip:(\d{5})$/)?.[1];
  if (zip) {
    const row = findZip(db, zip);
    return row ? details(placeId, row) : null;
  }
  const city = placeId.match(/^city:([A-Z]{2}):(.+)$/);
  const place = city ? findCity(db, city[1]!, city[2]!) : undefined;
  return place ? details(placeId, place) : null;
}
