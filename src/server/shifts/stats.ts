// The figures the dashboards show (spec 2 §2).
import { and, count, eq, gte } from 'drizzle-orm';
import { earliestUsToday } from '../../shared/shifts';
import type { Db } from '../db/client';
import { shifts, type User } from '../db/schema';

/** Open shifts that have not happened yet, anywhere. */
export function totalOpportunities(db: Db, now: number): number {
  return db
    .select({ n: count() })
    .from(shifts)
    .where(and(eq(shifts.status, 'open'), gte(shifts.shiftDate, earliestUsToday(now))))
    .get()!.n;
}

export interface ClinicStats {
  totalShifts: number;
  openShifts: number;
  pendingApplications: number;
}

export interface VetStats {
  availableOpportunities: number;
  myApplications: number;
  completedShifts: number;
}

/**
 * Clinic: shifts posted (not deleted), open, applications waiting for its answer. Vet:
 * opportunities; applications it sent, withdrawn ones left out (dates booked from a summary were
 * never applied for); completed shifts as the spec counts them, its accepted applications.
 */
export function dashboardStats(db: Db, user: User, now: number): ClinicStats | VetStats {
  if (user.userType === 'clinic') {
    const row = db.$client
      .query<ClinicStats, [number, number, number]>(
        `SELECT (SELECT count(*) FROM shifts WHERE clinic_id = ? AND status != 'deleted') AS totalShifts,
                (SELECT count(*) FROM shifts WHERE clinic_id = ? AND status = 'open') AS openShifts,
                (SELECT count(*) FROM booking_requests WHERE clinic_id = ? AND status = 'pending') AS pendingApplications`,
      )
      .get(user.id, user.id, user.id)!;
    return { totalShifts: row.totalShifts, openShifts: row.openShifts, pendingApplications: row.pendingApplications };
  }
  const row = db.$client
    .query<Omit<VetStats, 'availableOpportunities'>, [number, number]>(
      `SELECT (SELECT count(*) FROM booking_requests WHERE vet_id = ? AND is_from_summary = 0 AND status != 'withdrawn') AS myApplications,
              (SELECT count(*) FROM booking_requests WHERE vet_id = ? AND status = 'accepted') AS completedShifts`,
    )
    .get(user.id, user.id)!;
  return { availableOpportunities: totalOpportunities(db, now), myApplications: row.myApplications, completedShifts: row.completedShifts };
}
