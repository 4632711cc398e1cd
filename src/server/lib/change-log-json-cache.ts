// Answers kept as JSON text per key, each dropped when the change log names one of the ids it
// shows. Reading a busy page from SQLite and serialising it costs 0.3–1 ms, and the screens ask
// again on every socket frame and focus; the answer changes only when something on it is written,
// whichever code path wrote. Used by the booking lists and the invoice answers.
import type { Db } from '../db/client';
import { type ChangeFeed, ChangeCursor } from './change-log';

export interface JsonCacheLimits {
  /** Past this many bytes of JSON the cache starts over. */
  maxBytes: number;
  /** An entry older than this is read again (for answers that also depend on the clock). */
  maxAgeMs?: number;
}

interface Entry {
  json: string;
  storedAt: number;
  /** A change to any of these ids drops the entry. */
  ids: readonly number[];
}

export class ChangeLogJsonCache {
  readonly #entries = new Map<string, Entry>();
  /** Entry keys by the ids they show. The log's ids are not told apart by kind: a user id and a shift id that happen to be equal both drop, which is only ever a spare re-read. */
  readonly #keysById = new Map<number, Set<string>>();
  readonly #changes: ChangeCursor;
  readonly #limits: JsonCacheLimits;
  #bytes = 0;

  constructor(db: Db, feed: ChangeFeed, limits: JsonCacheLimits) {
    this.#changes = new ChangeCursor(db, feed);
    this.#limits = limits;
  }

  /**
   * The cached answer, after dropping what changed since the last call; null to read it afresh.
   * Call it right before reading from the database (reads are synchronous, so a write after that
   * read shows in the log at the next call).
   */
  read(key: string, now: number): string | null {
    const changes = this.#changes.read();
    if (changes.kind === 'gap') this.#clear();
    else if (changes.kind === 'changed') for (const id of changes.ids) this.#dropShowing(id);
    const entry = this.#entries.get(key);
    if (!entry) return null;
    const { maxAgeMs } = this.#limits;
    if (maxAgeMs !== undefined && now - entry.storedAt > maxAgeMs) {
      this.#drop(key);
      return null;
    }
    return entry.json;
  }

  store(key: string, json: string, ids: readonly number[], now: number): void {
    this.#drop(key);
    if (this.#bytes + json.length > this.#limits.maxBytes) this.#clear();
    this.#entries.set(key, { json, storedAt: now, ids });
    this.#bytes += json.length;
    for (const id of ids) {
      let keys = this.#keysById.get(id);
      if (!keys) this.#keysById.set(id, (keys = new Set()));
      keys.add(key);
    }
  }

  /** The answer for `key` as JSON text: the cached one, or `load()`'s, stored with the ids `idsOf` names. */
  json<T>(key: string, now: number, load: () => T, idsOf: (answer: T) => readonly number[]): string {
    const cached = this.read(key, now);
    if (cached !== null) return cached;
    const answer = load();
    const json = JSON.stringify(answer);
    this.store(key, json, idsOf(answer), now);
    return json;
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

/** The database's cache in `caches` (each test app has its own database), made on first use. */
export function cacheOf(caches: WeakMap<Db, ChangeLogJsonCache>, db: Db, make: () => ChangeLogJsonCache): ChangeLogJsonCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = make()));
  return cache;
}
