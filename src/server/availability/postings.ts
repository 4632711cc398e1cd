// Reading vets' open availability postings (status 'available', dated today or later), and the
// columns of a posting as every answer shows it.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AvailabilityPosting } from '../../shared/search';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { vetAvailability } from '../db/schema';

/** A posting as every answer shows it (search, the vet's own list, inside a clinic's request). */
export const postingColumns = {
  id: vetAvailability.id,
  vetId: vetAvailability.vetId,
  availableDate: vetAvailability.availableDate,
  startTime: vetAvailability.startTime,
  endTime: vetAvailability.endTime,
  practiceTypes: vetAvailability.practiceTypes,
  hourlyRate: vetAvailability.hourlyRate,
  travelRadius: vetAvailability.travelRadius,
  notes: vetAvailability.notes,
  status: vetAvailability.status,
  bookedByClinicId: vetAvailability.bookedByClinicId,
};

const open = () => and(eq(vetAvailability.status, 'available'), gte(vetAvailability.availableDate, sql.placeholder('today')));
const soonestFirst = [vetAvailability.availableDate, vetAvailability.startTime, vetAvailability.id];

/** One vet's open postings, soonest first. */
export function openPostingsOf(db: Db, vetUserId: number, today: string): AvailabilityPosting[] {
  return prepared(db, 'open-postings-of-vet', () =>
    db
      .select(postingColumns)
      .from(vetAvailability)
      .where(and(open(), eq(vetAvailability.vetId, sql.placeholder('vetId'))))
      .orderBy(...soonestFirst)
      .prepare(),
  ).all({ today, vetId: vetUserId });
}

/** Every vet's open postings, soonest first, by vet user id. */
export function allOpenPostings(db: Db, today: string): Map<number, AvailabilityPosting[]> {
  const byVet = new Map<number, AvailabilityPosting[]>();
  const rows = prepared(db, 'open-postings', () =>
    db
      .select(postingColumns)
      .from(vetAvailability)
      .where(open())
      .orderBy(...soonestFirst)
      .prepare(),
  ).all({ today });
  for (const posting of rows) {
    let postings = byVet.get(posting.vetId);
    if (!postings) byVet.set(posting.vetId, (postings = []));
    postings.push(posting);
  }
  return byVet;
}
