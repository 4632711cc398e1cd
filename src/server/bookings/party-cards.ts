// The other party as a list shows it, for an application (bookings/views.ts) and for a clinic's
// request for a posted date (availability/views.ts) alike: a clinic sees the vet's card, a vet
// the clinic's. One set of columns and joins, one mapping, and the late-cancellation count and
// track record of the other party, so both lists show a person the same way.
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ApplicantCard, ClinicCard } from '../../shared/bookings';
import { distanceMiles } from '../../shared/geo';
import { type TrackRecord, trackRecordOf } from '../../shared/shift-day';
import { clinicProfiles, shiftCancellations, trackRecords, users, vetProfiles } from '../db/schema';

export type Viewer = { id: number; userType: 'clinic' | 'relief_vet' };

/** The vet's and the clinic's accounts, joined under their own names beside their profiles. */
export const vetUser = alias(users, 'vu');
export const clinicUser = alias(users, 'cu');

/** What the vet's card needs (its profile may be missing: the account's name stands in). */
export const applicantColumns = {
  profileFirst: vetProfiles.firstName,
  profileLast: vetProfiles.lastName,
  accountFirst: vetUser.firstName,
  accountLast: vetUser.lastName,
  image: vetUser.profileImageUrl,
  yearsExperience: vetProfiles.yearsExperience,
  hourlyRate: vetProfiles.hourlyRate,
  city: vetProfiles.city,
  state: vetProfiles.state,
  practiceTypes: vetProfiles.practiceTypes,
  bio: vetProfiles.bio,
};

/** What the clinic's card needs, and the contact a vet is shown once booked. */
export const clinicColumns = {
  clinicName: clinicProfiles.clinicName,
  address: clinicProfiles.address,
  city: clinicProfiles.city,
  state: clinicProfiles.state,
  zipCode: clinicProfiles.zipCode,
  phone: clinicProfiles.phone,
  image: clinicUser.profileImageUrl,
  contactFirst: clinicUser.firstName,
  contactLast: clinicUser.lastName,
  contactEmail: clinicUser.email,
};

/** Both profiles' locations, for the distance between the parties. */
export const placeColumns = {
  clinicLat: clinicProfiles.latitude,
  clinicLng: clinicProfiles.longitude,
  vetLat: vetProfiles.latitude,
  vetLng: vetProfiles.longitude,
};

/** The joins of both parties' accounts and profiles, given the row's clinic and vet id columns. */
export function partyJoins(clinicId: SQLiteColumn, vetId: SQLiteColumn) {
  return {
    clinicUser: eq(clinicUser.id, clinicId),
    clinicProfile: eq(clinicProfiles.userId, clinicId),
    vetUser: eq(vetUser.id, vetId),
    vetProfile: eq(vetProfiles.userId, vetId),
  };
}

/**
 * Late cancellations made by `who` since the statement's `lateSince` placeholder (the start of
 * the late-cancellation window): the count on the other party's card.
 */
export function lateCount(who: SQLiteColumn): SQL<number> {
  const x = shiftCancellations;
  return sql<number>`(SELECT count(*) FROM ${x} WHERE ${and(eq(x.cancelledByUserId, who), gt(x.createdAt, sql.placeholder('lateSince')), eq(x.isLate, true))})`;
}

type Applicant = { [K in keyof typeof applicantColumns]: (typeof applicantColumns)[K]['_']['data'] | null };
type Clinic = { [K in keyof typeof clinicColumns]: (typeof clinicColumns)[K]['_']['data'] | null };
type Place = { [K in keyof typeof placeColumns]: number | null };

/**
 * The kept track record of `who` (track_records, by its primary key), for the other party's
 * card: null columns when the person has none yet.
 */
export function recordOf(who: SQLiteColumn) {
  const t = trackRecords;
  const column = (name: SQLiteColumn) => sql<number | null>`(SELECT ${name} FROM ${t} WHERE ${eq(t.userId, who)})`;
  return { completedShifts: column(t.completedShifts), ratingCount: column(t.ratingCount), starSum: column(t.starSum) };
}

type RecordRow = { completedShifts: number | null; ratingCount: number | null; starSum: number | null };

function cardRecord(row: RecordRow): TrackRecord {
  return trackRecordOf({ completedShifts: row.completedShifts ?? 0, ratingCount: row.ratingCount ?? 0, starSum: row.starSum ?? 0 });
}

/** The vet's card as a clinic sees it. */
export function toApplicantCard(vetId: number, vet: Applicant, lateCancellations: number, record: RecordRow): ApplicantCard {
  return {
    userId: vetId,
    firstName: vet.profileFirst ?? vet.accountFirst ?? '',
    lastName: vet.profileLast ?? vet.accountLast ?? '',
    profileImageUrl: vet.image,
    yearsExperience: vet.yearsExperience ?? 0,
    hourlyRate: vet.hourlyRate ?? 0,
    city: vet.city ?? '',
    state: vet.state ?? '',
    practiceTypes: vet.practiceTypes ?? [],
    bio: vet.bio,
    lateCancellations,
    trackRecord: cardRecord(record),
    // Filled from the vet index by the views that show it (licences/card-licences.ts).
    verifiedLicences: [],
  };
}

/** The clinic's card as a vet sees it. */
export function toClinicCard(clinicId: number, clinic: Clinic, lateCancellations: number, record: RecordRow): ClinicCard {
  return {
    userId: clinicId,
    clinicName: clinic.clinicName ?? 'Unknown Clinic',
    city: clinic.city ?? '',
    state: clinic.state ?? '',
    phone: clinic.phone ?? '',
    profileImageUrl: clinic.image,
    lateCancellations,
    trackRecord: cardRecord(record),
  };
}

/** Miles between the parties to one decimal, or null when either location is unknown. */
export function distanceBetween(place: Place): number | null {
  const { clinicLat, clinicLng, vetLat, vetLng } = place;
  if (clinicLat === null || clinicLng === null || vetLat === null || vetLng === null) return null;
  return Math.round(distanceMiles(vetLat, vetLng, clinicLat, clinicLng) * 10) / 10;
}
