// The vet's booking figures on the dashboard (issue 19): pending applications, booked shifts not
// yet ended (with the next few) and completed shifts (ended with approved hours, read from
// hours/completed.ts). A booking is an accepted row of booking_requests whatever its source
// (application, summary date, request for a posted date), so every source counts alike. Shifts end in their clinic's zone (shift-time.ts), the
// next morning when the end is at or before the start.
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { UPCOMING_SHOWN, type UpcomingShift } from '../../shared/dashboard';
import { earliestUsToday, shiftValueCents } from '../../shared/shifts';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { bookingRequests, clinicProfiles, shifts } from '../db/schema';
import { completedShiftsOf } from '../hours/completed';
import { shiftEndsAt, shiftStartsAt } from './shift-time';
import { DAY_MS } from '../../shared/time';

export interface VetBookingFigures {
  pendingApplications: number;
  upcomingShifts: number;
  completedShifts: number;
  nextShifts: UpcomingShift[];
}

/** The vet's pending applications, and its bookings from a date on. */
function figureStatements(db: Db) {
  return prepared(db, 'vet-booking-figures', () => {
    const r = bookingRequests;
    const s = shifts;
    const [vetId, settled] = [sql.placeholder('vetId'), sql.placeholder('settled')];
    const accepted = and(eq(r.vetId, vetId), eq(r.status, 'accepted'));
    return {
      pending: db
        .select({ n: count() })
        .from(r)
        .where(and(eq(r.vetId, vetId), eq(r.status, 'pending')))
        .prepare(),
      recent: db
        .select({
          requestId: r.id,
          shiftId: s.id,
          shiftDate: s.shiftDate,
          startTime: s.startTime,
          endTime: s.endTime,
          hourlyRate: s.hourlyRate,
          clinicName: clinicProfiles.clinicName,
          address: clinicProfiles.address,
          city: clinicProfiles.city,
          state: clinicProfiles.state,
          zipCode: clinicProfiles.zipCode,
        })
        .from(r)
        .innerJoin(s, eq(s.id, r.shiftId))
        .leftJoin(clinicProfiles, eq(clinicProfiles.userId, r.clinicId))
        .where(and(accepted, gte(s.shiftDate, settled)))
        .prepare(),
    };
  });
}

type RecentBooking = ReturnType<ReturnType<typeof figureStatements>['recent']['all']>[number];

/** Figures of the vet `vetId` at `now`. */
export function vetBookingFigures(db: Db, vetId: number, now: number): VetBookingFigures {
  // Shifts dated two days before the earliest US date have ended in every zone, overnight ones
  // included; the rest are read and placed by their clinic's zone.
  const settled = new Date(Date.parse(`${earliestUsToday(now)}T12:00:00Z`) - 2 * DAY_MS).toISOString().slice(0, 10);
  const { pending, recent } = figureStatements(db);
  const values = { vetId, settled };
  const counts = { pending: pending.get(values)!.n };
  const recentBookings = recent.all(values);
  const upcoming = recentBookings
    .map((booking) => ({ booking, startsAt: shiftStartsAt(booking, booking.state), endsAt: shiftEndsAt(booking, booking.state) }))
    .filter(({ endsAt }) => endsAt > now)
    .sort((a, b) => a.startsAt - b.startsAt || a.booking.requestId - b.booking.requestId);
  return {
    pendingApplications: counts.pending,
    upcomingShifts: upcoming.length,
    completedShifts: completedShiftsOf(db, vetId),
    nextShifts: upcoming.slice(0, UPCOMING_SHOWN).map(({ booking }) => toUpcomingShift(booking)),
  };
}

function toUpcomingShift(booking: RecentBooking): UpcomingShift {
  return {
    requestId: booking.requestId,
    shiftId: booking.shiftId,
    shiftDate: booking.shiftDate,
    startTime: booking.startTime,
    endTime: booking.endTime,
    clinicName: booking.clinicName ?? 'Unknown Clinic',
    address: booking.address ?? '',
    city: booking.city ?? '',
    state: booking.state ?? '',
    zipCode: booking.zipCode ?? '',
    hourlyRate: booking.hourlyRate,
    value: shiftValueCents(booking.startTime, booking.endTime, booking.hourlyRate),
  };
}
