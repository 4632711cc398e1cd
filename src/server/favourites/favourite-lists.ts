// Each searcher's own favourites, held in memory: both searches read the list on every page (the
// filter and every card's star), and reading 500 rows from SQLite cost more than a local search.
// An owner's list is dropped as soon as the change log shows a write to their favourites
// (triggers log the owner's id, whichever code path wrote, account deletions' cascades included).
import { type ChangeFeed, ChangeCursor } from '../lib/change-log';
import type { Db } from '../db/client';
import { favouriteIdsForSearch } from './read';

export interface FavouriteList {
  /** The users the owner favourited, in no particular order. */
  ids: readonly number[];
  has(id: number): boolean;
}

export const FAVOURITE_LIST_FEED: ChangeFeed = { kinds: ['favourite'], reads: ['favourites'] };

/** Ids held across all lists (about 30 MB): 2,000 full lists, or 40,000 relief teams of 25; past it the lists start over. */
const MAX_HELD = 1_000_000;

interface Cache {
  changes: ChangeCursor;
  lists: Map<number, FavouriteList>;
  /** The ids the lists hold between them. */
  held: number;
}
const caches = new WeakMap<Db, Cache>();

function load(db: Db, ownerId: number): FavouriteList {
  const ids = favouriteIdsForSearch(db, ownerId);
  const set = new Set(ids);
  return { ids, has: (id) => set.has(id) };
}

function forget(cache: Cache, ownerId: number): void {
  const list = cache.lists.get(ownerId);
  if (!list) return;
  cache.lists.delete(ownerId);
  cache.held -= list.ids.length;
}

function forgetAll(cache: Cache): void {
  cache.lists.clear();
  cache.held = 0;
}

/** `ownerId`'s favourites, up to date with every committed write. Read-only: it is shared. */
export function favouriteListOf(db: Db, ownerId: number): FavouriteList {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { changes: new ChangeCursor(db, FAVOURITE_LIST_FEED), lists: new Map(), held: 0 }));
  const changes = cache.changes.read();
  if (changes.kind === 'gap') forgetAll(cache);
  else if (changes.kind === 'changed') for (const id of changes.ids) forget(cache, id);
  let list = cache.lists.get(ownerId);
  if (!list) {
    list = load(db, ownerId);
    if (cache.held + list.ids.length > MAX_HELD) forgetAll(cache);
    cache.lists.set(ownerId, list);
    cache.held += list.ids.length;
  }
  return list;
}

/** No favourites: a search with no searcher (a demo page) reads this. */
export const NO_FAVOURITES: FavouriteList = { ids: [], has: () => false };
