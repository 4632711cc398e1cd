// What a signed-in page served with only the boot script (decision 0040) does before the app runs,
// without React: what the app would do on a page nobody touches. It keeps the reader's zone,
// registers the service worker after load (and, for a vet, keeps the shift day for offline use as
// the dashboard and /bookings do), and opens the live socket; the first frame that changes
// what the page shows starts the app, which takes the socket over with every frame heard so far.
// Loaded by static-page-boot.ts, as a chunk of its own, only on those pages.
import { hasLiveCookie } from '../shared/live-cookie';
import { SOCKET_SIGNED_OUT, SOCKET_TOO_MANY } from '../shared/message-limits';
import type { NavCounts } from '../shared/messages';
import { PAGE_DATA_ID, type PageData } from '../shared/page-data';
import { keepTimeZone } from './lib/keep-time-zone';
import { messagePaths } from './lib/paths';
import { type EarlySocket, keepEarlySocket } from './lib/realtime/early-socket';
import { liveSocketUrl } from './lib/realtime/live-socket';

/** Set on <html> when the worker is registered here, so the app does not register it again. */
export const WORKER_REGISTERED_HERE = 'boot';

/** The pages that keep a vet's shift day (use-shift-day-refresh.ts on the dashboard and /bookings). */
const KEEPS_SHIFT_DAY = new Set(['/', '/dashboard', '/bookings']);

export function bootSignedIn(startApp: () => void): void {
  keepTimeZone();
  document.documentElement.dataset.worker = WORKER_REGISTERED_HERE;
  const vet = pageData()?.user?.userType === 'relief_vet';
  // Without the live cookie the browser keeps no session cookie of its own (the session came in a
  // header a tool added, which the service worker's requests do not carry): the socket and the
  // shift day's read would be refused, so the app asks for them when it runs, if ever.
  const ownSession = hasLiveCookie(document.cookie);
  const afterLoad = () => {
    void import('./installable/register-worker').then(({ registerWorker }) => registerWorker()).catch(() => undefined);
    if (vet && ownSession && navigator.onLine && KEEPS_SHIFT_DAY.has(window.location.pathname.toLowerCase()))
      void import('./lib/shift-day-store').then(({ refreshShiftDay }) => refreshShiftDay()).catch(() => undefined);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  if (ownSession) openLiveSocket(startApp);
}

function pageData(): PageData | null {
  try {
    return JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? 'null') as PageData | null;
  } catch {
    return null;
  }
}

/** The badge counts the page was rendered with, as `unread/pending`, or null. */
function shownCounts(): string | null {
  const counts = pageData()?.queries?.find((query) => query.key[0] === messagePaths.counts)?.data as NavCounts | undefined;
  return counts ? `${counts.unreadMessages}/${counts.pendingBookings}` : null;
}

/** Whether a frame changes the page: the counts the server sends on open, when they are the page's own, do not. */
function changesPage(frame: unknown, shown: string | null): boolean {
  if (typeof frame !== 'string') return false;
  try {
    const event = JSON.parse(frame) as { type?: string } & Partial<NavCounts>;
    return event.type !== 'counts' || `${event.unreadMessages}/${event.pendingBookings}` !== shown;
  } catch {
    return false;
  }
}

function openLiveSocket(startApp: () => void): void {
  const shown = shownCounts();
  const early: EarlySocket = { socket: new WebSocket(liveSocketUrl(window.location)), frames: [] };
  early.socket.onmessage = (message) => {
    if (typeof message.data !== 'string') return;
    early.frames.push(message.data);
    if (changesPage(message.data, shown)) startApp();
  };
  // Dropped before the app ran (a restart): the app reconnects and catches up; signed out or
  // closed as one tab too many, nothing would come of it.
  early.socket.onclose = (event) => {
    if (event.code !== SOCKET_SIGNED_OUT && event.code !== SOCKET_TOO_MANY) startApp();
  };
  keepEarlySocket(early);
}
