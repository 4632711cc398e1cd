// Answers of GET /api/booking-requests kept as JSON text per viewer and query. A busy clinic's
// page (every pending application plus the recent history, ~100 rows with cards) takes ~0.5 ms
// to read and serialise. An entry is dropped when the change log shows a write to an application
// of the viewer ('booking'), to a shift on the page ('shift'), or to a person on it ('vet',
// 'clinic': profiles, names, late cancellations, track records) — whichever code path wrote.
import type { BookingRequestsPage } from '../../shared/bookings';
import type { Db } from '../db/client';
import type { ChangeFeed } from '../lib/change-log';
import { ChangeLogJsonCache, cacheOf } from '../lib/change-log-json-cache';

export const BOOKING_LIST_FEED: ChangeFeed = {
  kinds: ['booking', 'shift', 'vet', 'clinic'],
  reads: ['booking_requests', 'shifts', 'vet_profiles', 'clinic_profiles', 'users', 'shift_cancellations', 'track_records'],
};

const caches = new WeakMap<Db, ChangeLogJsonCache>();

const bookingListCache = (db: Db) =>
  cacheOf(
    caches,
    db,
    () =>
      new ChangeLogJsonCache(db, BOOKING_LIST_FEED, {
        // A few hundred busy clinics' pages.
        maxBytes: 32 * 1024 * 1024,
        // Late counts look back 12 months from now: an entry older than this is read again.
        maxAgeMs: 60_000,
      }),
  );

/** The ids a page shows: whose change must drop it. */
export function idsShownOn(viewerId: number, page: BookingRequestsPage): number[] {
  const ids = new Set([viewerId]);
  for (const request of page.requests) {
    ids.add(request.vetId);
    ids.add(request.clinicId);
    ids.add(request.shiftId);
  }
  return [...ids];
}

/**
 * GET /api/booking-requests as JSON text, from the cache when nothing on the page changed.
 * `load` reads the page from the database (views.ts bookingRequestsPage).
 */
export function cachedBookingRequestsJson(
  db: Db,
  viewerId: number,
  query: { status: string; before?: number | undefined },
  now: number,
  load: () => BookingRequestsPage,
): string {
  const key = `${viewerId}:${query.status}:${query.before ?? ''}`;
  return bookingListCache(db).json(key, now, load, (page) => idsShownOn(viewerId, page));
}
