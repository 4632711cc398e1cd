// The people embedded in messages (name, kind, photo, clinic name), kept in memory: every thread
// page, conversation list and pushed message embeds them, and they rarely change. An entry is
// dropped as soon as the change log shows a write to that user or their clinic profile
// (lib/change-log.ts, fed by triggers, so whichever code path wrote).
import type { MessageUser } from '../../shared/messages';
import type { Db } from '../db/client';
import { type ChangeFeed, ChangeCursor } from '../lib/change-log';

export const PEOPLE_FEED: ChangeFeed = { kinds: ['account', 'clinic'], reads: ['users', 'clinic_profiles'] };
const LIMIT = 50_000;

export class PeopleCache {
  readonly #entries = new Map<number, MessageUser>();
  readonly #changes: ChangeCursor;

  constructor(db: Db) {
    this.#changes = new ChangeCursor(db, PEOPLE_FEED);
  }

  /** The cached people among `ids`, after forgetting those changed since the last call; and the ids to load. */
  lookup(ids: readonly number[]): { found: Map<number, MessageUser>; missing: number[] } {
    const changes = this.#changes.read();
    if (changes.kind === 'gap') this.#entries.clear();
    else if (changes.kind === 'changed') for (const id of changes.ids) this.#entries.delete(id);
    const found = new Map<number, MessageUser>();
    const missing: number[] = [];
    for (const id of ids) {
      const person = this.#entries.get(id);
      if (person) found.set(id, person);
      else missing.push(id);
    }
    return { found, missing };
  }

  /** Stores people read from the database right after `lookup` (reads are synchronous: nothing is missed). */
  store(people: Iterable<MessageUser>): void {
    for (const person of people) {
      if (this.#entries.size >= LIMIT) this.#entries.clear();
      this.#entries.set(person.id, person);
    }
  }
}

const caches = new WeakMap<Db, PeopleCache>();

export function peopleCache(db: Db): PeopleCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new PeopleCache(db)));
  return cache;
}
