// GET /api/people/{userId}: the profile of someone at the other end of the marketplace, as the
// applicant's profile on an application and the thread header's link show it.
import type { TrackRecord } from './shift-day';
import type { ShiftClinic } from './shifts';

export interface VetPublicProfile {
  kind: 'relief_vet';
  userId: number;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  yearsExperience: number;
  /** Null when the caller is demo mode's impersonated clinic and this is a real (non-demo) vet. */
  licenseNumber: string | null;
  /** Cents an hour. */
  hourlyRate: number;
  city: string;
  state: string;
  practiceTypes: string[];
  bio: string | null;
  /** Cancellations under 48 h before the start in the last 12 months. */
  lateCancellations: number;
  trackRecord: TrackRecord;
  /** States of the vet's verified, in-date licences: "Licence verified · CA". */
  verifiedLicences: string[];
  /** Whether the reader has starred this vet (its own star, never anyone else's). */
  isFavourite: boolean;
}

export type ClinicPublicProfile = { kind: 'clinic'; lateCancellations: number; trackRecord: TrackRecord; isFavourite: boolean } & Omit<
  ShiftClinic,
  'lateCancellations' | 'trackRecord' | 'isFavourite'
>;

export type PublicProfile = VetPublicProfile | ClinicPublicProfile;
