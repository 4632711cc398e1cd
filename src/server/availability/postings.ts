// Reading vets' open availability postings (status 'available', dated today or later).
import type { AvailabilityPosting } from '../../shared/search';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';

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

const SELECT = `SELECT id, vet_id, available_date, start_time, end_time, practice_types, hourly_rate, travel_radius, notes, status, booked_by_clinic_id
  FROM vet_availability WHERE status = 'available' AND available_date >= ?`;
const ORDER = 'ORDER BY available_date, start_time, id';

function toPosting(row: PostingRow): AvailabilityPosting {
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

/** One vet's open postings, soonest first. */
export function openPostingsOf(db: Db, vetUserId: number, today: string): AvailabilityPosting[] {
  return prepared(db, 'open-postings-of-vet', () => db.$client.prepare<PostingRow, [string, number]>(`${SELECT} AND vet_id = ? ${ORDER}`))
    .all(today, vetUserId)
    .map(toPosting);
}

/** Every vet's open postings, soonest first, by vet user id. */
export function allOpenPostings(db: Db, today: string): Map<number, AvailabilityPosting[]> {
  const byVet = new Map<number, AvailabilityPosting[]>();
  for (const row of db.$client.prepare<PostingRow, [string]>(`${SELECT} ${ORDER}`).iterate(today)) {
    let postings = byVet.get(row.vet_id);
    if (!postings) byVet.set(row.vet_id, (postings = []));
    postings.push(toPosting(row));
  }
  return byVet;
}
