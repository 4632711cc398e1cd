// Keeps the vet's shift day for offline reading fresh: fetched again each time a page that shows
// bookings loads online (the dashboard, /bookings) and whenever its bookings are read again.
import { useEffect } from 'react';
import { refreshShiftDay } from './shift-day-store';

/** `enabled`: a vet past the gate; `version`: changes when the page's bookings were read again. */
export function useShiftDayRefresh(enabled: boolean, version: unknown = null): void {
  useEffect(() => {
    if (enabled && navigator.onLine) void refreshShiftDay();
  }, [enabled, version]);
}
