// The figures the dashboards show (spec 2 §2, as issue 19 corrects them).
import { and, count, eq, gt, gte, ne } from 'drizzle-orm';
import type { ClinicStats, VetStats } from '../../shared/dashboard';
import { earliestUsToday } from '../../shared/shifts';
import { vetBookingFigures } from '../bookings/figures';
import { shiftStartsAt } from '../bookings/shift-time';
import type { Db } from '../db/client';
import { bookingRequests, clinicProfiles, shifts, type User, vetProfiles } from '../db/schema';
import { completedShiftsOf } from '../hours/completed';
import { hoursToDoCount, toDoList } from '../hours/to-do';
import { searchShifts } from '../search/shift-search';

/**
 * Open shifts that have not happened yet, anywhere, once public: the open ones less the few still
 * in a first look (read through shifts_first_look_idx, so the count of the open ones stays as fast).
 */
export function totalOpportunities(db: Db, now: number): number {
  const open = and(eq(shifts.status, 'open'), gte(shifts.shiftDate, earliestUsToday(now)));
  const all = db.select({ n: count() }).from(shifts).where(open).get()!.n;
  const inFirstLook = db
    .select({ n: count() })
    .from(shifts)
    .where(and(gt(shifts.firstLookUntil, now), open))
    .get()!.n;
  return all - inFirstLook;
}

/**
 * Clinic: shifts posted (not deleted), open ones not yet started (an open shift whose start has
 * passed can no longer be applied for), applications waiting for its answer, completed shifts
 * and submitted hours waiting for it.
 */
function clinicStats(db: Db, clinicId: number, now: number): ClinicStats {
  const totalShifts = db
    .select({ n: count() })
    .from(shifts)
    .where(and(eq(shifts.clinicId, clinicId), ne(shifts.status, 'deleted')))
    .get()!.n;
  const pendingApplications = db
    .select({ n: count() })
    .from(bookingRequests)
    .where(and(eq(bookingRequests.clinicId, clinicId), eq(bookingRequests.status, 'pending')))
    .get()!.n;
  const state = db.select({ state: clinicProfiles.state }).from(clinicProfiles).where(eq(clinicProfiles.userId, clinicId)).get()?.state ?? null;
  const open = db
    .select({ shiftDate: shifts.shiftDate, startTime: shifts.startTime })
    .from(shifts)
    .where(and(eq(shifts.clinicId, clinicId), eq(shifts.status, 'open'), gte(shifts.shiftDate, earliestUsToday(now))))
    .all();
  const openShifts = open.filter((shift) => shiftStartsAt(shift, state) > now).length;
  const hours = { completedShifts: completedShiftsOf(db, clinicId), hoursToDo: hoursToDoCount(toDoList(db, { id: clinicId, userType: 'clinic' }, now)) };
  return { totalShifts, openShifts, pendingApplications, ...hours };
}

/**
 * Vet: opportunities within its travel radius, counted as /browse counts them when it opens (the
 * same search), and its booking figures (bookings/figures.ts).
 */
function vetStats(db: Db, vetId: number, now: number): VetStats {
  const profile = db
    .select({ radius: vetProfiles.availableRadius, latitude: vetProfiles.latitude, longitude: vetProfiles.longitude })
    .from(vetProfiles)
    .where(eq(vetProfiles.userId, vetId))
    .get();
  const located = profile !== undefined && profile.latitude !== null && profile.longitude !== null;
  const page = located
    ? searchShifts(db, profile, { radius: profile.radius, practiceTypes: [], favourites: false, sort: 'distance', offset: 0, limit: 1 }, now, vetId)
    : null;
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
