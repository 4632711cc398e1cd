// Serves the prebuilt SPA embedded in the binary: hashed assets cached for a year, and
// index.html for every other non-API path so deep links work. Text assets are embedded
// compressed too (brotli and gzip, done once by build.ts) and sent compressed to browsers that
// accept it: the app's script is about a quarter of its size that way, which matters on a phone.
import Negotiator from 'negotiator';
import { jsonResponse } from './errors';

export interface EncodedVariants {
  br?: Blob;
  gzip?: Blob;
}

export interface WebAssets {
  index: Blob;
  /** URL path (e.g. `/chunk-abc123.js`) → file. */
  files: Map<string, Blob>;
  /** URL path → the same file compressed, for the paths build.ts compressed. */
  encoded?: Map<string, EncodedVariants>;
}

const NOT_BUILT = `<!doctype html><title>VetRelief</title><p>The web app is not built into this process. Run <code>bun run build</code> and start <code>dist/vetrelief</code>.</p>`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths that name a file rather than a screen: unknown ones answer 404, not the page. */
/** Crawlers may read the public pages; the API, the admin panel and people's own screens are not theirs. */
const ROBOTS = 'User-agent: *\nDisallow: /api/\nDisallow: /admin\nDisallow: /unsubscribe\nAllow: /\n';
const FILE_PATH = /\.(js|css|map|json|png|jpe?g|svg|ico|webp|woff2?)$/i;

// negotiator 1.x's `preferred` option (brotli before gzip when a browser accepts both equally, as
// they all do) is newer than @types/negotiator 0.6.
type EncodingNegotiator = { encoding(available: string[], options: { preferred: string[] }): string | undefined };

/** The variant the client takes best (brotli before gzip at equal preference), or null for the plain file. */
function bestVariant(variants: EncodedVariants | undefined, acceptEncoding: string | null): { encoding: 'br' | 'gzip'; body: Blob } | null {
  if (!variants || !acceptEncoding) return null;
  const available = (['br', 'gzip'] as const).filter((encoding) => variants[encoding]);
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as unknown as EncodingNegotiator;
  const chosen = negotiator.encoding(['identity', ...available], { preferred: [...available, 'identity'] });
  return chosen === 'br' || chosen === 'gzip' ? { encoding: chosen, body: variants[chosen]! } : null;
}

export function serveWeb(path: string, assets: WebAssets | undefined, acceptEncoding: string | null = null): Response {
  // Unknown API paths answer JSON, never the HTML page.
  if (path.toLowerCase().startsWith('/api/') || path.toLowerCase() === '/api') return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  if (path === '/robots.txt') return new Response(ROBOTS, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'max-age=3600' } });
  if (!assets) return new Response(NOT_BUILT, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  const file = assets.files.get(path);
  if (file) {
    const headers: Record<string, string> = { 'content-type': file.type || 'application/octet-stream', 'cache-control': IMMUTABLE };
    const variants = assets.encoded?.get(path);
    if (!variants) return new Response(file, { headers });
    // Caches between here and the browser must keep the plain and compressed copies apart.
    headers.vary = 'accept-encoding';
    const variant = bestVariant(variants, acceptEncoding);
    if (variant) headers['content-encoding'] = variant.encoding;
    return new Response(variant?.body ?? file, { headers });
  }
  // A file of an older build (asked for by a cache or a tab open across an upgrade) fails
  // plainly rather than arriving as the HTML page under a script's name.
  if (FILE_PATH.test(path))
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' } });
  return new Response(assets.index, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } });
}
