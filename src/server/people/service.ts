// The profile of the person at the other end: a clinic sees a vet's professional card (never the
// street address or phone), a vet sees a clinic's card. Same kind, or no profile: not found.
import { eq } from 'drizzle-orm';
import { earliestUsToday } from '../../shared/shifts';
import { DEMO_EMAIL_DOMAIN } from '../../shared/constants';
import type { PublicProfile } from '../../shared/people';
import type { Db } from '../db/client';
import { users, vetProfiles, type User } from '../db/schema';
import { AppError } from '../http/errors';
import { countWithinWindow, lateCancellationsOf } from '../search/late-cancellations';
import { trackRecordOfUser } from '../ratings/track-records';
import { clinicSummary } from '../shifts/service';
import { licenceFactsOf, verifiedStates } from '../licences/card-licences';
import { isFavourite } from '../favourites/read';

const NOT_FOUND = () => new AppError(404, 'Profile not found', 'PROFILE_NOT_FOUND');

/**
 * `userId`'s public profile as `reader` may see it. `demoIdentity` is demo mode's impersonated
 * caller: like the vet search, it sees no real vet's licence (see withoutRealVetsContacts).
 */
export function publicProfileOf(db: Db, reader: User, userId: number, now: number, demoIdentity: boolean): PublicProfile {
  // A deleted account's card is gone at once (restored if its owner signs in again).
  const account = db.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, userId)).get();
  if (!account || account.deactivatedAt !== null) throw NOT_FOUND();
  const late = () => countWithinWindow(lateCancellationsOf(db, userId, earliestUsToday(now)), now);
  if (reader.userType === 'relief_vet') {
    const clinic = clinicSummary(db, userId);
    if (!clinic) throw NOT_FOUND();
    return {
      kind: 'clinic',
      ...clinic,
      lateCancellations: late(),
      trackRecord: trackRecordOfUser(db, userId),
      isFavourite: isFavourite(db, reader.id, userId),
    };
  }
  const vet = db
    .select({ profile: vetProfiles, email: users.email, profileImageUrl: users.profileImageUrl })
    .from(vetProfiles)
    .innerJoin(users, eq(users.id, vetProfiles.userId))
    .where(eq(vetProfiles.userId, userId))
    .get();
  if (!vet) throw NOT_FOUND();
  const { profile } = vet;
  return {
    kind: 'relief_vet',
    userId,
    firstName: profile.firstName,
    lastName: profile.lastName,
    profileImageUrl: vet.profileImageUrl,
    yearsExperience: profile.yearsExperience,
    licenseNumber: demoIdentity && !vet.email.endsWith(DEMO_EMAIL_DOMAIN) ? null : profile.licenseNumber,
    hourlyRate: profile.hourlyRate,
    city: profile.city,
    state: profile.state,
    practiceTypes: profile.practiceTypes,
    bio: profile.bio,
    lateCancellations: late(),
    trackRecord: trackRecordOfUser(db, userId),
    verifiedLicences: verifiedStates(licenceFactsOf(db, userId, earliestUsToday(now)), earliestUsToday(now)),
    isFavourite: isFavourite(db, reader.id, userId),
  };
}
