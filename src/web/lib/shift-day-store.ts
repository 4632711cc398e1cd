// The vet's shift day kept in the browser for reading without a network (the Cache API, under
// SHIFT_DAY_CACHE): fetched again whenever /bookings or the dashboard loads online, read by the
// offline page, deleted on sign-out. The only personal data the app keeps offline.
import type { OfflineShifts } from '../../shared/offline-shifts';
import { OFFLINE_SHIFTS_PATH, SHIFT_DAY_CACHE } from '../../shared/service-worker';
import { apiJson, ApiError } from './api-client';

/** The Cache API exists only in secure contexts (HTTPS, localhost): elsewhere nothing is kept. */
const available = () => typeof caches !== 'undefined';

/** Fetches the vet's shift day and keeps it; an answer saying it is not the vet's (401, 403) deletes what was kept. */
export async function refreshShiftDay(): Promise<void> {
  if (!available()) return;
  try {
    const shifts = await apiJson<OfflineShifts>('GET', OFFLINE_SHIFTS_PATH);
    const cache = await caches.open(SHIFT_DAY_CACHE);
    await cache.put(OFFLINE_SHIFTS_PATH, new Response(JSON.stringify(shifts), { headers: { 'content-type': 'application/json' } }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) await clearShiftDay();
    // Otherwise (no network, a server error) the copy kept before stays: it is what offline shows.
  }
}

/** The kept shift day, or null when none is. */
export async function readShiftDay(): Promise<OfflineShifts | null> {
  if (!available()) return null;
  const kept = await caches.match(OFFLINE_SHIFTS_PATH, { cacheName: SHIFT_DAY_CACHE });
  return kept ? ((await kept.json()) as OfflineShifts) : null;
}

/** Deletes the kept shift day (signing out; the service worker also clears its caches then). */
export async function clearShiftDay(): Promise<void> {
  if (!available()) return;
  await caches.delete(SHIFT_DAY_CACHE);
}
