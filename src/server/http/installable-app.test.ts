// What makes the app installable and work offline, as the server answers it: the manifest
// (APP_NAME honoured, PNG icons, start URL, scope), the service worker script (checked on every
// visit), the offline shell (nobody in it, marked offline) and every page linking the manifest.
import { describe, expect, test } from 'bun:test';
import type { PublicConfig } from '../../shared/auth';
import { createTestApp } from '../testing/harness';
import { type WebAssets, webServer } from './web-assets';

const CONFIG: PublicConfig = {
  appName: 'VetRelief',
  demoMode: false,
  billing: 'off',
  stripePublishableKey: null,
  operatorName: 'Relief Co',
  operatorAddress: null,
  supportEmail: 'help@example.com',
  addressLookup: 'offline',
  vapidPublicKey: 'BPublicKeyForTests',
};
const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const assets: WebAssets = {
  index: new Blob(['<html><head><title>VetRelief</title></head><body><div id="root"></div><script type="module" src="/main-abc.js"></script></body></html>']),
  files: new Map([
    ['/main-abc.js', new Blob(['console.log(1)'], { type: 'text/javascript' })],
    ['/icon-192.png', new Blob([PNG], { type: 'image/png' })],
  ]),
  serviceWorker: new Blob(['self.addEventListener("fetch", () => {});']),
};
const serve = webServer(assets, CONFIG);
const get = (path: string, user = 'null') => serve({ path, search: '', acceptEncoding: null, user: () => user });

describe('the web app manifest', () => {
  test('names the app by APP_NAME, with PNG icons (192, 512, maskable), standalone from /dashboard', async () => {
    const t = createTestApp({ APP_NAME: 'Prairie Vets' });
    const response = await t.client().get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = JSON.parse(response.text);
    expect(manifest).toMatchObject({
      id: '/dashboard',
      name: 'Prairie Vets',
      short_name: 'Prairie Vets',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
      background_color: '#ffffff',
    });
    expect(manifest.icons).toEqual([
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  test('a name too long for a launcher gets a short name of its first word', async () => {
    const manifest = JSON.parse((await createTestApp({ APP_NAME: 'Rocky Mountain Relief Network' }).client().get('/manifest.webmanifest')).text);
    expect(manifest.name).toBe('Rocky Mountain Relief Network');
    expect(manifest.short_name).toBe('Rocky');
  });

  test('every page links it, and the home-screen icon', async () => {
    for (const user of ['null', '{"id":1,"userType":"relief_vet"}']) {
      const html = await (await get('/bookings', user)).text();
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(html).toContain('<link rel="apple-touch-icon" href="/icon-192.png">');
    }
  });

  test('the icons have no hash in their names: kept a day, not a year', async () => {
    const icon = await get('/icon-192.png');
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await get('/main-abc.js')).headers.get('cache-control')).toContain('immutable');
  });
});

describe('the service worker and its shell', () => {
  test('/sw.js is JavaScript checked on every visit, so a new build is found at once', async () => {
    const response = await get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('addEventListener');
  });

  test('a build without a worker answers /sw.js 404, never the page', async () => {
    const response = await webServer({ ...assets, serviceWorker: undefined }, CONFIG)({ path: '/sw.js', search: '', acceptEncoding: null, user: () => 'null' });
    expect(response.status).toBe(404);
  });

  test('the offline shell carries nobody and says it is offline, whoever asks', async () => {
    const response = await serve({
      path: '/app-shell.html',
      search: '',
      acceptEncoding: null,
      user: () => {
        throw new Error('the shell must not ask who is calling');
      },
    });
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toBe('accept-encoding');
    const html = await response.text();
    const data = JSON.parse(html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)![1]!);
    expect(data).toEqual({ user: null, config: CONFIG, offline: true });
    expect(html).toContain('<script type="module" src="/main-abc.js">');
    expect(html).toContain('rel="manifest"');
  });
});
