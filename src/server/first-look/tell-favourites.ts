// At posting, a post in its first look is e-mailed at once to the clinic's favourite vets (the
// normal alert fan-out waits for the window's end). Runs inside the post's transaction, so the
// e-mails are queued with the shifts or not at all.
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { dayMomentIn } from '../../shared/zoned-time';
import { zoneOfState } from '../bookings/shift-time';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { alertSettings, clinicProfiles, users, vetProfiles } from '../db/schema';
import { favouriteIdsOf } from '../favourites/read';
import { notifyFirstLook } from '../push/first-look';
import { firstLookEmail } from './emails';

type Writer = Pick<Db, 'select' | 'insert'>;

export interface PostedInFirstLook {
  clinicId: number;
  shifts: { shiftDate: string; startTime: string; endTime: string }[];
  firstLookUntil: number;
}

/** Queues one e-mail (and push, as each vet's grid says) per favourite vet whose alerts are not off; answers how many. */
export function tellFavourites(db: Db, tx: Writer, post: PostedInFirstLook, config: Pick<Config, 'APP_NAME' | 'publicUrl'>, now: number): number {
  const favourites = favouriteIdsOf(db, post.clinicId);
  if (favourites.length === 0) return 0;
  const clinic = tx
    .select({ name: clinicProfiles.clinicName, city: clinicProfiles.city, state: clinicProfiles.state })
    .from(clinicProfiles)
    .where(eq(clinicProfiles.userId, post.clinicId))
    .get();
  if (!clinic) return 0;
  const vets = tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, profileFirstName: vetProfiles.firstName })
    .from(users)
    .leftJoin(vetProfiles, eq(vetProfiles.userId, users.id))
    .leftJoin(alertSettings, eq(alertSettings.userId, users.id))
    .where(and(inArray(users.id, favourites), eq(users.userType, 'relief_vet'), or(isNull(alertSettings.mode), ne(alertSettings.mode, 'off'))))
    .all();
  const until = dayMomentIn(post.firstLookUntil, zoneOfState(clinic.state));
  const link = `${config.publicUrl}/browse?from=email`;
  for (const vet of vets) {
    const message = firstLookEmail(
      config.APP_NAME,
      vet.email,
      vet.profileFirstName ?? vet.firstName,
      { clinicName: clinic.name, place: `${clinic.city}, ${clinic.state}`, shifts: post.shifts, until },
      link,
    );
    notifyFirstLook(db, vet.id, clinic.name, message, now);
  }
  return vets.length;
}
