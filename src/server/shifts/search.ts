// Distance search for shifts (vets): open, future shifts within the radius, nearest first.
// The in-memory grid of open shifts (shift-index.ts) gives the candidates of a ring with their
// exact great-circle distance; the ring grows only until it holds the page, and the count walks
// outward from the vet and stops at the cap, so a nationwide search reads the nearest shifts
// rather than every shift in the country. Only the page's rows are read from the database.
import { SEARCH_COUNT_CAP, type ShiftSearchPage, type ShiftSearchQuery } from '../../shared/search';
import { earliestUsToday, type Shift } from '../../shared/shifts';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { AppError } from '../http/errors';
import { bestOf } from './best-of';
import { openShiftIndex, practiceBits, type IndexedShift } from './shift-index';

const FIRST_RING_MILES = 5;
const RING_GROWTH = 3;

interface Ranked {
  shift: IndexedShift;
  distance: number;
}

const byDistance = (a: Ranked, b: Ranked) => a.distance - b.distance || a.shift.id - b.shift.id;
const ORDERS: Record<Exclude<ShiftSearchQuery['sort'], 'distance'>, (a: Ranked, b: Ranked) => number> = {
  rate: (a, b) => b.shift.hourlyRate - a.shift.hourlyRate || compareText(a.shift.shiftDate, b.shift.shiftDate) || a.shift.id - b.shift.id,
  date: (a, b) => compareText(a.shift.shiftDate, b.shift.shiftDate) || compareText(a.shift.startTime, b.shift.startTime) || a.shift.id - b.shift.id,
};

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
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
  const index = openShiftIndex(db, earliestUsToday(now));
  const wantedBits = practiceBits(query.practiceTypes);
  const matches = (shift: IndexedShift) => wantedBits === 0 || (shift.practiceBits & wantedBits) !== 0;
  const wanted = query.offset + query.limit;

  let ranked: Ranked[];
  let counted: number;
  if (query.sort === 'distance') {
    let ring = Math.min(query.radius, FIRST_RING_MILES);
    for (;;) {
      ranked = [];
      index.forEachWithin(lat, lng, ring, (shift, distance) => {
        if (matches(shift)) ranked.push({ shift, distance });
      });
      if (ranked.length >= wanted || ring >= query.radius) break;
      ring = Math.min(query.radius, ring * RING_GROWTH);
    }
    ranked.sort(byDistance);
    if (ring >= query.radius) {
      counted = ranked.length;
    } else {
      // Matches within the full radius, counted nearest cells first up to the cap.
      counted = 0;
      index.forEachWithin(lat, lng, query.radius, (shift) => !matches(shift) || ++counted <= SEARCH_COUNT_CAP);
    }
  } else {
    const best = bestOf(wanted, ORDERS[query.sort]);
    counted = 0;
    index.forEachWithin(lat, lng, query.radius, (shift, distance) => {
      if (!matches(shift)) return;
      counted++;
      best.offer({ shift, distance });
    });
    ranked = best.sorted();
  }

  const page = ranked.slice(query.offset, wanted);
  const rows = new Map(pageRows(db).all(JSON.stringify(page.map((entry) => entry.shift.id))).map((row) => [row.id, row]));
  const results = page.flatMap((entry) => {
    const row = rows.get(entry.shift.id);
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
