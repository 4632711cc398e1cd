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

/** Enough for every searcher of a busy day; past it the lists start over. */
const LIMIT = 20_000;

interface Cache {
  changes: ChangeCursor;
  lists: Map<number, FavouriteList>;
}
const caches = new WeakMap<Db, Cache>();

function load(db: Db, ownerId: number): FavouriteList {
  const ids = favouriteIdsForSearch(db, ownerId);
  const set = new Set(ids);
  return { ids, has: (id) => set.has(id) };
}

/** `ownerId`'s favourites, up to date with every committed write. Read-only: it is shared. */
export function favouriteListOf(db: Db, ownerId: number): FavouriteList {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { changes: new ChangeCursor(db, FAVOURITE_LIST_FEED), lists: new Map() }));
  const changes = cache.changes.read();
  if (changes.kind === 'gap') cache.lists.clear();
  else if (changes.kind === 'changed') for (const id of changes.ids) cache.lists.delete(id);
  let list = cache.lists.get(ownerId);
  if (!list) {
    if (cache.lists.size >= LIMIT) cache.lists.clear();
    cache.lists.set(ownerId, (list = load(db, ownerId)));
  }
  return list;
}

/** No favourites: a search with no searcher (a demo page) reads this. */
export const NO_FAVOURITES: FavouriteList = { ids: [], has: () => false };
