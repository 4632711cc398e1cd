// The app's page, written per request from index.html: the caller's user and the public settings
// go in as a JSON data block (so no screen waits for GET /api/auth/user or /api/config), a
// signed-in caller's page carries the answers of its first reads (page-queries.ts), and a
// signed-out visitor of a public page gets that page already rendered, so it paints before any
// script has loaded (docs/decisions/0012-prerendered-public-pages.md). A signed-in page is
// rendered too, per request, from the same data the page carries (src/web/render-signed-in.tsx);
// one that shows all it reads runs no React until it is needed (decision 0040).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AuthUser, PublicConfig } from '../../shared/auth';
import { PAGE_DATA_ID, type PageData, type PageQuery } from '../../shared/page-data';
import { bestEncoding } from './encoding';
import { MANIFEST_LINKS } from './web-app-manifest';

/** A signed-in page's HTML inside `#root`, and whether it shows all it reads ('' and false: not rendered). */
export interface SignedInRender {
  html: string;
  complete: boolean;
}

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
  /** URL path of the boot script (src/web/static-page-boot.ts, built by build.ts). */
  bootScript?: string;
  /** Lower-case paths of the signed-in pages rendered per request for their caller. */
  signedInPaths?: readonly string[];
  /**
   * The HTML inside `#root` of the signed-in page at `path` for the page data `data` (what the
   * page carries), times in `timeZone` (null: the server's); '' when `deadline` (epoch ms) has
   * passed before it starts rendering (its code was still loading); rejects when it cannot render
   * the page completely.
   */
  renderSignedIn?(path: string, search: string, data: PageData, timeZone: string | null, deadline: number): Promise<SignedInRender>;
  /** Loads the signed-in pages' code ahead of their first caller (a second after the server starts). */
  warmSignedIn?(): Promise<void>;
  /** The budget of a signed-in render, SIGNED_IN_RENDER_BUDGET_MS unless set (tests run React's slower development build). */
  signedInBudgetMs?: number;
}

/**
 * How long a signed-in page waits for its render to start (the page's code, loaded a second after
 * start-up): past it the page goes out with an empty root, as before, and the app renders it in
 * the browser. The render itself is one synchronous pass that cannot be cut short.
 */
export const SIGNED_IN_RENDER_BUDGET_MS = 400;

const ROOT = '<div id="root"></div>';
const NOT_RENDERED: SignedInRender = { html: '', complete: false };
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
  // The first signed-in caller of a page would otherwise wait for its code past the render's budget.
  if (prerendered?.warmSignedIn) {
    const warm = prerendered.warmSignedIn;
    setTimeout(() => void warm().catch((error) => console.error('Loading the signed-in pages failed', error)), 1000).unref();
  }
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
      timeZone: string | null = null,
    ): Promise<Response> {
      const key = path.toLowerCase();
      // Only the plain address is rendered ahead: a query (a tab, a token) may change what shows.
      const ahead = user === 'null' && !search && prerendered?.paths.includes(key);
      let body = ahead ? await renderedBody(key) : '';
      /** The zone a signed-in page's times were rendered in: the app hydrates only in that zone. */
      let zone = '';
      /** A signed-in page rendered with all it reads: it needs no script until a person or a live event does. */
      let complete = false;
      const signedIn = user === 'null' ? null : (JSON.parse(user) as AuthUser);
      const queries = signedIn && firstReads ? await firstReads(signedIn) : [];
      if (signedIn && prerendered?.renderSignedIn && prerendered.signedInPaths?.includes(key)) {
        const data: PageData = queries.length ? { user: signedIn, config, queries } : { user: signedIn, config };
        const budget = prerendered.signedInBudgetMs ?? SIGNED_IN_RENDER_BUDGET_MS;
        ({ html: body, complete } = await renderSignedInBody(prerendered.renderSignedIn, path, search, data, timeZone, budget));
        if (body) zone = ` data-zone="${timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone}"`;
      }
      const queriesJson = queries.length ? `,"queries":${scriptSafe(JSON.stringify(queries))}` : '';
      const data = `<script type="application/json" id="${PAGE_DATA_ID}">{"user":${scriptSafe(user)},"config":${configJson}${queriesJson}}</script>`;
      // A page that waits for a person loads the page's code when the app starts, not ahead. One asked
      // with a query does not wait: the query may ask the app to act as it starts (open a booking
      // summary, a thread, a tab), which no person would otherwise set off.
      const waits = Boolean(body && signedIn && complete && !search && prerendered?.bootScript);
      const preload = user === 'null' || waits ? '' : (preloads.get(key) ?? '');
      let page = await template;
      // A static public page names the boot script instead, which imports the app when a person acts.
      if (body && !signedIn && prerendered?.bootScript && prerendered.staticPaths?.includes(key)) {
        const boot = prerendered.bootScript;
        page = page.replace(APP_SCRIPT, (_, app: string) => `<script type="module" src="${boot}" data-app="${app}"></script>`);
      } else if (waits) {
        // A signed-in page that shows all it reads names only the boot script too, marked `data-live`:
        // it also registers the service worker and opens the live socket, and starts the app on the
        // first live event as on the first sign of a person.
        // It names the page's chunks too (`data-preload`), asked for beside the app's when it starts.
        const boot = prerendered!.bootScript;
        const chunks = pageScripts[key]?.length ? ` data-preload="${pageScripts[key].join(' ')}"` : '';
        page = page.replace(APP_SCRIPT, (_, app: string) => `<script type="module" src="${boot}" data-app="${app}"${chunks} data-live></script>`);
      } else if (body && signedIn && prerendered?.bootScript) {
        // A rendered signed-in page still loading some of what it reads starts the app at once; the
        // boot script, ahead of the app's, holds a press made meanwhile and presses it again once the
        // app has the page.
        const boot = prerendered.bootScript;
        page = page.replace(APP_SCRIPT, (tag: string, app: string) => `<script type="module" src="${boot}" data-app="${app}"></script>${tag}`);
      }
      const html = page.replace('</head>', () => `${preload}${data}</head>`).replace(ROOT, () => `<div id="root"${zone}>${body}</div>`);
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

/** The signed-in page's HTML, or '' (the app renders it in the browser) when it fails or is late. */
async function renderSignedInBody(
  render: NonNullable<PrerenderedPages['renderSignedIn']>,
  path: string,
  search: string,
  data: PageData,
  timeZone: string | null,
  budgetMs: number,
): Promise<SignedInRender> {
  const deadline = Date.now() + budgetMs;
  let timer: Timer | undefined;
  const late = new Promise<SignedInRender>((resolve) => {
    timer = setTimeout(() => resolve(NOT_RENDERED), budgetMs);
  });
  const rendered = render(path, search, data, timeZone, deadline).catch((error: unknown) => {
    console.error(`Rendering ${path} for a signed-in caller failed`, error);
    return NOT_RENDERED;
  });
  const body = await Promise.race([rendered, late]);
  clearTimeout(timer);
  // A render that started in time is one synchronous pass: once done it is sent, even if it ran
  // past the budget (dropping it would not give the time back), and said, to be looked into.
  if (body.html && Date.now() > deadline) console.warn(`Rendering ${path} took ${Date.now() - deadline + budgetMs} ms, over its ${budgetMs} ms budget`);
  return body;
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
