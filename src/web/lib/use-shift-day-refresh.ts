// Keeps the vet's shift day for offline reading fresh: fetched again each time a page that shows
// bookings loads online (the dashboard, /bookings) and whenever its bookings are read again.
// The store is imported when it runs, after the page has painted: none of it is in a page's first scripts.
import { useEffect } from 'react';

/** `enabled`: a vet past the gate; `version`: changes when the page's bookings were read again. */
export function useShiftDayRefresh(enabled: boolean, version: unknown = null): void {
  useEffect(() => {
    if (enabled && navigator.onLine) void import('./shift-day-store').then(({ refreshShiftDay }) => refreshShiftDay());
  }, [enabled, version]);
}
