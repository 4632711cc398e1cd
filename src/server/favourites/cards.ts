// The favourites list as its owner sees it: each starred account's public card (name, picture,
// city and state) and the shifts the two completed together, newest star first. One query for the
// cards and one grouped query for the shifts, whatever the list's length.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Favourite } from '../../shared/trusted-network';
import type { Db } from '../db/client';
import { clinicProfiles, favourites, type User, users, vetProfiles } from '../db/schema';
import { workedTogetherWithEach } from './worked-together';

/** The owner's favourites' cards (only `targetId`'s when given). */
export function favouriteCards(db: Db, owner: User, targetId?: number): Favourite[] {
  const where: SQL | undefined =
    targetId === undefined ? eq(favourites.ownerId, owner.id) : and(eq(favourites.ownerId, owner.id), eq(favourites.targetId, targetId));
  const rows = db
    .select({
      userId: favourites.targetId,
      favouritedAt: favourites.createdAt,
      profileImageUrl: users.profileImageUrl,
      vetFirstName: vetProfiles.firstName,
      vetLastName: vetProfiles.lastName,
      vetCity: vetProfiles.city,
      vetState: vetProfiles.state,
      clinicName: clinicProfiles.clinicName,
      clinicCity: clinicProfiles.city,
      clinicState: clinicProfiles.state,
    })
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.targetId))
    .leftJoin(vetProfiles, eq(vetProfiles.userId, favourites.targetId))
    .leftJoin(clinicProfiles, eq(clinicProfiles.userId, favourites.targetId))
    .where(where)
    .orderBy(desc(favourites.createdAt), desc(favourites.targetId))
    .all();
  const together = workedTogetherWithEach(
    db,
    owner.userType,
    owner.id,
    rows.map((row) => row.userId),
  );
  const role = owner.userType === 'clinic' ? 'relief_vet' : 'clinic';
  return rows.map((row) => {
    const worked = together.get(row.userId);
    const vet = role === 'relief_vet';
    return {
      userId: row.userId,
      role,
      name: vet ? `Dr. ${row.vetFirstName ?? ''} ${row.vetLastName ?? ''}`.trim() : (row.clinicName ?? 'Unknown clinic'),
      profileImageUrl: row.profileImageUrl,
      city: (vet ? row.vetCity : row.clinicCity) ?? null,
      state: (vet ? row.vetState : row.clinicState) ?? null,
      shiftsTogether: worked?.shiftsTogether ?? 0,
      lastShiftDate: worked?.lastShiftDate ?? null,
      favouritedAt: row.favouritedAt,
    };
  });
}
