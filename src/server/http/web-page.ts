// The app's page, written per request from index.html: the caller's user and the public settings
// go in as a JSON data block (so no screen waits for GET /api/auth/user or /api/config), a
// signed-in caller's page carries the answers of its first reads (page-queries.ts), and a
// signed-out visitor of a public page gets that page already rendered, so it paints before any
// script has loaded (docs/decisions/0012-prerendered-public-pages.md).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AuthUser, PublicConfig } from '../../shared/auth';
import { PAGE_DATA_ID, type PageQuery } from '../../shared/page-data';
import { bestEncoding } from './encoding';
import { MANIFEST_LINKS } from './web-app-manifest';

export interface PrerenderedPages {
  /** Lower-case paths rendered ahead for signed-out visitors. */
  paths: readonly string[];
  /** The HTML inside `#root` at `path` as a signed-out visitor first sees it. */
  render(path: string, config: PublicConfig): Promise<string>;
  /**
   * Of `paths`, those complete as HTML (links, text, buttons replayed later): a visitor gets them
   * with `bootScript` in place of the app's script, which loads the app on the first sign of a
   * person (a touch, a key, the pointer), so reading them runs no React at all.
   */
  staticPaths?: readonly string[];
  /** URL path of the boot script (src/web/boot/static-page-boot.ts, built by build.ts). */
  bootScript?: string;
}

const ROOT = '<div id="root"></div>';
/** The app's entry script as index.html names it (the build adds `crossorigin`). */
const APP_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
/** Below this an answer is sent as it is: compressing saves less than a packet. */
const COMPRESS_ABOVE = 1024;

/** A JSON text safe inside a <script> element: `<` only occurs in strings, where \u003c means the same. */
function scriptSafe(json: string): string {
  return json.replaceAll('<', '\\u003c');
}

/** The page answers of one app: its settings are fixed for the process, so each public page is rendered once, when first asked for. */
export function webPages(index: Blob, config: PublicConfig, prerendered: PrerenderedPages | undefined, pageScripts: Record<string, string[]> = {}) {
  // Every page links the manifest: index.html cannot, the bundler would look for it as a file.
  const template = index.text().then((html) => html.replace('</head>', () => `${MANIFEST_LINKS}</head>`));
  // A signed-in page's own chunks, asked for beside the main script rather than after it has run.
  const preloads = new Map(
    Object.entries(pageScripts).map(([path, files]) => [path, files.map((file) => `<link rel="modulepreload" href="${file}">`).join('')]),
  );
  const configJson = scriptSafe(JSON.stringify(config));
  // The public pages' HTML, by path; a page that fails to render is served unrendered (the app
  // renders it in the browser) rather than failing the request.
  const rendered = new Map<string, Promise<string>>();
  const renderedBody = (path: string) => {
    let body = rendered.get(path);
    if (!body) {
      body = prerendered!.render(path, config).catch((error) => {
        console.error(`Prerendering ${path} failed`, error);
        return '';
      });
      rendered.set(path, body);
    }
    return body;
  };

  return {
    /**
     * The page at `path` for a caller whose user (GET /api/auth/user's JSON, or `null`) is `user`;
     * `firstReads` answers a signed-in caller's first reads of the page.
     */
    async answer(
      path: string,
      search: string,
      user: string,
      acceptEncoding: string | null,
      firstReads?: (user: AuthUser) => Promise<PageQuery[]>,
    ): Promise<Response> {
      const key = path.toLowerCase();
      // Only the plain address is rendered ahead: a query (a tab, a token) may change what shows.
      const ahead = user === 'null' && !search && prerendered?.paths.includes(key);
      const body = ahead ? await renderedBody(key) : '';
      const queries = user !== 'null' && firstReads ? await firstReads(JSON.parse(user) as AuthUser) : [];
      const queriesJson = queries.length ? `,"queries":${scriptSafe(JSON.stringify(queries))}` : '';
      const data = `<script type="application/json" id="${PAGE_DATA_ID}">{"user":${scriptSafe(user)},"config":${configJson}${queriesJson}}</script>`;
      const preload = user === 'null' ? '' : (preloads.get(key) ?? '');
      let page = await template;
      // A static public page names the boot script instead, which imports the app when a person acts.
      if (body && prerendered?.bootScript && prerendered.staticPaths?.includes(key)) {
        const boot = prerendered.bootScript;
        page = page.replace(APP_SCRIPT, (_, app: string) => `<script type="module" src="${boot}" data-app="${app}"></script>`);
      }
      const html = page.replace('</head>', () => `${preload}${data}</head>`).replace(ROOT, () => `<div id="root">${body}</div>`);
      // The page names its caller: shared caches must not keep it, and it is never reused unchecked.
      return htmlResponse(html, { 'cache-control': 'private, no-cache', vary: 'accept-encoding, cookie' }, acceptEncoding);
    },

    /**
     * The offline shell (SHELL_PATH) the service worker keeps: the page with nobody signed in and
     * marked offline, which the worker answers a navigation with when the network fails.
     */
    async shell(acceptEncoding: string | null): Promise<Response> {
      const data = `<script type="application/json" id="${PAGE_DATA_ID}">{"user":null,"config":${configJson},"offline":true}</script>`;
      const html = (await template).replace('</head>', () => `${data}</head>`);
      return htmlResponse(html, { 'cache-control': 'no-cache', vary: 'accept-encoding' }, acceptEncoding);
    },
  };
}

function htmlResponse(html: string, cacheHeaders: Record<string, string>, acceptEncoding: string | null): Response {
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', ...cacheHeaders };
  const encoding = html.length > COMPRESS_ABOVE ? bestEncoding(['br', 'gzip'], acceptEncoding) : null;
  if (!encoding) return new Response(html, { headers });
  headers['content-encoding'] = encoding;
  // Fast settings: this runs per request (a rendered landing page compresses in well under a millisecond).
  const compressed = encoding === 'br' ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(html, { level: 6 });
  return new Response(compressed, { headers });
}
