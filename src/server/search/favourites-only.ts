// The "favourites only" searches: a vet's favourite clinics' shifts, a clinic's favourite vets.
// Two ways give the same answer, and each search takes the one that reads less:
// - walk the favourites' own entries, read from the grid by key (a vet's user id; a clinic, whose
//   open shifts the shift grid keeps as a group), each tested exactly as the radius walk tests it
//   (its cell in the walk's reach, its distance within the radius). A clinic's shifts sit at the
//   clinic, so a group is placed once: a clinic outside the radius costs one distance, or four
//   comparisons, and none of its shifts is read;
// - or, when the radius's cells hold fewer entries than the list names (a local search, a long
//   list), the radius walk itself with "is a favourite" added to the filters.
import { distanceMiles } from '../../shared/geo';
import { bestOf } from '../lib/best-of';
import type { GridPoint, PointGrid, PointGroup } from '../lib/point-grid';
import { byDistance, type Ranked, type RankOptions } from '../lib/rank-within';
import type { FavouriteList } from '../favourites/favourite-lists';

type Answer<P> = { ranked: Ranked<P>[]; counted: number };
type WalkOptions<P> = Omit<RankOptions<P>, 'firstRingMiles'>;

export interface FavouriteKeys<P extends GridPoint> {
  /** 'id': a favourite is an entry's id (vets); 'group': a group of the grid (a clinic's shifts). */
  keyedBy: 'id' | 'group';
  /** The favourite an entry belongs to. */
  keyOf(point: P): number;
}

interface Lookups<T = unknown> {
  grid: object;
  /** The grid's version (entries by id) or groupsVersion (groups) they were looked up at. */
  version: number;
  found: readonly (T | undefined)[];
  /** Entries by id: each one's latitude and longitude, packed (NaN for none), so a walk reads no entry outside the radius. */
  places?: Float64Array;
}

/**
 * The list's entries or groups as last looked up in the grid, kept while the grid's version says
 * the same keys still name the same objects: a nationwide list's 500 hash lookups, each a cache
 * miss, were most of the walk. Keyed by the list, which is replaced when the favourites change.
 */
const lookups = new WeakMap<FavouriteList, Lookups>();

function lookedUp<T>(list: FavouriteList, grid: object, version: number, lookUp: (key: number) => T | undefined): Lookups<T> {
  const kept = lookups.get(list);
  if (kept && kept.grid === grid && kept.version === version) return kept as Lookups<T>;
  const made: Lookups<T> = { grid, version, found: list.ids.map(lookUp) };
  lookups.set(list, made);
  return made;
}

/** The list's entries by id, with their places packed. */
function entriesOf<P extends GridPoint>(list: FavouriteList, grid: PointGrid<P>): { found: readonly (P | undefined)[]; places: Float64Array } {
  const looked = lookedUp<P>(list, grid, grid.version, (id) => grid.get(id));
  if (!looked.places) {
    const places = new Float64Array(looked.found.length * 2).fill(Number.NaN);
    looked.found.forEach((entry, i) => {
      if (entry) places.set([entry.latitude, entry.longitude], i * 2);
    });
    looked.places = places;
  }
  return { found: looked.found, places: looked.places };
}

/**
 * The entries of the listed favourites that the radius walk would find and `matches` accepts:
 * the first `wanted` in the order (nearest first by default), and how many there are.
 */
export function walkFavourites<P extends GridPoint>(
  grid: PointGrid<P>,
  list: FavouriteList,
  keyedBy: FavouriteKeys<P>['keyedBy'],
  options: WalkOptions<P>,
): Answer<P> {
  const { latitude, longitude, radius, wanted, matches, order } = options;
  const best = bestOf<Ranked<P>>(wanted, order ?? byDistance);
  const reach = grid.reach(latitude, longitude, radius);
  let counted = 0;
  // Most entries offered are refused once the page is full: one object serves until one is kept.
  let spare: Ranked<P> | null = null;
  const offer = (entry: P, distance: number) => {
    if (spare) {
      spare.entry = entry;
      spare.distance = distance;
    } else {
      spare = { entry, distance };
    }
    if (best.offer(spare)) spare = null;
  };
  const consider = (entry: P) => {
    if (!grid.inReach(entry, reach) || (matches && !matches(entry))) return;
    const distance = distanceMiles(latitude, longitude, entry.latitude, entry.longitude);
    if (distance > radius) return;
    counted++;
    offer(entry, distance);
  };

  if (keyedBy === 'id') {
    const { found, places } = entriesOf(list, grid);
    for (let i = 0; i < found.length; i++) {
      // The entry's own place, copied: the same test and distance as consider(), without reading it.
      const lat = places[i * 2]!;
      const lng = places[i * 2 + 1]!;
      if (Number.isNaN(lat) || !grid.inReachAt(lat, lng, reach)) continue;
      const entry = found[i]!;
      if (matches && !matches(entry)) continue;
      const distance = distanceMiles(latitude, longitude, lat, lng);
      if (distance > radius) continue;
      counted++;
      offer(entry, distance);
    }
    return { ranked: best.sorted(), counted };
  }
  for (const found of lookedUp<PointGroup<P>>(list, grid, grid.groupsVersion, (key) => grid.groupAt(key)).found) {
    if (!found) continue;
    const group = grid.placed(found);
    const { points } = group;
    if (Number.isNaN(group.latitude)) {
      for (const entry of points.values()) consider(entry);
      continue;
    }
    // The same inputs as each entry's own test, so the same outcome and the same distance.
    if (!grid.inReach(group, reach)) continue;
    const distance = distanceMiles(latitude, longitude, group.latitude, group.longitude);
    if (distance > radius) continue;
    // Nearest first, a full page's last entry being nearer than this clinic refuses all its shifts.
    const worst = order ? undefined : best.worst();
    const refused = worst !== undefined && distance > worst.distance;
    if (!matches) {
      counted += group.size;
      if (!refused) for (const entry of points.values()) offer(entry, distance);
      continue;
    }
    for (const entry of points.values()) {
      if (!matches(entry)) continue;
      counted++;
      if (!refused) offer(entry, distance);
    }
  }
  return { ranked: best.sorted(), counted };
}

/**
 * The favourites-only answer: `scan` is the search's own radius walk, given the filters with
 * "is a favourite" added; it runs when the radius's cells hold fewer entries than the list names.
 */
export function rankFavourites<P extends GridPoint>(
  grid: PointGrid<P>,
  list: FavouriteList,
  keys: FavouriteKeys<P>,
  options: WalkOptions<P>,
  scan: (matches: (entry: P) => boolean) => Answer<P>,
): Answer<P> {
  const named = list.ids.length;
  if (named === 0) return { ranked: [], counted: 0 };
  const { latitude, longitude, radius, matches } = options;
  if (grid.countNear(latitude, longitude, radius, named) < named) {
    const { keyOf } = keys;
    return scan(matches ? (entry) => list.has(keyOf(entry)) && matches(entry) : (entry) => list.has(keyOf(entry)));
  }
  return walkFavourites(grid, list, keys.keyedBy, options);
}
