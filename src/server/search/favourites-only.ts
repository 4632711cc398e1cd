// The "favourites only" searches: a vet's favourite clinics' shifts, a clinic's favourite vets.
// A list holds at most a few hundred accounts, so rather than walk the country's grid testing
// each point, the favourites' own points are read from the grid by key (a vet's user id; a
// shift's clinic, which the shift grid keeps as its group) and ranked among themselves with the
// same filters and orders as the whole grid: a nationwide favourites search reads a few thousand
// points at most, and nothing from the database beyond the list itself.
import { boundingBox, distanceMiles } from '../../shared/geo';
import { bestOf } from '../lib/best-of';
import type { GridPoint, PointGrid } from '../lib/point-grid';
import { byDistance, type Ranked, type RankOptions } from '../lib/rank-within';

/** The points of `grid` with these ids (those it does not hold are left out). */
export function pointsOf<P extends GridPoint>(grid: PointGrid<P>, ids: readonly number[]): P[] {
  const points: P[] = [];
  for (const id of ids) {
    const point = grid.get(id);
    if (point) points.push(point);
  }
  return points;
}

/** The points of `grid` in these groups (the shift grid: the shifts of these clinics). */
export function* pointsInGroups<P extends GridPoint>(grid: PointGrid<P>, keys: readonly number[]): Iterable<P> {
  for (const key of keys) yield* grid.group(key);
}

/** rankWithin over a short list: the first `wanted` in the order (nearest first by default) and how many match. */
export function rankAmong<P extends GridPoint>(points: Iterable<P>, options: Omit<RankOptions<P>, 'firstRingMiles'>): { ranked: Ranked<P>[]; counted: number } {
  const { latitude, longitude, radius, wanted, matches, order } = options;
  const best = bestOf<Ranked<P>>(wanted, order ?? byDistance);
  // The radius's box, as the grid's walk reads it: most of a nationwide list is outside a local
  // search's box, and leaving it costs four comparisons rather than a great-circle distance.
  const box = boundingBox(latitude, longitude, radius);
  let counted = 0;
  for (const entry of points) {
    if (entry.latitude < box.minLat || entry.latitude > box.maxLat || entry.longitude < box.minLng || entry.longitude > box.maxLng) continue;
    if (matches && !matches(entry)) continue;
    const distance = distanceMiles(latitude, longitude, entry.latitude, entry.longitude);
    if (distance > radius) continue;
    counted++;
    best.offer({ entry, distance });
  }
  return { ranked: best.sorted(), counted };
}
