// What the app shows when the service worker answered a navigation with the offline shell (no
// network): on /bookings, the vet's shift day kept on this device with "Offline — last updated
// {time}"; anywhere else, that the page needs a network and where the shift day is. When the
// server answers again, the page loads again, online.
import { Stethoscope, WifiOff } from 'lucide-react';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { OfflineShifts } from '../../shared/offline-shifts';
import type { PageData } from '../../shared/page-data';
import { readShiftDay } from '../lib/shift-day-store';
import { Button } from '../ui/button';
import { lastUpdated, ShiftDayList } from './shift-day-list';

/** Renders the offline app into `root` (main.tsx, for the offline shell). */
export function startOffline(root: HTMLElement, data: PageData): void {
  createRoot(root).render(
    <StrictMode>
      <OfflineApp appName={data.config.appName} path={window.location.pathname.toLowerCase()} />
    </StrictMode>,
  );
}

/** How often the server is asked whether it answers again, while the browser believes it is online. */
const RETRY_MS = 5000;

/**
 * Loads the page again once the server answers: asked when the browser says the network is back,
 * and every few seconds while it says it is online (a server down, a network that says it
 * works but does not).
 */
function useBackOnline(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const check = async () => {
      clearTimeout(timer);
      try {
        if ((await fetch('/api/config', { cache: 'no-store' })).ok && !stopped) return window.location.reload();
      } catch {}
      if (navigator.onLine && !stopped) timer = setTimeout(check, RETRY_MS);
    };
    const online = () => void check();
    if (navigator.onLine) timer = setTimeout(check, RETRY_MS);
    window.addEventListener('online', online);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, []);
}

/** "Offline — last updated …" once the kept shift day is read; plain "Offline" while it is being read. */
function offlineNotice(bookings: boolean, day: OfflineShifts | null | undefined): string {
  if (bookings && day) return `Offline — last updated ${lastUpdated(day.updatedAt)}`;
  return bookings && day === undefined ? 'Offline' : 'Offline — no network';
}

function OfflineApp({ appName, path }: { appName: string; path: string }) {
  // undefined while the cache is read, null when nothing is kept.
  const [day, setDay] = useState<OfflineShifts | null | undefined>(undefined);
  useEffect(() => {
    void readShiftDay()
      .catch(() => null)
      .then(setDay);
  }, []);
  useBackOnline();
  const bookings = path === '/bookings';

  return (
    <div className="min-h-screen bg-background">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-16 max-w-3xl items-center gap-2 px-4 text-lg font-bold tracking-tight">
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-white">
            <Stethoscope className="size-5" aria-hidden />
          </span>
          {appName}
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-4 px-4 py-6">
        <p role="status" className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <WifiOff className="size-4 shrink-0" aria-hidden />
          {offlineNotice(bookings, day)}
        </p>
        {bookings ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">Your upcoming shifts</h1>
            {day === null && (
              <p className="text-muted-foreground">Nothing is kept on this device for reading offline. Open My Applications with a network once.</p>
            )}
            {day && <ShiftDayList shifts={day.shifts} />}
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight">This page needs a network</h1>
            <p className="text-muted-foreground">
              {day ? 'Your booked shifts of the next 7 days are kept on this device: ' : 'It will load once you are back online. '}
              {day && (
                <a className="font-medium text-primary underline-offset-4 hover:underline" href="/bookings">
                  Your upcoming shifts
                </a>
              )}
            </p>
          </>
        )}
        <Button variant="outline" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </main>
    </div>
  );
}
