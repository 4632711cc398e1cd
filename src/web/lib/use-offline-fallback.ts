// A page that shows bookings, reached inside the running app (no page load) with no network: the
// page is loaded again, which the service worker answers with its offline shell, showing the shift
// day kept on this device instead of a list that can never arrive (React Query pauses reads
// while the browser is offline). Only when the browser says it is offline: a failure it does not
// explain stays on the page with its Retry, so a fault can never reload the page in a loop.
import { useEffect } from 'react';

/** `waiting`: the page has nothing to show yet. */
export function useOfflineFallback(waiting: boolean): void {
  const cut = waiting && !navigator.onLine;
  useEffect(() => {
    if (cut && navigator.serviceWorker?.controller) window.location.reload();
  }, [cut]);
}
