// The favourites a clinic e-mailed at posting (first look) are not told of the same shifts again
// when the window ends: a post whose shifts all had a first look skips the clinic's favourites.
import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shifts } from '../db/schema';
import { favouriteIdsOf } from '../favourites/read';

/** The recipients told already, by the first-look e-mail, of these shifts of `clinicId`. */
export function toldAtPosting(db: Db, clinicId: number, shiftIds: number[]): ReadonlySet<number> {
  if (shiftIds.length === 0) return new Set();
  const withoutFirstLook = db
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(inArray(shifts.id, shiftIds), isNull(shifts.firstLookUntil)))
    .limit(1)
    .get();
  return withoutFirstLook ? new Set() : new Set(favouriteIdsOf(db, clinicId));
}
