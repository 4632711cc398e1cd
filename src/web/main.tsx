// The web app's entry: the user, settings and (signed in) first reads' answers the server wrote
// into the page go in the cache, then the app renders — over the HTML already there when the
// server rendered the page ahead (a public page for a visitor), from nothing otherwise. The
// service worker's offline shell gets the offline page instead; the worker registers after load.
import '../shared/zod-without-eval';
import { type ReactNode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { readPageData, seedPageData } from './lib/page-data';
import { queryClient } from './lib/query-client';
import { loadRenderedPage, preloadSignedIn } from './routes';

// Without transitions the page changes in the same render as the address.
const Router = ({ children }: { children: ReactNode }) => <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;

const pageData = readPageData();
const root = document.getElementById('root')!;

/** Tells a static page's boot script (static-page-boot.ts) that the app has taken the page over. */
function Started() {
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
    document.dispatchEvent(new Event('app-started'));
  }, []);
  return null;
}

function startApp(): void {
  if (pageData) seedPageData(queryClient, pageData);
  // A signed-in page's code starts loading now; any first read the page did not bring, beside it.
  if (pageData?.user) preloadSignedIn(queryClient, pageData.user, window.location.pathname);
  const app = (
    <>
      <App client={queryClient} router={Router} />
      <Started />
    </>
  );
  if (root.hasChildNodes()) void loadRenderedPage(window.location.pathname).then(() => hydrateRoot(root, app));
  else createRoot(root).render(app);
}

// The service worker's offline shell (no network): what is kept offline, not the app.
if (pageData?.offline) void import('./offline/offline-app').then(({ startOffline }) => startOffline(root, pageData));
else startApp();

// The service worker registers after the page has loaded, from a chunk of its own.
const startWorker = () => void import('./installable/register-worker').then(({ registerWorker }) => registerWorker()).catch(() => undefined);
if (document.readyState === 'complete') startWorker();
else window.addEventListener('load', startWorker, { once: true });
