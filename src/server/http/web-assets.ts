// Serves the prebuilt SPA embedded in the binary: hashed assets cached for a year, and
// index.html for every other non-API path so deep links work.
import { jsonResponse } from './errors';

export interface WebAssets {
  index: Blob;
  /** URL path (e.g. `/chunk-abc123.js`) → file. */
  files: Map<string, Blob>;
}

const NOT_BUILT = `<!doctype html><title>VetRelief</title><p>The web app is not built into this process. Run <code>bun run build</code> and start <code>dist/vetrelief</code>.</p>`;

export function serveWeb(path: string, assets: WebAssets | undefined): Response {
  // Unknown API paths answer JSON, never the HTML page.
  if (path.toLowerCase().startsWith('/api/') || path.toLowerCase() === '/api') return jsonResponse(404, { message: 'Not found' });
  if (!assets) return new Response(NOT_BUILT, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  const file = assets.files.get(path);
  if (file) {
    return new Response(file, { headers: { 'content-type': file.type || 'application/octet-stream', 'cache-control': 'public, max-age=31536000, immutable' } });
  }
  return new Response(assets.index, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } });
}
