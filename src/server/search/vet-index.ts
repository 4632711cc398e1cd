// The in-memory index of located vet profiles: what the clinics' distance search reads. Each
// entry carries the vet as the answer shows it, with the open availability postings (the
// answer's availablePostings and the 'available' status) and its track record (the aggregate:
// completed shifts, shown rating), so a search page reads nothing from the database. Street
// addresses are never loaded, so they cannot leak to clinics.
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AvailabilityPosting, VetSearchResult } from '../../shared/search';
import { type TrackRecord, trackRecordOf } from '../../shared/shift-day';
import type { Db } from '../db/client';
import { fastSelect } from '../db/fast-select';
import { prepared } from '../db/prepared';
import { trackRecords, users, vetProfiles } from '../db/schema';
import { liveGrid, type GridSource } from '../lib/live-grid';
import type { GridPoint, PointOrder } from '../lib/point-grid';
import { allOpenPostings, openPostingsOf } from '../availability/postings';
import { allLateCancellations, lateCancellationsOf } from './late-cancellations';
import { practiceBits } from './shift-index';
import { allLicenceFacts, type LicenceFacts, licenceFactsFromDb } from '../licences/licence-facts';

export type VetFields = Omit<
  VetSearchResult,
  'distance' | 'availabilityStatus' | 'availablePostings' | 'lateCancellations' | 'verifiedLicences' | 'isFavourite'
>;

/** Keyed by the vet's user id. */
export interface IndexedVet extends GridPoint {
  vet: VetFields;
  isAvailable: boolean;
  practiceBits: number;
  /** "last first", lower case: the name sort's key. */
  nameKey: string;
  /** Open postings, soonest first, as of the day the entry was loaded (see currentPostings). */
  postings: AvailabilityPosting[];
  /** When the vet cancelled a booking late (late-cancellations.ts), oldest first. */
  lateCancellations: number[];
  /** The rating sort's key: the shown average × 10 × 1e6 + the count; -1 below the threshold. */
  ratingKey: number;
  /** The vet's licences: the cards' "Licence verified" badges, judged on the day they are read. */
  licences: LicenceFacts[];
}

const columns = {
  latitude: vetProfiles.latitude,
  longitude: vetProfiles.longitude,
  isAvailable: vetProfiles.isAvailable,
  vet: {
    id: vetProfiles.id,
    userId: vetProfiles.userId,
    firstName: vetProfiles.firstName,
    lastName: vetProfiles.lastName,
    profileImageUrl: users.profileImageUrl,
    yearsExperience: vetProfiles.yearsExperience,
    licenseNumber: vetProfiles.licenseNumber,
    hourlyRate: vetProfiles.hourlyRate,
    availableRadius: vetProfiles.availableRadius,
    practiceTypes: vetProfiles.practiceTypes,
    bio: vetProfiles.bio,
    phone: vetProfiles.phone,
    city: vetProfiles.city,
    state: vetProfiles.state,
  },
  // Null (left join) for a vet with no record yet.
  completedShifts: trackRecords.completedShifts,
  ratingCount: trackRecords.ratingCount,
  starSum: trackRecords.starSum,
};

/** Located vets whose account is not deactivated (a deleted account leaves search at once). */
const located = () => and(isNotNull(vetProfiles.latitude), isNotNull(vetProfiles.longitude), isNull(users.deactivatedAt));

/** Read through fastSelect: a national index load is 20,000 vets. */
const select = (db: Db, where: SQL | undefined) =>
  fastSelect(
    db,
    columns,
    db
      .select(columns)
      .from(vetProfiles)
      .innerJoin(users, eq(users.id, vetProfiles.userId))
      .leftJoin(trackRecords, eq(trackRecords.userId, vetProfiles.userId))
      .where(where),
  );

type VetRow = ReturnType<ReturnType<typeof select>>[number];

/** Sorts vets by shown average, then count: both fit one number (counts stay far below a million). */
function ratingKeyOf(trackRecord: TrackRecord): number {
  return trackRecord.rating ? Math.round(trackRecord.rating.average * 10) * 1_000_000 + trackRecord.rating.count : -1;
}

function toEntry(row: VetRow, postings: AvailabilityPosting[], lateCancellations: number[], licences: LicenceFacts[]): IndexedVet {
  const { latitude, longitude, isAvailable, vet } = row;
  const completedShifts = row.completedShifts as number | null;
  const trackRecord = trackRecordOf(completedShifts === null ? null : { completedShifts, ratingCount: row.ratingCount ?? 0, starSum: row.starSum ?? 0 });
  return {
    id: vet.userId,
    // The query keeps located vets only.
    latitude: latitude!,
    longitude: longitude!,
    isAvailable,
    practiceBits: practiceBits(vet.practiceTypes),
    nameKey: `${vet.lastName} ${vet.firstName}`.toLowerCase(),
    postings,
    lateCancellations,
    ratingKey: ratingKeyOf(trackRecord),
    licences,
    vet: { ...vet, trackRecord },
  };
}

/**
 * The rating sort's walk (rating-rank.ts): vets with a shown average, best first. The grid keeps
 * it as records change (a vet's entry moves within it), instead of sorting it again after every
 * change — which cost a nationwide rating search a 20,000-vet sort after each write.
 */
export const RATING_ORDER: PointOrder<IndexedVet> = {
  includes: (vet) => vet.ratingKey >= 0,
  compare: (a, b) => b.ratingKey - a.ratingKey || a.id - b.id,
};

export const locatedVets: GridSource<IndexedVet> = {
  kind: 'vet',
  reads: ['vet_profiles', 'vet_availability', 'users', 'shift_cancellations', 'track_records', 'vet_licences'],
  // A whole degree (about 69 × 53 miles mid-US): vets are sparse, and a nationwide count walks
  // outward across the country.
  cellDegrees: 1,
  *loadAll(db, today) {
    const postings = allOpenPostings(db, today);
    const late = allLateCancellations(db, 'relief_vet', today);
    const licences = allLicenceFacts(db);
    for (const row of prepared(db, 'located-vet-entries', () => select(db, located()))({}))
      yield toEntry(row, postings.get(row.vet.userId) ?? [], late.get(row.vet.userId) ?? [], licences.get(row.vet.userId) ?? []);
  },
  loadOne(db, userId, today) {
    const [row] = prepared(db, 'located-vet-entry', () => select(db, and(located(), eq(vetProfiles.userId, sql.placeholder('userId')))))({ userId });
    return row ? toEntry(row, openPostingsOf(db, userId, today), lateCancellationsOf(db, userId, today), licenceFactsFromDb(db, userId)) : null;
  },
  isCurrent: () => true,
  order: RATING_ORDER,
};

/** Located vets, up to date with the database. */
export function locatedVetIndex(db: Db, today: string) {
  return liveGrid(db, locatedVets).current(today);
}

/** The vet's postings dated `today` or later (entries loaded on an earlier day may hold past ones). */
export function currentPostings(vet: IndexedVet, today: string): AvailabilityPosting[] {
  const { postings } = vet;
  return postings.length === 0 || postings[0]!.availableDate >= today ? postings : postings.filter((posting) => posting.availableDate >= today);
}

/** available: open to work with dates posted; limited: open, no dates posted; busy: not taking work. */
export function availabilityStatus(vet: IndexedVet, today: string): 'available' | 'limited' | 'busy' {
  if (!vet.isAvailable) return 'busy';
  const { postings } = vet;
  return postings.length > 0 && postings[postings.length - 1]!.availableDate >= today ? 'available' : 'limited';
}
