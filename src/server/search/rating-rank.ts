// The vet search sorted by rating: vets with a shown average first (best average, then most
// ratings, then nearest), then the rest nearest first. A small circle is ranked by sorting all of
// it, as the distance sort does; a wide one (a large share of the country's vets) instead walks the
// rated vets in rating order — the order the vet grid keeps as records change (vet-index.ts) —
// and stops once the page is full, then fills the rest nearest first. So a nationwide rating sort
// reads about as many vets as a nationwide distance sort, and no search sorts every rated vet.
import { SEARCH_COUNT_CAP } from '../../shared/search';
import { distanceMiles } from '../../shared/geo';
import type { PointGrid } from '../lib/point-grid';
import { byDistance, type Ranked, rankWithin } from '../lib/rank-within';
import type { IndexedVet } from './vet-index';

/**
 * Circles holding fewer vets than this are scanned; wider ones walk the rating order. The count
 * that decides is the one the answer shows ("1,000+"), so a wide search counts its circle once, as
 * the distance sort does. A walk reads fewer vets than a scan from about √(page × rated vets)
 * vets in the circle: 1,000 on the national data set (50 a page, 20,000 rated vets).
 */
export const SCAN_UP_TO = SEARCH_COUNT_CAP + 1;

export function byRating(a: Ranked<IndexedVet>, b: Ranked<IndexedVet>): number {
  return b.entry.ratingKey - a.entry.ratingKey || byDistance(a, b);
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
  // Whether the circle is wide: the cells its box touches bound it from above for no distance
  // computed (a local search, the common one, stops there and reads its vets once); only when they
  // hold enough is it counted exactly — the count a wide distance search makes anyway.
  const wide = grid.countNear(latitude, longitude, radius, scanUpTo) >= scanUpTo && grid.countWithin(latitude, longitude, radius, scanUpTo) >= scanUpTo;
  if (!wide) {
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
  for (const vet of grid.ordered()) {
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
