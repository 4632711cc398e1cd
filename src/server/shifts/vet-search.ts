// Distance search for vets (clinics): profiles within the radius with their open availability
// postings. The street address is never selected, so it cannot leak to clinics. Sorted by
// distance, the radius grows from a small ring only until the page and the capped count are
// settled; the other sorts read the whole circle.
import { boundingBox, distanceMiles } from '../../shared/geo';
import { SEARCH_COUNT_CAP, type AvailabilityPosting, type VetSearchPage, type VetSearchQuery, type VetSearchResult } from '../../shared/search';
import { earliestUsToday } from '../../shared/shifts';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { AppError } from '../http/errors';
import type { Origin } from './search';

interface VetRow {
  id: number;
  user_id: number;
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
  latitude: number;
  longitude: number;
}

interface PostingRow {
  id: number;
  vet_id: number;
  available_date: string;
  start_time: string;
  end_time: string;
  practice_types: string;
  hourly_rate: number | null;
  travel_radius: number;
  notes: string | null;
  status: string;
  booked_by_clinic_id: number | null;
}

function vetsInBox(db: Db) {
  return prepared(db, 'vets-in-box', () =>
    db.$client.prepare<VetRow, Record<string, string | number>>(
      `SELECT v.id, v.user_id, v.first_name, v.last_name, u.profile_image_url, v.years_experience, v.license_number, v.hourly_rate,
              v.available_radius, v.is_available, v.practice_types, v.bio, v.phone, v.city, v.state, v.latitude, v.longitude
         FROM vet_locations l JOIN vet_profiles v ON v.id = l.id JOIN users u ON u.id = v.user_id
        WHERE l.max_lat >= $minLat AND l.min_lat <= $maxLat AND l.max_lng >= $minLng AND l.min_lng <= $maxLng AND v.years_experience >= $minExperience`,
    ),
  );
}

function postingsOf(db: Db) {
  return prepared(db, 'postings-of-vets', () =>
    db.$client.prepare<PostingRow, [string, string]>(
      `SELECT id, vet_id, available_date, start_time, end_time, practice_types, hourly_rate, travel_radius, notes, status, booked_by_clinic_id
         FROM vet_availability WHERE vet_id IN (SELECT value FROM json_each(?)) AND status = 'available' AND available_date >= ?
        ORDER BY available_date, start_time`,
    ),
  );
}

export function toPosting(row: PostingRow): AvailabilityPosting {
  return {
    id: row.id,
    vetId: row.vet_id,
    availableDate: row.available_date,
    startTime: row.start_time,
    endTime: row.end_time,
    practiceTypes: JSON.parse(row.practice_types),
    hourlyRate: row.hourly_rate,
    travelRadius: row.travel_radius,
    notes: row.notes,
    status: row.status,
    bookedByClinicId: row.booked_by_clinic_id,
  };
}

function countInBox(db: Db) {
  return prepared(db, 'vets-count-in-box', () =>
    db.$client.prepare<{ n: number }, Record<string, number>>(
      'SELECT count(*) AS n FROM (SELECT 1 FROM vet_locations WHERE max_lat >= $minLat AND min_lat <= $maxLat AND max_lng >= $minLng AND min_lng <= $maxLng LIMIT $cap)',
    ),
  );
}

function hasOpenPostings(db: Db) {
  return prepared(db, 'vet-has-postings', () =>
    db.$client.prepare<{ found: number }, [number, string]>(
      `SELECT EXISTS (SELECT 1 FROM vet_availability WHERE vet_id = ? AND status = 'available' AND available_date >= ?) AS found`,
    ),
  );
}

/** available: open to work with dates posted; limited: open, no dates posted; busy: not taking work. */
function availabilityStatus(isAvailable: boolean, hasPostings: boolean): VetSearchResult['availabilityStatus'] {
  if (!isAvailable) return 'busy';
  return hasPostings ? 'available' : 'limited';
}

const SORTS: Record<VetSearchQuery['sort'], (a: VetSearchResult, b: VetSearchResult) => number> = {
  distance: (a, b) => a.distance - b.distance,
  name: (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
  experience: (a, b) => b.yearsExperience - a.yearsExperience,
  rate: (a, b) => b.hourlyRate - a.hourlyRate,
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
  const wanted = query.offset + query.limit;

  /** Every vet within `miles` that passes the filters. */
  function matchesWithin(miles: number): VetSearchResult[] {
    const box = boundingBox(lat!, lng!, miles);
    const found: VetSearchResult[] = [];
    for (const row of vetsInBox(db).all({ $minLat: box.minLat, $maxLat: box.maxLat, $minLng: box.minLng, $maxLng: box.maxLng, $minExperience: query.minExperience })) {
      const distance = distanceMiles(lat!, lng!, row.latitude, row.longitude);
      if (distance > miles) continue;
      const practiceTypes: string[] = JSON.parse(row.practice_types);
      if (query.practiceTypes.length && !query.practiceTypes.some((type) => practiceTypes.includes(type))) continue;
      // Only the availability filter needs every candidate's status; otherwise the page's is enough.
      const status = query.availability ? availabilityStatus(row.is_available === 1, hasOpenPostings(db).get(row.user_id, today)!.found === 1) : row.is_available ? 'limited' : 'busy';
      if (query.availability && status !== query.availability) continue;
      found.push({
        id: row.id,
        userId: row.user_id,
        firstName: row.first_name,
        lastName: row.last_name,
        profileImageUrl: row.profile_image_url,
        yearsExperience: row.years_experience,
        licenseNumber: row.license_number,
        hourlyRate: row.hourly_rate,
        availableRadius: row.available_radius,
        availabilityStatus: status,
        practiceTypes,
        bio: row.bio,
        phone: row.phone,
        city: row.city,
        state: row.state,
        distance: Math.round(distance * 10) / 10,
        availablePostings: [],
      });
    }
    return found;
  }

  let matches: VetSearchResult[];
  let counted: number;
  const cap = SEARCH_COUNT_CAP + 1;
  // With no filter beyond the radius, a square inside the circle holding more than the cap
  // settles the count from the R*Tree alone.
  const unfiltered = !query.practiceTypes.length && !query.availability && query.minExperience === 0;
  if (query.sort === 'distance') {
    let ring = Math.min(query.radius, FIRST_RING_MILES);
    for (;;) {
      matches = matchesWithin(ring);
      if (ring >= query.radius || matches.length >= wanted) break;
      ring = Math.min(query.radius, ring * RING_GROWTH);
    }
    if (ring >= query.radius) {
      counted = matches.length;
    } else {
      const inner = boundingBox(lat, lng, (query.radius / Math.SQRT2) * 0.98);
      const inSquare = unfiltered ? countInBox(db).get({ $minLat: inner.minLat, $maxLat: inner.maxLat, $minLng: inner.minLng, $maxLng: inner.maxLng, $cap: cap })!.n : 0;
      counted = inSquare >= cap ? inSquare : matchesWithin(query.radius).length;
    }
  } else {
    matches = matchesWithin(query.radius);
    counted = matches.length;
  }
  matches.sort((a, b) => SORTS[query.sort](a, b) || a.distance - b.distance || a.id - b.id);

  const results = matches.slice(query.offset, wanted);
  const byVet = new Map(results.map((vet) => [vet.userId, vet]));
  for (const posting of postingsOf(db).all(JSON.stringify([...byVet.keys()]), today)) byVet.get(posting.vet_id)?.availablePostings.push(toPosting(posting));
  for (const vet of results) vet.availabilityStatus = vet.availabilityStatus === 'busy' ? 'busy' : availabilityStatus(true, vet.availablePostings.length > 0);
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
  return postingsOf(db).all(JSON.stringify([vetUserId]), earliestUsToday(now)).map(toPosting);
}
