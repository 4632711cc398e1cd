// The "favourites only" searches: a vet's favourite clinics' shifts, a clinic's favourite vets.
// A list holds at most a few hundred accounts, so rather than walk the country's grid testing
// each point, the favourites' own points are copied into a small grid of their own and ranked
// there by the same code and filters as the whole grid: a nationwide favourites search reads a
// few thousand points at most, and never fewer than the full search would show.
import { and, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shifts } from '../db/schema';
import { type GridPoint, type PointGrid as Grid, PointGrid, type PointOrder } from '../lib/point-grid';

/** Wide cells: a few thousand points spread over the country, so a nationwide walk reads few empty cells. */
const CELL_DEGREES = 3;

/** The points of `grid` with these ids (those it does not hold are left out), as a grid of their own. */
export function gridOf<P extends GridPoint>(grid: Grid<P>, ids: Iterable<number>, order: PointOrder<P> | null = null): Grid<P> {
  const small = new PointGrid<P>(CELL_DEGREES, order);
  const points: P[] = [];
  for (const id of ids) {
    const point = grid.get(id);
    if (point) points.push(point);
  }
  small.load(points);
  return small;
}

/** Ids of the open shifts of these clinics dated `today` or later (the shift grid decides the rest). */
export function openShiftIdsOf(db: Db, clinicIds: number[], today: string): number[] {
  if (!clinicIds.length) return [];
  return db
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(inArray(shifts.clinicId, clinicIds), gte(shifts.shiftDate, today), sql`${shifts.status} = 'open'`))
    .all()
    .map((row) => row.id);
}
