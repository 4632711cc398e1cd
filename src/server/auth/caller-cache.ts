// Signed-in callers by session id, so a request does not look its session, user, profile and
// subscription up again: those four lookups were a quarter of a search request under load.
// An entry is dropped as soon as the change log shows a write to that user, their sessions,
// profile or subscription (lib/change-log.ts, fed by triggers, so whichever code path
// wrote); expiry and the subscription's paid period are still checked against the clock on
// every request.
import type { SessionRecord } from './sessions';
import { type ChangeFeed, ChangeCursor } from '../lib/change-log';
import type { Db } from '../db/client';
import type { User } from '../db/schema';
import type { AccessFacts } from './access';

export interface CachedCaller {
  session: SessionRecord;
  user: User;
  /** Filled by the first request of this session that goes through the access gate. */
  facts?: AccessFacts;
}

/** Everything a cached caller is built from; vet entries also change with postings (harmless). */
export const CALLER_FEED: ChangeFeed = {
  kinds: ['account', 'clinic', 'vet'],
  reads: ['users', 'sessions', 'subscriptions', 'clinic_profiles', 'vet_profiles', 'vet_licences'],
};
const LIMIT = 10_000;

export class CallerCache {
  readonly #entries = new Map<string, CachedCaller>();
  readonly #changes: ChangeCursor;

  constructor(db: Db) {
    this.#changes = new ChangeCursor(db, CALLER_FEED);
  }

  /** The cached caller of this session, if nothing it depends on changed since it was stored. */
  get(sid: string): CachedCaller | undefined {
    this.#forgetChanged();
    return this.#entries.get(sid);
  }

  /** Stores a caller read from the database after `get` (reads are synchronous: nothing is missed). */
  set(sid: string, caller: CachedCaller): void {
    if (this.#entries.size >= LIMIT) this.#entries.clear();
    this.#entries.set(sid, caller);
  }

  delete(sid: string): void {
    this.#entries.delete(sid);
  }

  #forgetChanged(): void {
    const changes = this.#changes.read();
    if (changes.kind === 'gap') this.#entries.clear();
    else if (changes.kind === 'changed' && changes.ids.size)
      for (const [sid, entry] of this.#entries) if (changes.ids.has(entry.user.id)) this.#entries.delete(sid);
  }
}

const caches = new WeakMap<Db, CallerCache>();

/** The database's caller cache, created on first use. */
export function callerCache(db: Db): CallerCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new CallerCache(db)));
  return cache;
}
