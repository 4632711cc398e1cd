// The public pages rendered ahead for signed-out visitors: the server serves this HTML inside the
// app's page, so the page paints before any script, and the browser's app hydrates it
// (docs/decisions/0012-prerendered-public-pages.md). It runs in the server process, once per page,
// with the deployment's own settings (its product and operator names are in the text).
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { PublicConfig } from '../shared/auth';
import { App } from './app';
import { seedPageData } from './lib/page-data';

/** The HTML inside `#root` at `path` for a signed-out visitor, with lazy pages loaded. */
export async function renderPublicPage(path: string, config: PublicConfig): Promise<string> {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: false } } });
  seedPageData(client, { user: null, config }, null);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const app = <App client={client} router={Router} />;
  // The first pass waits for the page's lazily loaded code; it is then in memory, so the second
  // renders it in order, as plain HTML. (A boundary completed late would be moved into place by
  // an inline script, which the Content-Security-Policy refuses.)
  await (await prerender(app)).prelude.cancel();
  // A form submitted before the script has run would go as a GET, its fields (a password) in the
  // address; as a POST it goes in a body, to a path that answers 404 and keeps nothing.
  return renderToString(app).replaceAll('<form ', '<form method="post" ');
}
