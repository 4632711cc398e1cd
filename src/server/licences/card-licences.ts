// What the cards clinics see say about a vet's licences: "Licence verified · CA" for each
// verified, in-date licence, and on an application "No licence on file for TX" when the vet holds
// no in-date licence in the shift's state. Read from the in-memory vet index (kept in step by
// the change log, which vet_licences writes feed), or from the database for a vet the index does
// not hold (no located address).
import type { ApplicantCard } from '../../shared/bookings';
import { holdsLicenceFor, licenceShowsVerified } from '../../shared/trusted-network';
import type { Db } from '../db/client';
import { locatedVetIndex } from '../search/vet-index';
import { type LicenceFacts, licenceFactsFromDb } from './licence-facts';

export type { LicenceFacts };

/** One vet's licences: from the index when it holds the vet, else from the database. */
export function licenceFactsOf(db: Db, vetId: number, today: string): LicenceFacts[] {
  return licenceReader(db, today)(vetId);
}

/** A reader of vets' licences for one answer: the index is brought up to date once, not per vet. */
export function licenceReader(db: Db, today: string): (vetId: number) => LicenceFacts[] {
  const index = locatedVetIndex(db, today);
  return (vetId) => index.get(vetId)?.licences ?? licenceFactsFromDb(db, vetId);
}

/** The states of the badges: verified licences in date on `today`. */
export function verifiedStates(licences: readonly LicenceFacts[], today: string): string[] {
  return licences.filter((licence) => licenceShowsVerified(licence, today)).map((licence) => licence.state);
}

/** The state a clinic is warned about on an application ("No licence on file for TX"), or null. */
export function missingLicenceState(licences: readonly LicenceFacts[], shiftState: string, shiftDate: string): string | null {
  return holdsLicenceFor(licences, shiftState, shiftDate) ? null : shiftState;
}

/**
 * An application as its clinic sees it: the applicant's badges, and the shift's state when the
 * vet holds no in-date licence there on the shift's date.
 */
export function withApplicantLicences<R extends { vet: ApplicantCard | null; shift: { shiftDate: string } }>(
  request: R,
  licencesOf: (vetId: number) => LicenceFacts[],
  shiftState: string | null,
  today: string,
): R & { missingLicenceState: string | null } {
  if (!request.vet) return { ...request, missingLicenceState: null };
  const licences = licencesOf(request.vet.userId);
  return {
    ...request,
    vet: { ...request.vet, verifiedLicences: verifiedStates(licences, today) },
    missingLicenceState: shiftState ? missingLicenceState(licences, shiftState, request.shift.shiftDate) : null,
  };
}
