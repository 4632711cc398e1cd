// Embedded web assets: compressed copies go only to browsers that accept them, and caches are
// told the answer depends on Accept-Encoding.
import { describe, expect, test } from 'bun:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { PublicConfig } from '../../shared/auth';
import { type WebAssets, webServer } from './web-assets';

const SCRIPT = 'console.log("VetRelief");'.repeat(100);
const assets: WebAssets = {
  index: new Blob(['<div id="root"></div>'], { type: 'text/html' }),
  files: new Map([
    ['/app.js', new Blob([SCRIPT], { type: 'text/javascript' })],
    ['/logo.png', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })],
  ]),
  encoded: new Map([['/app.js', { br: new Blob([brotliCompressSync(SCRIPT)]), gzip: new Blob([gzipSync(SCRIPT)]) }]]),
};

const CONFIG: PublicConfig = {
  appName: 'VetRelief',
  demoMode: false,
  billing: 'off',
  stripePublishableKey: null,
  operatorName: 'Relief Co',
  operatorAddress: null,
  supportEmail: 'help@example.com',
  addressLookup: 'offline',
  vapidPublicKey: '',
};
const serve = webServer(assets, CONFIG);

async function serveWeb(path: string, _assets: WebAssets, acceptEncoding: string | null = null): Promise<Response> {
  return await serve({ path, search: '', acceptEncoding, user: () => 'null' });
}

async function body(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return new TextDecoder().decode(bytes);
}

describe('serving embedded assets', () => {
  test.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['deflate', null],
    [null, null],
  ] as const)('Accept-Encoding %p gets %p, always the same script', async (accept, expected) => {
    const response = await serveWeb('/app.js', assets, accept);
    expect(response.headers.get('content-encoding')).toBe(expected);
    expect(response.headers.get('vary')).toBe('accept-encoding');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await body(response)).toBe(SCRIPT);
  });

  test('a file without compressed copies is sent as is', async () => {
    const response = await serveWeb('/logo.png', assets, 'gzip, br');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  test('deep links get the page, uncompressed and never cached for long', async () => {
    const response = await serveWeb('/browse', assets, 'gzip, br');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(await response.text()).toContain('root');
  });

  test('a file of an older build answers 404, not the page', async () => {
    for (const path of ['/chunk-old1234.js', '/chunk-old1234.css']) {
      const response = await serveWeb(path, assets, 'gzip, br');
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('root');
    }
  });

  test('robots.txt is a plain-text file, not the page: the API and the admin panel are off limits', async () => {
    const response = await serveWeb('/robots.txt', assets);
    expect(response.headers.get('content-type')).toStartWith('text/plain');
    const text = await response.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /admin');
    expect(text).not.toContain('root');
  });
});
