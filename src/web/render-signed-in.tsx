// A signed-in page rendered to HTML in the server process, per request: the same App the browser
// runs, in a static router at the page's address, with a query cache seeded from the very page
// data the HTML carries (user, settings, first reads). The browser paints it before any script
// and the app then hydrates it (main.tsx), so nothing in the first render may differ between the
// two: times are rendered in the reader's zone (its cookie), and what depends on the viewport or
// the browser's storage waits for the mount (use-media-query.ts, main.tsx).
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
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

/** Per path, the one pass that loads every lazily loaded part the page reaches (React.lazy inside it). */
const warmed = new Map<string, Promise<void>>();

function tree(location: string, data: PageData): ReactNode {
  const client = createQueryClient();
  seedPageData(client, data, null);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  return (
    <>
      <App client={client} router={Router} />
      <AppStarted />
    </>
  );
}

/**
 * Loads what the page at `path` renders, once per path: its page and frame modules, then one
 * rendering pass that waits for the lazily loaded parts inside it. Later renders are one
 * synchronous pass.
 */
export function warmSignedInPage(path: string, search: string, data: PageData): Promise<void> {
  const key = path.toLowerCase();
  let warm = warmed.get(key);
  if (!warm) {
    warm = loadSignedInPage(key)
      .then(async () => void (await (await prerender(tree(`${path}${search}`, data))).prelude.cancel()))
      .catch((error) => {
        warmed.delete(key);
        throw error;
      });
    warmed.set(key, warm);
  }
  return warm;
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

/**
 * The HTML inside `#root` of the signed-in page at `path` (`search` its query string) for the page
 * data `data`, with times in `timeZone` (null: the server's); '' when the page's code was ready
 * only after `deadline` (epoch ms). Throws when the render did not complete (a part suspended):
 * the page is then served empty, as before.
 */
export async function renderSignedInPage(path: string, search: string, data: PageData, timeZone: string | null, deadline = Infinity): Promise<string> {
  await warmSignedInPage(path, search, data);
  if (Date.now() > deadline) return '';
  const html = inTimeZone(timeZone, () => renderToString(tree(`${path}${search}`, data)));
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) throw new Error(`The page at ${path} did not render completely`);
  // A form submitted before the script has run would go as a GET, its fields in the address.
  return html.replaceAll('<form ', '<form method="post" ');
}
