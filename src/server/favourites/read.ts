// Who favourited whom: the reads first look, instant booking and the searches share. Favourites are
// private to their owner; these reads never go into an answer about someone else.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { favourites } from '../db/schema';

/** Whether `ownerId` has favourited `targetId` (a clinic a vet, or a vet a clinic). */
export function isFavourite(db: Db, ownerId: number, targetId: number): boolean {
  return (
    db
      .select({ one: favourites.ownerId })
      .from(favourites)
      .where(and(eq(favourites.ownerId, ownerId), eq(favourites.targetId, targetId)))
      .get() !== undefined
  );
}

/** The users `ownerId` has favourited. */
export function favouriteIdsOf(db: Db, ownerId: number): number[] {
  return db
    .select({ id: favourites.targetId })
    .from(favourites)
    .where(eq(favourites.ownerId, ownerId))
    .all()
    .map((row) => row.id);
}

/** The users who favourited `targetId`: for a vet, the clinics whose first look they get. */
export function favouritedBy(db: Db, targetId: number): number[] {
  return db
    .select({ id: favourites.ownerId })
    .from(favourites)
    .where(eq(favourites.targetId, targetId))
    .all()
    .map((row) => row.id);
}

/**
 * favouriteIdsOf for the searches, which read it on every page: a prepared statement, since
 * drizzle's query building costs more than SQLite's lookup on the owner's key.
 */
export function favouriteIdsForSearch(db: Db, ownerId: number): number[] {
  return prepared(db, 'favourite-ids-of-owner', () =>
    db
      .select({ id: favourites.targetId })
      .from(favourites)
      .where(eq(favourites.ownerId, sql.placeholder('ownerId')))
      .prepare(),
  )
    .all({ ownerId })
    .map((row) => row.id);
}
