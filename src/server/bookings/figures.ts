// The vet's booking figures on the dashboard (issue 19): pending applications, booked shifts not
// yet ended (with the next few) and completed shifts (ended with approved hours, read from
// hours/completed.ts). A booking is an accepted row of booking_requests whatever its source
// (application, summary date, request for a posted date), so every source counts alike. Shifts end in their clinic's zone (shift-time.ts), the
// next morning when the end is at or before the start.
import { UPCOMING_SHOWN, type UpcomingShift } from '../../shared/dashboard';
import { earliestUsToday, shiftValueCents } from '../../shared/shifts';
import type { Db } from '../db/client';
import { completedShiftsOf } from '../hours/completed';
import { shiftEndsAt, shiftStartsAt } from './shift-time';
import { DAY_MS } from '../../shared/time';

export interface VetBookingFigures {
  pendingApplications: number;
  upcomingShifts: number;
  completedShifts: number;
  nextShifts: UpcomingShift[];
}

interface RecentBooking {
  requestId: number;
  shiftId: number;
  shiftDate: string;
  startTime: string;
  endTime: string;
  hourlyRate: number;
  clinicName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

/** Figures of the vet `vetId` at `now`. */
export function vetBookingFigures(db: Db, vetId: number, now: number): VetBookingFigures {
  const sqlite = db.$client;
  // Shifts dated two days before the earliest US date have ended in every zone, overnight ones
  // included; the rest are read and placed by their clinic's zone.
  const settled = new Date(Date.parse(`${earliestUsToday(now)}T12:00:00Z`) - 2 * DAY_MS).toISOString().slice(0, 10);
  const counts = sqlite
    .query<{ pending: number }, [number]>(`SELECT count(*) AS pending FROM booking_requests WHERE vet_id = ?1 AND status = 'pending'`)
    .get(vetId)!;
  const recent = sqlite
    .query<RecentBooking, [number, string]>(
      `SELECT r.id AS requestId, s.id AS shiftId, s.shift_date AS shiftDate, s.start_time AS startTime, s.end_time AS endTime, s.hourly_rate AS hourlyRate,
              c.clinic_name AS clinicName, c.address, c.city, c.state, c.zip_code AS zipCode
         FROM booking_requests r JOIN shifts s ON s.id = r.shift_id LEFT JOIN clinic_profiles c ON c.user_id = r.clinic_id
        WHERE r.vet_id = ? AND r.status = 'accepted' AND s.shift_date >= ?`,
    )
    .all(vetId, settled);
  const upcoming = recent
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
