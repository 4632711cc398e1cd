// The in-memory index of located vet profiles: what the clinics' distance search reads. Each
// entry carries the vet as the answer shows it, with the open availability postings (the
// answer's availablePostings and the 'available' status) and its track record (the aggregate:
// completed shifts, shown rating), so a search page reads nothing from the database. Street addresses are never loaded, so they cannot leak to clinics.
import type { AvailabilityPosting, VetSearchResult } from '../../shared/search';
import { type TrackRecord, trackRecordOf } from '../../shared/shift-day';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { liveGrid, type GridSource } from '../lib/live-grid';
import type { GridPoint } from '../lib/point-grid';
import { allOpenPostings, openPostingsOf } from '../availability/postings';
import { allLateCancellations, lateCancellationsOf } from './late-cancellations';
import { practiceBits } from './shift-index';

export type VetFields = Omit<VetSearchResult, 'distance' | 'availabilityStatus' | 'availablePostings' | 'lateCancellations'>;

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
}

interface VetRow {
  id: number;
  user_id: number;
  latitude: number;
  longitude: number;
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
  years_experience: number;
  license_number: string;
  hourly_rate: number;
  available_radius: number;
  is_available: number;
  practice_types: string;
  bio: string | null;
  phone: string;
  city: string;
  state: string;
  completed_shifts: number | null;
  rating_count: number | null;
  star_sum: number | null;
}

const SELECT = `SELECT v.id, v.user_id, v.latitude, v.longitude, v.first_name, v.last_name, u.profile_image_url, v.years_experience, v.license_number,
       v.hourly_rate, v.available_radius, v.is_available, v.practice_types, v.bio, v.phone, v.city, v.state,
       t.completed_shifts, t.rating_count, t.star_sum
  FROM vet_profiles v JOIN users u ON u.id = v.user_id LEFT JOIN track_records t ON t.user_id = v.user_id WHERE v.latitude IS NOT NULL AND v.longitude IS NOT NULL`;

/** Sorts vets by shown average, then count: both fit one number (counts stay far below a million). */
function ratingKeyOf(trackRecord: TrackRecord): number {
  return trackRecord.rating ? Math.round(trackRecord.rating.average * 10) * 1_000_000 + trackRecord.rating.count : -1;
}

function toEntry(row: VetRow, postings: AvailabilityPosting[], lateCancellations: number[]): IndexedVet {
  const practiceTypes: string[] = JSON.parse(row.practice_types);
  const trackRecord = trackRecordOf(
    row.completed_shifts === null ? null : { completedShifts: row.completed_shifts, ratingCount: row.rating_count ?? 0, starSum: row.star_sum ?? 0 },
  );
  return {
    id: row.user_id,
    latitude: row.latitude,
    longitude: row.longitude,
    isAvailable: row.is_available === 1,
    practiceBits: practiceBits(practiceTypes),
    nameKey: `${row.last_name} ${row.first_name}`.toLowerCase(),
    postings,
    lateCancellations,
    ratingKey: ratingKeyOf(trackRecord),
    vet: {
      id: row.id,
      userId: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      profileImageUrl: row.profile_image_url,
      yearsExperience: row.years_experience,
      licenseNumber: row.license_number,
      hourlyRate: row.hourly_rate,
      availableRadius: row.available_radius,
      practiceTypes,
      bio: row.bio,
      phone: row.phone,
      city: row.city,
      state: row.state,
      trackRecord,
    },
  };
}

export const locatedVets: GridSource<IndexedVet> = {
  kind: 'vet',
  reads: ['vet_profiles', 'vet_availability', 'users', 'shift_cancellations', 'track_records'],
  // A whole degree (about 69 × 53 miles mid-US): vets are sparse, and a nationwide count walks
  // outward across the country.
  cellDegrees: 1,
  *loadAll(db, today) {
    const postings = allOpenPostings(db, today);
    const late = allLateCancellations(db, 'relief_vet', today);
    for (const row of db.$client.prepare<VetRow, []>(SELECT).iterate()) yield toEntry(row, postings.get(row.user_id) ?? [], late.get(row.user_id) ?? []);
  },
  loadOne(db, userId, today) {
    const row = prepared(db, 'located-vet-entry', () => db.$client.prepare<VetRow, [number]>(`${SELECT} AND v.user_id = ?`)).get(userId);
    return row ? toEntry(row, openPostingsOf(db, userId, today), lateCancellationsOf(db, userId, today)) : null;
  },
  isCurrent: () => true,
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
