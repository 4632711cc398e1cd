// Distance search for vets (clinics): profiles within the radius with their open availability
// postings. The in-memory grid of located vets (vet-index.ts) settles filters, order and count;
// only the page's rows are read from the database, and the street address is never selected,
// so it cannot leak to clinics. Sorted by distance, the radius grows from a small ring only
// until the page is full; the other sorts read the whole circle.
import { SEARCH_COUNT_CAP, type AvailabilityPosting, type VetSearchPage, type VetSearchQuery, type VetSearchResult } from '../../shared/search';
import { earliestUsToday } from '../../shared/shifts';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { AppError } from '../http/errors';
import { bestOf } from './best-of';
import type { Origin } from './search';
import { practiceBits } from './shift-index';
import { openPostingsOf } from './postings';
import { availabilityStatus, currentPostings, locatedVetIndex, type IndexedVet } from './vet-index';

interface VetRow {
  user_id: number;
  id: number;
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
  years_experience: number;
  license_number: string;
  hourly_rate: number;
  available_radius: number;
  practice_types: string;
  bio: string | null;
  phone: string;
  city: string;
  state: string;
}

function pageRows(db: Db) {
  return prepared(db, 'vet-page-rows', () =>
    db.$client.prepare<VetRow, [string]>(
      `SELECT v.user_id, v.id, v.first_name, v.last_name, u.profile_image_url, v.years_experience, v.license_number, v.hourly_rate,
              v.available_radius, v.practice_types, v.bio, v.phone, v.city, v.state
         FROM vet_profiles v JOIN users u ON u.id = v.user_id
        WHERE v.user_id IN (SELECT value FROM json_each(?))`,
    ),
  );
}

interface Ranked {
  vet: IndexedVet;
  distance: number;
}

const byDistance = (a: Ranked, b: Ranked) => a.distance - b.distance || a.vet.id - b.vet.id;
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const ORDERS: Record<Exclude<VetSearchQuery['sort'], 'distance'>, (a: Ranked, b: Ranked) => number> = {
  name: (a, b) => compareText(a.vet.nameKey, b.vet.nameKey) || byDistance(a, b),
  experience: (a, b) => b.vet.yearsExperience - a.vet.yearsExperience || byDistance(a, b),
  rate: (a, b) => b.vet.hourlyRate - a.vet.hourlyRate || byDistance(a, b),
};

// Vets are far sparser than shifts (about 20,000 nationwide): start wide, so few rings are read.
const FIRST_RING_MILES = 50;
const RING_GROWTH = 3;

/** One page of vets within `query.radius` miles of the clinic. */
export function searchVets(db: Db, origin: Origin, query: VetSearchQuery, now: number): VetSearchPage {
  const { latitude: lat, longitude: lng } = origin;
  if (lat === null || lng === null) {
    throw new AppError(409, "Your clinic address couldn't be located, so distance search can't run. Update the ZIP code on your profile.", 'LOCATION_REQUIRED');
  }
  const today = earliestUsToday(now);
  const index = locatedVetIndex(db, today);
  const wantedBits = practiceBits(query.practiceTypes);
  const matches = (vet: IndexedVet) =>
    vet.yearsExperience >= query.minExperience &&
    (wantedBits === 0 || (vet.practiceBits & wantedBits) !== 0) &&
    (!query.availability || availabilityStatus(vet, today) === query.availability);
  const wanted = query.offset + query.limit;

  let ranked: Ranked[];
  let counted: number;
  if (query.sort === 'distance') {
    let ring = Math.min(query.radius, FIRST_RING_MILES);
    for (;;) {
      ranked = [];
      index.forEachWithin(lat, lng, ring, (vet, distance) => {
        if (matches(vet)) ranked.push({ vet, distance });
      });
      if (ranked.length >= wanted || ring >= query.radius) break;
      ring = Math.min(query.radius, ring * RING_GROWTH);
    }
    ranked.sort(byDistance);
    if (ring >= query.radius) {
      counted = ranked.length;
    } else {
      counted = 0;
      index.forEachWithin(lat, lng, query.radius, (vet) => !matches(vet) || ++counted <= SEARCH_COUNT_CAP);
    }
  } else {
    const best = bestOf(wanted, ORDERS[query.sort]);
    counted = 0;
    index.forEachWithin(lat, lng, query.radius, (vet, distance) => {
      if (!matches(vet)) return;
      counted++;
      best.offer({ vet, distance });
    });
    ranked = best.sorted();
  }

  const page = ranked.slice(query.offset, wanted);
  const rows = new Map(pageRows(db).all(JSON.stringify(page.map((entry) => entry.vet.id))).map((row) => [row.user_id, row]));
  const results = page.flatMap(({ vet, distance }): VetSearchResult[] => {
    const row = rows.get(vet.id);
    if (!row) return [];
    return [
      {
        id: row.id,
        userId: row.user_id,
        firstName: row.first_name,
        lastName: row.last_name,
        profileImageUrl: row.profile_image_url,
        yearsExperience: row.years_experience,
        licenseNumber: row.license_number,
        hourlyRate: row.hourly_rate,
        availableRadius: row.available_radius,
        availabilityStatus: availabilityStatus(vet, today),
        practiceTypes: JSON.parse(row.practice_types),
        bio: row.bio,
        phone: row.phone,
        city: row.city,
        state: row.state,
        distance: Math.round(distance * 10) / 10,
        availablePostings: currentPostings(vet, today),
      },
    ];
  });
  return {
    results,
    total: Math.min(counted, SEARCH_COUNT_CAP),
    totalCapped: counted > SEARCH_COUNT_CAP,
    limit: query.limit,
    offset: query.offset,
    hasMore: counted > wanted,
  };
}

/** A vet's open availability postings (the 'Available Dates' dialog). */
export function availabilityByVet(db: Db, vetUserId: number, now: number): AvailabilityPosting[] {
  return openPostingsOf(db, vetUserId, earliestUsToday(now));
}
