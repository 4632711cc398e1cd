// The "favourites only" searches: a vet's favourite clinics' shifts, a clinic's favourite vets.
// A list holds at most a few hundred accounts, so rather than walk the country's grid testing
// each point, the favourites' own points are copied into a small grid of their own and ranked
// there by the same code and filters as the whole grid: a nationwide favourites search reads a
// few thousand points at most, and never fewer than the full search would show.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { favourites, shifts } from '../db/schema';
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

/**
 * Ids of the open shifts dated `today` or later of the clinics `vetId` favourited (the shift grid
 * decides the rest): one prepared statement, from the vet's favourites along shifts_clinic_date_idx.
 */
export function favouriteClinicsShiftIds(db: Db, vetId: number, today: string): number[] {
  return prepared(db, 'favourite-clinics-open-shift-ids', () =>
    db
      .select({ id: shifts.id })
      .from(favourites)
      .innerJoin(shifts, and(eq(shifts.clinicId, favourites.targetId), gte(shifts.shiftDate, sql.placeholder('today')), sql`${shifts.status} = 'open'`))
      .where(eq(favourites.ownerId, sql.placeholder('vetId')))
      .prepare(),
  )
    .all({ vetId, today })
    .map((row) => row.id);
}
