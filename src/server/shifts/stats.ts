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

/** Clinic: shifts posted, open, applications to review. Vet: opportunities, applications, completed. */
export function dashboardStats(db: Db, user: User, now: number): ClinicStats | VetStats {
  if (user.userType === 'clinic') {
    const mine = eq(shifts.clinicId, user.id);
    return {
      totalShifts: db.select({ n: count() }).from(shifts).where(mine).get()!.n,
      openShifts: db
        .select({ n: count() })
        .from(shifts)
        .where(and(mine, eq(shifts.status, 'open')))
        .get()!.n,
      // Applications arrive with bookings (a later feature).
      pendingApplications: 0,
    };
  }
  return { availableOpportunities: totalOpportunities(db, now), myApplications: 0, completedShifts: 0 };
}
