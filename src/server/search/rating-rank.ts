// The vet search sorted by rating: vets with a shown average first (best average, then most
// ratings, then nearest), then the rest nearest first. A small circle is ranked by sorting all of
// it, as the distance sort does; a wide one (a large share of the country's vets) instead walks the
// rated vets in rating order — kept as one sorted list per grid — and stops once the page is full,
// then fills the rest nearest first. So a nationwide rating sort reads about as many vets as a
// nationwide distance sort, not every vet in the country.
import { SEARCH_COUNT_CAP } from '../../shared/search';
import { distanceMiles } from '../../shared/geo';
import type { PointGrid } from '../lib/point-grid';
import { byDistance, type Ranked, rankWithin } from '../lib/rank-within';
import type { IndexedVet } from './vet-index';

/** Circles holding fewer vets than this are scanned; wider ones walk the rating order. */
export const SCAN_UP_TO = 2000;

export function byRating(a: Ranked<IndexedVet>, b: Ranked<IndexedVet>): number {
  return b.entry.ratingKey - a.entry.ratingKey || byDistance(a, b);
}

interface RatedOrder {
  version: number;
  rated: IndexedVet[];
}

/** The grid's rated vets, best first, made again whenever the grid's points change. */
const orders = new WeakMap<PointGrid<IndexedVet>, RatedOrder>();

function ratedOrder(grid: PointGrid<IndexedVet>): IndexedVet[] {
  let order = orders.get(grid);
  if (!order || order.version !== grid.version) {
    const rated: IndexedVet[] = [];
    for (const vet of grid.points()) if (vet.ratingKey >= 0) rated.push(vet);
    rated.sort((a, b) => b.ratingKey - a.ratingKey || a.id - b.id);
    orders.set(grid, (order = { version: grid.version, rated }));
  }
  return order.rated;
}

export interface RatingRankOptions {
  latitude: number;
  longitude: number;
  radius: number;
  wanted: number;
  firstRingMiles: number;
  matches: ((vet: IndexedVet) => boolean) | null;
  /** SCAN_UP_TO, or another bound in tests. */
  scanUpTo?: number;
}

/** The first `wanted` vets in rating order within the radius, and how many match (capped). */
export function rankByRating(grid: PointGrid<IndexedVet>, options: RatingRankOptions): { ranked: Ranked<IndexedVet>[]; counted: number } {
  const { latitude, longitude, radius, wanted, matches } = options;
  const scanUpTo = options.scanUpTo ?? SCAN_UP_TO;
  // Counting stops at the bound and takes cells inside the circle whole: cheap either way.
  const circle = grid.countWithin(latitude, longitude, radius, scanUpTo);
  if (circle < scanUpTo) {
    const inCircle: Ranked<IndexedVet>[] = [];
    grid.forEachWithin(latitude, longitude, radius, (entry, distance) => {
      if (!matches || matches(entry)) inCircle.push({ entry, distance });
      return true;
    });
    return { ranked: inCircle.sort(byRating), counted: inCircle.length };
  }

  // Equal keys must come nearest first: gather each run of equal keys whole, then sort it.
  const ranked: Ranked<IndexedVet>[] = [];
  let run: Ranked<IndexedVet>[] = [];
  let runKey = Number.NaN;
  for (const vet of ratedOrder(grid)) {
    if (vet.ratingKey !== runKey) {
      if (ranked.length + run.length >= wanted) break;
      ranked.push(...run.sort(byDistance));
      run = [];
      runKey = vet.ratingKey;
    }
    if (matches && !matches(vet)) continue;
    const distance = distanceMiles(latitude, longitude, vet.latitude, vet.longitude);
    if (distance <= radius) run.push({ entry: vet, distance });
  }
  ranked.push(...run.sort(byDistance));
  const page = ranked.slice(0, wanted);
  if (page.length < wanted) {
    const unrated = matches ? (vet: IndexedVet) => vet.ratingKey < 0 && matches(vet) : (vet: IndexedVet) => vet.ratingKey < 0;
    page.push(...rankWithin(grid, { ...options, wanted: wanted - page.length, matches: unrated, order: null }).ranked.slice(0, wanted - page.length));
  }
  // Unfiltered, a circle this wide already holds more than the count shows ("1,000+").
  const counted =
    !matches && scanUpTo > SEARCH_COUNT_CAP ? SEARCH_COUNT_CAP + 1 : grid.countWithin(latitude, longitude, radius, SEARCH_COUNT_CAP + 1, matches ?? undefined);
  return { ranked: page, counted };
}
