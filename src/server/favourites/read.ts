// Who favourited whom: the reads first look, instant booking and the searches share. Favourites are
// private to their owner; these reads never go into an answer about someone else.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
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
