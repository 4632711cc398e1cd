// Serves the prebuilt SPA embedded in the binary: hashed assets cached for a year, and the app's
// page for every other non-API path so deep links work. Text assets are embedded compressed too
// (brotli and gzip, done once by build.ts) and sent compressed to browsers that accept it: the
// app's script is about a quarter of its size that way, which matters on a phone. The page
// itself is written per request (web-page.ts): it carries the caller's user and, for a
// signed-out visitor of a public page, that page already rendered.
import type { AuthUser, PublicConfig } from '../../shared/auth';
import type { PageQuery } from '../../shared/page-data';
import { ICONS, MANIFEST_PATH, SHELL_PATH, SW_PATH } from '../../shared/service-worker';
import { bestEncoding } from './encoding';
import { jsonResponse } from './errors';
import { webAppManifest } from './web-app-manifest';
import { type PrerenderedPages, webPages } from './web-page';

export interface EncodedVariants {
  br?: Blob;
  gzip?: Blob;
}

export interface WebAssets {
  /** index.html: the page every screen starts from. */
  index: Blob;
  /** URL path (e.g. `/chunk-abc123.js`) → file. */
  files: Map<string, Blob>;
  /** URL path → the same file compressed, for the paths build.ts compressed. */
  encoded?: Map<string, EncodedVariants>;
  /** The public pages rendered ahead for signed-out visitors (src/web/prerender.tsx). */
  prerendered?: PrerenderedPages;
  /** Lower-case path → the chunks its signed-in page loads beyond the main script (build.ts). */
  pageScripts?: Record<string, string[]>;
  /** The service worker (src/web/service-worker/sw.ts, built with this build's shell baked in). */
  serviceWorker?: Blob;
}

export interface WebRequest {
  path: string;
  /** The query string with its `?`, or ''. */
  search: string;
  acceptEncoding: string | null;
  /** The caller's user as the JSON of GET /api/auth/user, or `null`; asked only for pages. */
  user: () => string;
  /** The answers of the page's first reads for a signed-in `user` (page-queries.ts). */
  firstReads?: (user: AuthUser) => Promise<PageQuery[]>;
  /** The reader's IANA time zone as the app last said (its cookie), or null. */
  timeZone?: string | null;
}

const NOT_BUILT = `<!doctype html><title>VetRelief</title><p>The web app is not built into this process. Run <code>bun run build</code> and start <code>dist/vetrelief</code>.</p>`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose names carry no hash (the icons the manifest names): kept a day, then checked. */
const UNHASHED = new Set<string>(Object.values(ICONS));
const A_DAY = 'public, max-age=86400';
/** Checked on every use: a new build's worker (or manifest) is found on the next visit. */
const NO_CACHE = 'no-cache';
/** Crawlers may read the public pages; the API, the admin panel and people's own screens are not theirs. */
const ROBOTS = 'User-agent: *\nDisallow: /api/\nDisallow: /admin\nDisallow: /unsubscribe\nAllow: /\n';
/** Paths that name a file rather than a screen: unknown ones answer 404, not the page. */
const FILE_PATH = /\.(js|css|map|json|png|jpe?g|svg|ico|webp|woff2?)$/i;

/** The embedded file at `path` (compressed when the client accepts it), or null when there is none. */
function serveFile(path: string, assets: WebAssets, acceptEncoding: string | null): Response | null {
  const file = assets.files.get(path);
  if (!file) return null;
  const headers: Record<string, string> = { 'content-type': file.type || 'application/octet-stream', 'cache-control': UNHASHED.has(path) ? A_DAY : IMMUTABLE };
  const variants = assets.encoded?.get(path);
  if (!variants) return new Response(file, { headers });
  // Caches between here and the browser must keep the plain and compressed copies apart.
  headers.vary = 'accept-encoding';
  const encoding = bestEncoding(
    (['br', 'gzip'] as const).filter((name) => variants[name]),
    acceptEncoding,
  );
  if (encoding) headers['content-encoding'] = encoding;
  return new Response((encoding && variants[encoding]) || file, { headers });
}

/** The handler of every non-API GET: files, robots.txt and the app's page. */
export function webServer(assets: WebAssets | undefined, config: PublicConfig): (request: WebRequest) => Response | Promise<Response> {
  const pages = assets && webPages(assets.index, config, assets.prerendered, assets.pageScripts);
  const manifest = JSON.stringify(webAppManifest(config.appName));
  return ({ path, search, acceptEncoding, user, firstReads, timeZone = null }) => {
    // Unknown API paths answer JSON, never the HTML page.
    if (path.toLowerCase().startsWith('/api/') || path.toLowerCase() === '/api') return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
    if (path === '/robots.txt') return new Response(ROBOTS, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'max-age=3600' } });
    if (path === MANIFEST_PATH) return new Response(manifest, { headers: { 'content-type': 'application/manifest+json', 'cache-control': NO_CACHE } });
    if (!assets || !pages) return new Response(NOT_BUILT, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    if (path === SW_PATH && assets.serviceWorker)
      return new Response(assets.serviceWorker, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': NO_CACHE } });
    if (path === SHELL_PATH) return pages.shell(acceptEncoding);
    const file = serveFile(path, assets, acceptEncoding);
    if (file) return file;
    // A file of an older build (asked for by a cache or a tab open across an upgrade) fails
    // plainly rather than arriving as the HTML page under a script's name.
    if (FILE_PATH.test(path))
      return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' } });
    return pages.answer(path, search, user(), acceptEncoding, firstReads, timeZone);
  };
}
