// The web app's entry: the user, settings and (signed in) first reads' answers the server wrote
// into the page go in the cache, then the app renders — over the HTML already there when the
// server rendered the page (a public page for a visitor, a signed-in page for its user), from
// nothing otherwise. The service worker's offline shell gets the offline page instead; the worker
// registers after load.
import '../shared/zod-without-eval';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { AppStarted } from './app-started';
import { getDemoUserId } from './lib/demo-user';
import { keepTimeZone } from './lib/keep-time-zone';
import { readPageData, seedPageData } from './lib/page-data';
import { viewerZone } from './lib/viewer-zone';
import { queryClient } from './lib/query-client';
import { loadRenderedPage, preloadSignedIn } from './routes';

// Without transitions the page changes in the same render as the address.
const Router = ({ children }: { children: ReactNode }) => <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;

const pageData = readPageData();
const root = document.getElementById('root')!;

function startApp(): void {
  keepTimeZone();
  // A stored demo identity acts as another account than the cookie the page was rendered for, and
  // a page rendered in another zone than this browser's (before its cookie said) shows other
  // times: the app renders afresh rather than take over a page that is not its own.
  if (pageData?.user && (getDemoUserId() || (root.dataset.zone && root.dataset.zone !== viewerZone()))) root.replaceChildren();
  // The page's reads are as old as the page, however late the app starts on it (decision 0040).
  if (pageData) seedPageData(queryClient, pageData, undefined, Math.round(performance.timeOrigin));
  // A signed-in page's code starts loading now; any first read the page did not bring, beside it.
  if (pageData?.user) preloadSignedIn(queryClient, pageData.user, window.location.pathname);
  const app = (
    <>
      <App client={queryClient} router={Router} />
      <AppStarted />
    </>
  );
  if (root.hasChildNodes()) void loadRenderedPage(window.location.pathname, Boolean(pageData?.user)).then(() => hydrateRoot(root, app));
  else createRoot(root).render(app);
}

// The service worker's offline shell (no network): what is kept offline, not the app.
if (pageData?.offline) void import('./offline/offline-app').then(({ startOffline }) => startOffline(root, pageData));
else startApp();

// The service worker registers after the page has loaded, from a chunk of its own, unless the
// page's boot script registered it already (signed-in-boot.ts).
const startWorker = () => void import('./installable/register-worker').then(({ registerWorker }) => registerWorker()).catch(() => undefined);
const registeredByBoot = Boolean(document.documentElement.dataset.worker);
if (!registeredByBoot && document.readyState === 'complete') startWorker();
else if (!registeredByBoot) window.addEventListener('load', startWorker, { once: true });
