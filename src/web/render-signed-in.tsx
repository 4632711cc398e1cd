// A signed-in page rendered to HTML in the server process, per request: the same App the browser
// runs, in a static router at the page's address, with a query cache seeded from the very page
// data the HTML carries (user, settings, first reads). The browser paints it before any script
// and the app then hydrates it (main.tsx), so nothing in the first render may differ between the
// two: times are rendered in the reader's zone (its cookie), and what depends on the viewport or
// the browser's storage waits for the mount (use-media-query.ts, main.tsx).
import type { Query, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { PageData } from '../shared/page-data';
import { App } from './app';
import { AppStarted } from './app-started';
import { seedPageData } from './lib/page-data';
import { createQueryClient } from './lib/query-client';
import { SIGNED_IN_PAGE_MODULES } from './page-modules';
import { loadSignedInPage } from './routes';

/** React's mark of a boundary it left for the browser to render (something suspended). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** Paths whose render left a part for the browser, told once each. */
const unfinished = new Set<string>();

function tree(location: string, data: PageData, client: QueryClient): ReactNode {
  seedPageData(client, data, null);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  return (
    <>
      <App client={client} router={Router} />
      <AppStarted />
    </>
  );
}

/** Whether the page's hook would ask for `query` (`enabled` is not false): a disabled read is no missing content. */
function asks(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/** Loads every signed-in page's code and the frame's (the server calls it once, after start-up). */
export async function loadSignedInPages(): Promise<void> {
  await Promise.all(Object.keys(SIGNED_IN_PAGE_MODULES).map((path) => loadSignedInPage(path)));
}

/** Runs `render` with the process's zone set to `timeZone` (synchronously: nothing else runs meanwhile). */
function inTimeZone<T>(timeZone: string | null, render: () => T): T {
  const own = process.env.TZ;
  const current = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!timeZone || timeZone === current) return render();
  process.env.TZ = timeZone;
  try {
    return render();
  } finally {
    if (own === undefined) delete process.env.TZ;
    else process.env.TZ = own;
  }
}

/** A signed-in page's HTML, and whether it shows all it reads (no read was left for the browser to ask). */
export interface SignedInRender {
  html: string;
  complete: boolean;
}

const EMPTY: SignedInRender = { html: '', complete: false };

/**
 * The HTML inside `#root` of the signed-in page at `path` (`search` its query string) for the page
 * data `data`, with times in `timeZone` (null: the server's); '' when the page's code was ready
 * only after `deadline` (epoch ms), or when a part of it was not loaded yet: the page is then
 * served empty, as before.
 */
export async function renderSignedInPage(path: string, search: string, data: PageData, timeZone: string | null, deadline = Infinity): Promise<SignedInRender> {
  // Loaded a second after start-up (loadSignedInPages); until then, this waits for it.
  await loadSignedInPage(path);
  if (Date.now() > deadline) return EMPTY;
  const client = createQueryClient();
  const html = inTimeZone(timeZone, () => renderToString(tree(`${path}${search}`, data, client)));
  // A part the page loads lazily (React.lazy) met for the first time: the render started loading
  // it, so the next one completes; this page goes out empty rather than half rendered.
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) {
    const key = path.toLowerCase();
    if (!unfinished.has(key)) console.warn(`The page at ${key} met a part not loaded yet; served unrendered this once`);
    unfinished.add(key);
    return EMPTY;
  }
  // A read the page data did not answer (and the page would ask) shows as loading until the app asks for it.
  const complete = client
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status !== 'pending' || !asks(query));
  // A form submitted before the script has run would go as a GET, its fields in the address.
  return { html: html.replaceAll('<form ', '<form method="post" '), complete };
}
