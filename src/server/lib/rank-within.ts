// The shared core of both distance searches: the first `wanted` matches within a radius in the
// asked order, and how many match (counted up to the cap).
import { SEARCH_COUNT_CAP } from '../../shared/search';
import type { GridPoint, PointGrid } from './point-grid';
import { bestOf } from './best-of';

export interface Ranked<P> {
  entry: P;
  distance: number;
}

export interface RankOptions<P> {
  latitude: number;
  longitude: number;
  radius: number;
  /** offset + limit: how many of the first matches the page needs. */
  wanted: number;
  /** Where the nearest-first search starts; the ring grows 3× until the page is full. */
  firstRingMiles: number;
  /** Null when every entry matches (counts can then take whole cells). */
  matches: ((entry: P) => boolean) | null;
  /** Null for nearest first. */
  order: ((a: Ranked<P>, b: Ranked<P>) => number) | null;
}

const RING_GROWTH = 3;

/** Plain code-unit order (not locale-aware), cheap enough for sorting a nationwide circle. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function byDistance<P extends GridPoint>(a: Ranked<P>, b: Ranked<P>): number {
  return a.distance - b.distance || a.entry.id - b.entry.id;
}

export function rankWithin<P extends GridPoint>(grid: PointGrid<P>, options: RankOptions<P>): { ranked: Ranked<P>[]; counted: number } {
  const { latitude, longitude, radius, wanted, matches, order } = options;
  if (order) {
    // Any order but distance needs the whole circle: keep the best `wanted`, count them all.
    const best = bestOf(wanted, order);
    let counted = 0;
    grid.forEachWithin(latitude, longitude, radius, (entry, distance) => {
      if (matches && !matches(entry)) return;
      counted++;
      best.offer({ entry, distance });
    });
    return { ranked: best.sorted(), counted };
  }

  // Nearest first: a small ring, 3× wider only until it holds the page.
  let ring = Math.min(radius, options.firstRingMiles);
  let ranked: Ranked<P>[];
  for (;;) {
    ranked = [];
    grid.forEachWithin(latitude, longitude, ring, (entry, distance) => {
      if (!matches || matches(entry)) ranked.push({ entry, distance });
    });
    if (ranked.length >= wanted || ring >= radius) break;
    ring = Math.min(radius, ring * RING_GROWTH);
  }
  ranked.sort(byDistance);
  const counted = ring >= radius ? ranked.length : grid.countWithin(latitude, longitude, radius, SEARCH_COUNT_CAP + 1, matches ?? undefined);
  return { ranked, counted };
}
