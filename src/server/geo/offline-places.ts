// Address lookup from the embedded gazetteer, answering in Google Places' shapes: by ZIP
// prefix (digits) or by city name prefix. Place ids are `zip:NNNNN`.
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { AutocompleteResponse, PlaceDetailsResponse, PlacePrediction } from '../../shared/places';
import type { Db } from '../db/client';
import { zipGazetteer } from '../db/schema';

const MAX_PREDICTIONS = 8;
type ZipRow = typeof zipGazetteer.$inferSelect;

function prediction(row: ZipRow): PlacePrediction {
  return {
    description: `${row.city}, ${row.state} ${row.zip}, USA`,
    place_id: `zip:${row.zip}`,
    structured_formatting: { main_text: `${row.city}, ${row.state} ${row.zip}`, secondary_text: 'USA' },
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
  let rows: ZipRow[];
  if (zip) {
    rows = db
      .select()
      .from(zipGazetteer)
      .where(like(zipGazetteer.zip, `${zip}%`))
      .orderBy(asc(zipGazetteer.zip))
      .limit(MAX_PREDICTIONS)
      .all();
  } else {
    // "123 Main St, Boulder, CO" → try "Boulder" (the part after the street), then the whole text.
    const parts = input
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const state = parts.length > 1 && /^[A-Za-z]{2}$/.test(parts.at(-1)!) ? parts.pop()!.toUpperCase() : undefined;
    const city = parts.length > 1 ? parts.at(-1)! : (parts[0] ?? '');
    if (city.length < 3) return { predictions: [], status: 'ZERO_RESULTS' };
    // One prediction per city (its lowest ZIP), exact names first.
    rows = db
      .select({
        zip: sql<string>`min(${zipGazetteer.zip})`,
        city: zipGazetteer.city,
        state: zipGazetteer.state,
        latitude: zipGazetteer.latitude,
        longitude: zipGazetteer.longitude,
      })
      .from(zipGazetteer)
      .where(and(sql`${zipGazetteer.city} LIKE ${likePrefix(city)} ESCAPE '\\'`, state ? eq(zipGazetteer.state, state) : undefined))
      .groupBy(zipGazetteer.city, zipGazetteer.state)
      .orderBy(sql`lower(${zipGazetteer.city}) <> lower(${city})`, asc(zipGazetteer.city), asc(zipGazetteer.state))
      .limit(MAX_PREDICTIONS)
      .all();
  }
  return { predictions: rows.map(prediction), status: rows.length ? 'OK' : 'ZERO_RESULTS' };
}

export function findZip(db: Db, zip: string): ZipRow | undefined {
  return db
    .select()
    .from(zipGazetteer)
    .where(eq(zipGazetteer.zip, zip.slice(0, 5)))
    .get();
}

/** Details of a `zip:NNNNN` place id, or null when unknown. */
export function offlineDetails(db: Db, placeId: string): PlaceDetailsResponse | null {
  const zip = placeId.match(/^zip:(\d{5})$/)?.[1];
  const row = zip ? findZip(db, zip) : undefined;
  if (!row) return null;
  return {
    status: 'OK',
    result: {
      place_id: placeId,
      formatted_address: `${row.city}, ${row.state} ${row.zip}, USA`,
      address_components: [
        { long_name: row.city, short_name: row.city, types: ['locality', 'political'] },
        { long_name: row.state, short_name: row.state, types: ['administrative_area_level_1', 'political'] },
        { long_name: row.zip, short_name: row.zip, types: ['postal_code'] },
        { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
      ],
      geometry: { location: { lat: row.latitude, lng: row.longitude } },
    },
  };
}
