// Distance search for shifts (vets). Open, future shifts within the radius, nearest first:
// the R*Tree of open shift locations (migration 0004) returns a ring's box, exact great-circle
// distance decides, and the ring grows only until it holds the page and the capped count, so a
// nationwide search reads the nearest shifts rather than every shift in the country.
import { boundingBox, distanceMiles, EARTH_RADIUS_MILES } from '../../shared/geo';
import { SEARCH_COUNT_CAP, type ShiftSearchPage, type ShiftSearchQuery } from '../../shared/search';
import { earliestUsToday, type Shift } from '../../shared/shifts';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { AppError } from '../http/errors';

const FIRST_RING_MILES = 5;
const RING_GROWTH = 3;

interface Candidate {
  id: number;
  latitude: number;
  longitude: number;
}

const IN_BOX = `l.max_lat >= $minLat AND l.min_lat <= $maxLat AND l.max_lng >= $minLng AND l.min_lng <= $maxLng AND l.max_day >= julianday($today)`;
const PRACTICE = `EXISTS (SELECT 1 FROM json_each(s.practice_types) WHERE value IN (SELECT value FROM json_each($practiceTypes)))`;
const DISTANCE = `(2 * ${EARTH_RADIUS_MILES} * asin(min(1, sqrt(pow(sin(radians(l.min_lat - $lat) / 2), 2) + cos(radians($lat)) * cos(radians(l.min_lat)) * pow(sin(radians(l.min_lng - $lng) / 2), 2)))))`;

/** The open shifts of a box: from the R*Tree alone, or joined to `shifts` to filter practice types. */
function from(filtered: boolean) {
  return filtered ? `shift_locations l JOIN shifts s ON s.id = l.id WHERE ${IN_BOX} AND ${PRACTICE}` : `shift_locations l WHERE ${IN_BOX}`;
}

function candidatesIn(db: Db, filtered: boolean) {
  return prepared(db, `shift-candidates-${filtered}`, () =>
    db.$client.prepare<Candidate, Record<string, string | number>>(`SELECT l.id AS id, l.min_lat AS latitude, l.min_lng AS longitude FROM ${from(filtered)}`),
  );
}

function sortedInRadius(db: Db, filtered: boolean, sort: 'rate' | 'date') {
  const order = sort === 'rate' ? 's.hourly_rate DESC, s.shift_date, s.id' : 's.shift_date, s.start_time, s.id';
  return prepared(db, `shift-sorted-${filtered}-${sort}`, () =>
    db.$client.prepare<{ id: number; distance: number }, Record<string, string | number>>(
      `SELECT l.id AS id, ${DISTANCE} AS distance FROM shift_locations l JOIN shifts s ON s.id = l.id
        WHERE ${IN_BOX}${filtered ? ` AND ${PRACTICE}` : ''} AND ${DISTANCE} <= $radius ORDER BY ${order} LIMIT $take`,
    ),
  );
}

/** How many open shifts a box holds (no distance computed): R*Tree nodes only. */
function countInBox(db: Db, filtered: boolean) {
  return prepared(db, `shift-box-count-${filtered}`, () =>
    db.$client.prepare<{ n: number }, Record<string, string | number>>(`SELECT count(*) AS n FROM (SELECT 1 FROM ${from(filtered)} LIMIT $cap)`),
  );
}

interface ShiftWithClinic {
  id: number;
  clinic_id: number;
  shift_date: string;
  start_time: string;
  end_time: string;
  hourly_rate: number;
  shift_type: string;
  status: string;
  practice_types: string;
  notes: string | null;
  booked_by_vet_id: number | null;
  clinic_name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  phone: string | null;
  average_appointment_time: number | null;
  profile_image_url: string | null;
}

function pageRows(db: Db) {
  return prepared(db, 'shift-page-rows', () =>
    db.$client.prepare<ShiftWithClinic, [string]>(
      `SELECT s.id, s.clinic_id, s.shift_date, s.start_time, s.end_time, s.hourly_rate, s.shift_type, s.status, s.practice_types, s.notes, s.booked_by_vet_id,
              c.clinic_name, c.address, c.city, c.state, c.zip_code, c.phone, c.average_appointment_time, u.profile_image_url
         FROM shifts s
         JOIN users u ON u.id = s.clinic_id
         LEFT JOIN clinic_profiles c ON c.user_id = s.clinic_id
        WHERE s.id IN (SELECT value FROM json_each(?))`,
    ),
  );
}

function toSearchShift(row: ShiftWithClinic, distance: number): Shift & { distance: number } {
  return {
    id: row.id,
    clinicId: row.clinic_id,
    clinic: {
      clinicName: row.clinic_name ?? 'Unknown Clinic',
      address: row.address ?? '',
      city: row.city ?? '',
      state: row.state ?? '',
      zipCode: row.zip_code ?? '',
      phone: row.phone ?? '',
      averageAppointmentTime: row.average_appointment_time ?? 20,
      userId: row.clinic_id,
      profileImageUrl: row.profile_image_url,
    },
    shiftDate: row.shift_date,
    startTime: row.start_time,
    endTime: row.end_time,
    hourlyRate: row.hourly_rate,
    shiftType: row.shift_type,
    status: row.status,
    practiceTypes: JSON.parse(row.practice_types),
    notes: row.notes,
    bookedByVetId: row.booked_by_vet_id,
    distance: Math.round(distance * 10) / 10,
  };
}

export interface Origin {
  latitude: number | null;
  longitude: number | null;
}

/** One page of open, future shifts within `query.radius` miles of the origin. */
export function searchShifts(db: Db, origin: Origin, query: ShiftSearchQuery, now: number): ShiftSearchPage {
  const { latitude: lat, longitude: lng } = origin;
  if (lat === null || lng === null) {
    throw new AppError(409, "Your profile address couldn't be located, so distance search can't run. Update the ZIP code on your profile.", 'LOCATION_REQUIRED');
  }
  const filtered = query.practiceTypes.length > 0;
  const base: Record<string, string | number> = { $today: earliestUsToday(now), $lat: lat, $lng: lng };
  if (filtered) base.$practiceTypes = JSON.stringify(query.practiceTypes);
  const box = (miles: number) => {
    const b = boundingBox(lat, lng, miles);
    return { ...base, $minLat: b.minLat, $maxLat: b.maxLat, $minLng: b.minLng, $maxLng: b.maxLng };
  };
  const wanted = query.offset + query.limit;
  const cap = SEARCH_COUNT_CAP + 1;

  /**
   * Matches within the radius, counted up to the cap. A square inside the circle that already
   * holds more than the cap settles it from the R*Tree alone; otherwise distances are counted.
   */
  function countWithin(miles: number): number {
    const inner = boundingBox(lat!, lng!, (miles / Math.SQRT2) * 0.98);
    const inSquare = countInBox(db, filtered).get({ ...base, $minLat: inner.minLat, $maxLat: inner.maxLat, $minLng: inner.minLng, $maxLng: inner.maxLng, $cap: cap })!.n;
    if (inSquare >= cap) return inSquare;
    // Exact distances in JS: cheaper than SQLite's math functions row by row.
    let within = 0;
    for (const candidate of candidatesIn(db, filtered).iterate(box(miles))) {
      if (distanceMiles(lat!, lng!, candidate.latitude, candidate.longitude) <= miles && ++within >= cap) break;
    }
    return within;
  }

  let ranked: { id: number; distance: number }[];
  let counted: number;
  if (query.sort === 'distance') {
    let ring = Math.min(query.radius, FIRST_RING_MILES);
    for (;;) {
      ranked = [];
      for (const candidate of candidatesIn(db, filtered).all(box(ring))) {
        const distance = distanceMiles(lat, lng, candidate.latitude, candidate.longitude);
        if (distance <= ring) ranked.push({ id: candidate.id, distance });
      }
      if (ranked.length >= wanted || ring >= query.radius) break;
      ring = Math.min(query.radius, ring * RING_GROWTH);
    }
    ranked.sort((a, b) => a.distance - b.distance || a.id - b.id);
    counted = ring >= query.radius ? ranked.length : countWithin(query.radius);
  } else {
    ranked = sortedInRadius(db, filtered, query.sort).all({ ...box(query.radius), $radius: query.radius, $take: wanted });
    counted = countWithin(query.radius);
  }

  const page = ranked.slice(query.offset, wanted);
  const rows = new Map(pageRows(db).all(JSON.stringify(page.map((entry) => entry.id))).map((row) => [row.id, row]));
  const results = page.flatMap((entry) => {
    const row = rows.get(entry.id);
    return row ? [toSearchShift(row, entry.distance)] : [];
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
