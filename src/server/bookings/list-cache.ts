// Answers of GET /api/booking-requests kept as JSON text per viewer and query. A busy clinic's
// page (every pending application plus the recent history, ~100 rows with cards) takes ~0.5 ms
// to read and serialise, and the screens ask again on every socket frame and focus; the answer
// changes only when something on it is written. An entry is dropped when the change log shows a
// write to an application of the viewer ('booking'), to a shift on the page ('shift'), or to a
// person on it ('vet', 'clinic': profiles, names, late cancellations, track records) — whichever code path wrote.
import type { BookingRequestsPage } from '../../shared/bookings';
import type { Db } from '../db/client';
import { type ChangeFeed, ChangeCursor } from '../lib/change-log';

export const BOOKING_LIST_FEED: ChangeFeed = {
  kinds: ['booking', 'shift', 'vet', 'clinic'],
  reads: ['booking_requests', 'shifts', 'vet_profiles', 'clinic_profiles', 'users', 'shift_cancellations', 'track_records'],
};

/** Late counts look back 12 months from now: an entry older than this is read again. */
const MAX_AGE_MS = 60_000;
/** Past this many bytes of JSON the cache starts over (a few hundred busy clinics' pages). */
const MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  json: string;
  storedAt: number;
  /** The viewer, every party and every shift on the page: a change to any of them drops it. */
  ids: number[];
}

export class BookingListCache {
  readonly #entries = new Map<string, Entry>();
  /** Entry keys by the ids they show. The log's ids are not told apart by kind: a user id and a shift id that happen to be equal both drop, which is only ever a spare re-read. */
  readonly #keysById = new Map<number, Set<string>>();
  readonly #changes: ChangeCursor;
  #bytes = 0;

  constructor(db: Db) {
    this.#changes = new ChangeCursor(db, BOOKING_LIST_FEED);
  }

  /**
   * The cached answer, after dropping what changed since the last call; null to read it afresh.
   * Call it right before reading the page from the database (reads are synchronous, so a write
   * after that read shows in the log at the next call).
   */
  read(key: string, now: number): string | null {
    const changes = this.#changes.read();
    if (changes.kind === 'gap') this.#clear();
    else if (changes.kind === 'changed') for (const id of changes.ids) this.#dropShowing(id);
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (now - entry.storedAt > MAX_AGE_MS) {
      this.#drop(key);
      return null;
    }
    return entry.json;
  }

  store(key: string, json: string, ids: number[], now: number): void {
    this.#drop(key);
    if (this.#bytes + json.length > MAX_BYTES) this.#clear();
    this.#entries.set(key, { json, storedAt: now, ids });
    this.#bytes += json.length;
    for (const id of ids) {
      let keys = this.#keysById.get(id);
      if (!keys) this.#keysById.set(id, (keys = new Set()));
      keys.add(key);
    }
  }

  #dropShowing(id: number) {
    const keys = this.#keysById.get(id);
    if (!keys) return;
    for (const key of [...keys]) this.#drop(key);
  }

  #drop(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.json.length;
    for (const id of entry.ids) {
      const keys = this.#keysById.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysById.delete(id);
    }
  }

  #clear() {
    this.#entries.clear();
    this.#keysById.clear();
    this.#bytes = 0;
  }
}

/** The ids a page shows: whose change must drop it. */
export function idsShownOn(viewerId: number, page: BookingRequestsPage): number[] {
  const ids = new Set([viewerId]);
  for (const request of page.requests) {
    ids.add(request.vetId);
    ids.add(request.clinicId);
    ids.add(request.shiftId);
  }
  return [...ids];
}

const caches = new WeakMap<Db, BookingListCache>();

export function bookingListCache(db: Db): BookingListCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new BookingListCache(db)));
  return cache;
}

/**
 * GET /api/booking-requests as JSON text, from the cache when nothing on the page changed.
 * `load` reads the page from the database (views.ts bookingRequestsPage).
 */
export function cachedBookingRequestsJson(
  db: Db,
  viewerId: number,
  query: { status: string; before?: number | undefined },
  now: number,
  load: () => BookingRequestsPage,
): string {
  const cache = bookingListCache(db);
  const key = `${viewerId}:${query.status}:${query.before ?? ''}`;
  const cached = cache.read(key, now);
  if (cached !== null) return cached;
  const page = load();
  const json = JSON.stringify(page);
  cache.store(key, json, idsShownOn(viewerId, page), now);
  return json;
}
