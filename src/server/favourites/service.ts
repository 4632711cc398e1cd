// Favourites both ways: a clinic stars vets (its relief team), a vet stars clinics. Only the
// opposite kind of account may be starred; the list is private to its owner, so no answer about
// anyone else reads it (first look and instant booking use read.ts, never this list).
import { and, count, eq } from 'drizzle-orm';
import { FAVOURITES_MAX, type Favourite } from '../../shared/trusted-network';
import type { Db } from '../db/client';
import { clinicProfiles, favourites, type User, users, vetProfiles } from '../db/schema';
import { AppError } from '../http/errors';
import { favouriteCards } from './cards';

const NOT_FOUND = () => new AppError(404, 'User not found', 'USER_NOT_FOUND');

/** Who `owner` may star: another account, of the other kind, with its profile (else it is in no marketplace answer). */
function checkTarget(db: Db, owner: User, targetId: number): void {
  if (targetId === owner.id) throw new AppError(400, 'You cannot favourite yourself', 'FAVOURITE_SELF');
  const target = db
    .select({ userType: users.userType, vetProfile: vetProfiles.id, clinicProfile: clinicProfiles.id })
    .from(users)
    .leftJoin(vetProfiles, eq(vetProfiles.userId, users.id))
    .leftJoin(clinicProfiles, eq(clinicProfiles.userId, users.id))
    .where(eq(users.id, targetId))
    .get();
  if (!target) throw NOT_FOUND();
  if (target.userType === owner.userType) {
    throw new AppError(
      400,
      owner.userType === 'clinic' ? 'Clinics can favourite relief vets only, not other clinics' : 'Relief vets can favourite clinics only, not other vets',
      'FAVOURITE_WRONG_KIND',
    );
  }
  if ((target.userType === 'clinic' ? target.clinicProfile : target.vetProfile) === null) throw NOT_FOUND();
}

/** Stars `targetId` for `owner`; starring again changes nothing. Answers the favourite's card. */
export function addFavourite(db: Db, owner: User, targetId: number, now: number): Favourite {
  checkTarget(db, owner, targetId);
  db.transaction(
    (tx) => {
      const held = tx.select({ n: count() }).from(favourites).where(eq(favourites.ownerId, owner.id)).get()?.n ?? 0;
      const already = tx
        .select({ one: favourites.ownerId })
        .from(favourites)
        .where(and(eq(favourites.ownerId, owner.id), eq(favourites.targetId, targetId)))
        .get();
      if (already) return;
      if (held >= FAVOURITES_MAX) throw new AppError(409, `You can keep at most ${FAVOURITES_MAX} favourites: remove one first`, 'FAVOURITES_FULL');
      tx.insert(favourites).values({ ownerId: owner.id, targetId, createdAt: now }).run();
    },
    { behavior: 'immediate' },
  );
  return favouriteCards(db, owner, targetId)[0]!;
}

/** Unstars `targetId`; unstarring what is not starred changes nothing. */
export function removeFavourite(db: Db, owner: User, targetId: number): void {
  checkTarget(db, owner, targetId);
  db.delete(favourites)
    .where(and(eq(favourites.ownerId, owner.id), eq(favourites.targetId, targetId)))
    .run();
}

/** The owner's favourites, newest first, with their public cards. */
export function listFavourites(db: Db, owner: User): Favourite[] {
  return favouriteCards(db, owner);
}
