// GET /api/admin/overview (spec 2 §2 /admin Overview, extended for the operator): how many
// accounts of each kind, open and booked shifts, and the last 24 hours' messages and applications.
import type { AdminOverview } from '../../shared/admin';
import type { Db } from '../db/client';
import { TOMBSTONE_DOMAIN } from './delete-user';
import { DAY_MS } from '../../shared/time';

/** The overview counters at `now`. */
export function adminOverview(db: Db, now: number): AdminOverview {
  const sqlite = db.$client;
  const accounts = sqlite
    .query<{ clinics: number; vets: number }, []>(
      `SELECT coalesce(sum(user_type = 'clinic'), 0) AS clinics, coalesce(sum(user_type = 'relief_vet'), 0) AS vets
         FROM users WHERE email NOT LIKE '%${TOMBSTONE_DOMAIN}'`,
    )
    .get()!;
  const shifts = sqlite
    .query<{ open: number; booked: number }, []>(
      "SELECT (SELECT count(*) FROM shifts WHERE status = 'open') AS open, (SELECT count(*) FROM shifts WHERE status = 'booked') AS booked",
    )
    .get()!;
  const since = now - DAY_MS;
  const recent = (table: 'messages' | 'booking_requests') => {
    const first = firstIdSince(db, table, since);
    return first === null ? 0 : sqlite.query<{ n: number }, [number]>(`SELECT count(*) AS n FROM ${table} WHERE id >= ?`).get(first)!.n;
  };
  return {
    users: accounts.clinics + accounts.vets,
    clinics: accounts.clinics,
    vets: accounts.vets,
    openShifts: shifts.open,
    bookedShifts: shifts.booked,
    messagesLast24h: recent('messages'),
    applicationsLast24h: recent('booking_requests'),
  };
}

/**
 * The first id of `table` created at or after `since`, or null. created_at has no index on these
 * tables (10 million messages at national scale), but ids grow with time, so a binary search over
 * the id range finds it in about 25 primary-key lookups instead of a full scan.
 */
function firstIdSince(db: Db, table: 'messages' | 'booking_requests', since: number): number | null {
  const sqlite = db.$client;
  const bounds = sqlite.query<{ lo: number | null; hi: number | null }, []>(`SELECT min(id) AS lo, max(id) AS hi FROM ${table}`).get()!;
  if (bounds.lo === null || bounds.hi === null) return null;
  const at = sqlite.query<{ id: number; createdAt: number }, [number]>(`SELECT id, created_at AS createdAt FROM ${table} WHERE id >= ? ORDER BY id LIMIT 1`);
  let lo = bounds.lo;
  let hi = bounds.hi;
  if (at.get(hi)!.createdAt < since) return null;
  // Invariant: the row at or after `hi` is recent; find the lowest such id.
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const row = at.get(mid)!;
    if (row.createdAt >= since) hi = Math.min(mid, row.id);
    else lo = row.id + 1;
  }
  return hi;
}
