// The in-memory index of located vet profiles: what the clinics' distance search reads. Each
// entry carries what the filters and sorts need and the vet's open availability postings (the
// answer's availablePostings and the 'available' status); names, bio and the rest of the page
// come from the database. Street addresses are never loaded.
import type { AvailabilityPosting } from '../../shared/search';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { liveGrid, type GridSource } from '../geo/live-grid';
import type { GridPoint } from '../geo/point-grid';
import { allOpenPostings, openPostingsOf } from './postings';
import { practiceBits } from './shift-index';

/** Keyed by the vet's user id. */
export interface IndexedVet extends GridPoint {
  yearsExperience: number;
  hourlyRate: number;
  isAvailable: boolean;
  practiceBits: number;
  /** "last first", lower case: the name sort's key. */
  nameKey: string;
  /** Open postings, soonest first, as of the day the entry was loaded (see currentPostings). */
  postings: AvailabilityPosting[];
}

interface VetRow {
  user_id: number;
  latitude: number;
  longitude: number;
  years_experience: number;
  hourly_rate: number;
  is_available: number;
  practice_types: string;
  first_name: string;
  last_name: string;
}

const SELECT = `SELECT user_id, latitude, longitude, years_experience, hourly_rate, is_available, practice_types, first_name, last_name
  FROM vet_profiles WHERE latitude IS NOT NULL AND longitude IS NOT NULL`;

const toEntry = (row: VetRow, postings: AvailabilityPosting[]): IndexedVet => ({
  id: row.user_id,
  latitude: row.latitude,
  longitude: row.longitude,
  yearsExperience: row.years_experience,
  hourlyRate: row.hourly_rate,
  isAvailable: row.is_available === 1,
  practiceBits: practiceBits(JSON.parse(row.practice_types)),
  nameKey: `${row.last_name} ${row.first_name}`.toLowerCase(),
  postings,
});

const locatedVets: GridSource<IndexedVet> = {
  kind: 'vet',
  // A whole degree (about 69 × 53 miles mid-US): vets are sparse, and a nationwide count walks
  // outward across the country.
  cellDegrees: 1,
  *loadAll(db, today) {
    const postings = allOpenPostings(db, today);
    for (const row of db.$client.prepare<VetRow, []>(SELECT).iterate()) yield toEntry(row, postings.get(row.user_id) ?? []);
  },
  loadOne(db, userId, today) {
    const row = prepared(db, 'located-vet-entry', () => db.$client.prepare<VetRow, [number]>(`${SELECT} AND user_id = ?`)).get(userId);
    return row ? toEntry(row, openPostingsOf(db, userId, today)) : null;
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
