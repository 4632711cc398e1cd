// The vet's shift day for offline reading (GET /api/me/offline-shifts): its booked shifts that
// have not ended and start within the next OFFLINE_SHIFT_DAYS, with the clinic's address, phone
// and arrival notes. Read through the (booked vet, date) index of booked shifts.
import { and, eq, gte, lte } from 'drizzle-orm';
import { OFFLINE_SHIFT_DAYS, type OfflineShifts } from '../../shared/offline-shifts';
import { earliestUsToday } from '../../shared/shifts';
import { DAY_MS } from '../../shared/time';
import type { Db } from '../db/client';
import { clinicProfiles, shifts } from '../db/schema';
import { shiftEndsAt, shiftStartsAt } from './shift-time';

/** The vet's booked shifts of the coming days, soonest first, as the offline page shows them. */
export function offlineShifts(db: Db, vetId: number, now: number): OfflineShifts {
  const horizon = now + OFFLINE_SHIFT_DAYS * DAY_MS;
  // Dates are the clinics' wall clocks: a day either side of UTC covers every US zone, and the
  // exact instants below decide.
  const rows = db
    .select({
      shiftId: shifts.id,
      clinicName: clinicProfiles.clinicName,
      address: clinicProfiles.address,
      city: clinicProfiles.city,
      state: clinicProfiles.state,
      zipCode: clinicProfiles.zipCode,
      phone: clinicProfiles.phone,
      shiftDate: shifts.shiftDate,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
      arrivalNotes: clinicProfiles.arrivalNotes,
    })
    .from(shifts)
    .innerJoin(clinicProfiles, eq(clinicProfiles.userId, shifts.clinicId))
    .where(
      and(
        eq(shifts.bookedByVetId, vetId),
        eq(shifts.status, 'booked'),
        gte(shifts.shiftDate, earliestUsToday(now)),
        lte(shifts.shiftDate, new Date(horizon + DAY_MS).toISOString().slice(0, 10)),
      ),
    )
    .all();
  const timed = rows
    .map((row) => ({ row, startsAt: shiftStartsAt(row, row.state), endsAt: shiftEndsAt(row, row.state) }))
    .filter(({ startsAt, endsAt }) => endsAt > now && startsAt <= horizon)
    .sort((a, b) => a.startsAt - b.startsAt);
  return {
    updatedAt: new Date(now).toISOString(),
    shifts: timed.map(({ row }) => ({
      ...row,
      address: row.address ?? '',
      city: row.city ?? '',
      state: row.state ?? '',
      zipCode: row.zipCode ?? '',
      phone: row.phone ?? '',
      arrivalNotes: row.arrivalNotes ?? null,
    })),
  };
}
