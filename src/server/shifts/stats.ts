// The figures the dashboards show (spec 2 §2, as issue 19 corrects them).
import { and, count, eq, gte } from 'drizzle-orm';
import type { ClinicStats, VetStats } from '../../shared/dashboard';
import { earliestUsToday } from '../../shared/shifts';
import { vetBookingFigures } from '../bookings/figures';
import { shiftStartsAt } from '../bookings/shift-time';
import type { Db } from '../db/client';
import { completedShiftsOf } from '../hours/completed';
import { hoursToDoCount, toDoList } from '../hours/to-do';
import { shifts, type User } from '../db/schema';
import { searchShifts } from '../search/shift-search';

/** Open shifts that have not happened yet, anywhere. */
export function totalOpportunities(db: Db, now: number): number {
  return db
    .select({ n: count() })
    .from(shifts)
    .where(and(eq(shifts.status, 'open'), gte(shifts.shiftDate, earliestUsToday(now))))
    .get()!.n;
}

/**
 * Clinic: shifts posted (not deleted), open ones not yet started (an open shift whose start has
 * passed can no longer be applied for), applications waiting for its answer, completed shifts
 * and submitted hours waiting for it.
 */
function clinicStats(db: Db, clinicId: number, now: number): ClinicStats {
  const sqlite = db.$client;
  const counts = sqlite
    .query<{ totalShifts: number; pendingApplications: number }, [number, number]>(
      `SELECT (SELECT count(*) FROM shifts WHERE clinic_id = ? AND status != 'deleted') AS totalShifts,
              (SELECT count(*) FROM booking_requests WHERE clinic_id = ? AND status = 'pending') AS pendingApplications`,
    )
    .get(clinicId, clinicId)!;
  const state = sqlite.query<{ state: string | null }, [number]>('SELECT state FROM clinic_profiles WHERE user_id = ?').get(clinicId)?.state ?? null;
  const open = sqlite
    .query<{ shiftDate: string; startTime: string }, [number, string]>(
      "SELECT shift_date AS shiftDate, start_time AS startTime FROM shifts WHERE clinic_id = ? AND status = 'open' AND shift_date >= ?",
    )
    .all(clinicId, earliestUsToday(now));
  const openShifts = open.filter((shift) => shiftStartsAt(shift, state) > now).length;
  const hours = { completedShifts: completedShiftsOf(db, clinicId), hoursToDo: hoursToDoCount(toDoList(db, { id: clinicId, userType: 'clinic' }, now)) };
  return { totalShifts: counts.totalShifts, openShifts, pendingApplications: counts.pendingApplications, ...hours };
}

/**
 * Vet: opportunities within its travel radius, counted as /browse counts them when it opens (the
 * same search), and its booking figures (bookings/figures.ts).
 */
function vetStats(db: Db, vetId: number, now: number): VetStats {
  const profile = db.$client
    .query<{ radius: number; latitude: number | null; longitude: number | null }, [number]>(
      'SELECT available_radius AS radius, latitude, longitude FROM vet_profiles WHERE user_id = ?',
    )
    .get(vetId);
  const located = profile !== null && profile.latitude !== null && profile.longitude !== null;
  const page = located ? searchShifts(db, profile, { radius: profile.radius, practiceTypes: [], sort: 'distance', offset: 0, limit: 1 }, now) : null;
  return {
    availableOpportunities: page?.total ?? null,
    opportunitiesCapped: page?.totalCapped ?? false,
    travelRadius: profile?.radius ?? null,
    ...vetBookingFigures(db, vetId, now),
    hoursToDo: hoursToDoCount(toDoList(db, { id: vetId, userType: 'relief_vet' }, now)),
  };
}

/** GET /api/stats: the caller's dashboard figures. */
export function dashboardStats(db: Db, user: User, now: number): ClinicStats | VetStats {
  return user.userType === 'clinic' ? clinicStats(db, user.id, now) : vetStats(db, user.id, now);
}
