// GET /api/admin/overview (spec 2 §2 /admin Overview, extended for the operator): how many
// accounts of each kind, open and booked shifts, and the last 24 hours' messages and applications.
import { count, gte, max, min, notLike, type SQL, sql } from 'drizzle-orm';
import type { AdminOverview } from '../../shared/admin';
import { DAY_MS } from '../../shared/time';
import type { Db } from '../db/client';
import { bookingRequests, messages, shifts, users } from '../db/schema';
import { TOMBSTONE_DOMAIN } from './delete-user';

/** The overview counters at `now`. */
export function adminOverview(db: Db, now: number): Omit<AdminOverview, 'backups'> {
  const accounts = db
    .select({
      clinics: sql<number>`coalesce(sum(${users.userType} = 'clinic'), 0)`,
      vets: sql<number>`coalesce(sum(${users.userType} = 'relief_vet'), 0)`,
    })
    .from(users)
    .where(notLike(users.email, `%${TOMBSTONE_DOMAIN}`))
    .get()!;
  // Each status written as its partial index's own condition, so each count reads that index.
  const shiftCount = (status: SQL) => db.select({ n: count() }).from(shifts).where(status).get()!.n;
  const since = now - DAY_MS;
  const recent = (table: IdTable) => {
    const first = firstIdSince(db, table, since);
    return first === null ? 0 : db.select({ n: count() }).from(table).where(gte(table.id, first)).get()!.n;
  };
  return {
    users: accounts.clinics + accounts.vets,
    clinics: accounts.clinics,
    vets: accounts.vets,
    openShifts: shiftCount(sql`${shifts.status} = 'open'`),
    bookedShifts: shiftCount(sql`${shifts.status} = 'booked'`),
    messagesLast24h: recent(messages),
    applicationsLast24h: recent(bookingRequests),
  };
}

type IdTable = typeof messages | typeof bookingRequests;

/**
 * The first id of `table` created at or after `since`, or null. created_at has no index on these
 * tables (10 million messages at national scale), but ids grow with time, so a binary search over
 * the id range finds it in about 25 primary-key lookups instead of a full scan.
 */
function firstIdSince(db: Db, table: IdTable, since: number): number | null {
  const bounds = db
    .select({ lo: min(table.id), hi: max(table.id) })
    .from(table)
    .get()!;
  if (bounds.lo === null || bounds.hi === null) return null;
  const at = db
    .select({ id: table.id, createdAt: table.createdAt })
    .from(table)
    .where(gte(table.id, sql.placeholder('id')))
    .orderBy(table.id)
    .limit(1)
    .prepare();
  let lo = bounds.lo;
  let hi = bounds.hi;
  if (at.get({ id: hi })!.createdAt < since) return null;
  // Invariant: the row at or after `hi` is recent; find the lowest such id.
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const row = at.get({ id: mid })!;
    if (row.createdAt >= since) hi = Math.min(mid, row.id);
    else lo = row.id + 1;
  }
  return hi;
}
