// The app's page as each caller gets it: the caller's user and the settings written in, and the
// public pages rendered ahead only for a visitor, only at their plain address.
import { describe, expect, test } from 'bun:test';
import { brotliDecompressSync } from 'node:zlib';
import type { PublicConfig } from '../../shared/auth';
import { PAGE_DATA_ID } from '../../shared/page-data';
import { webPages } from './web-page';

const CONFIG: PublicConfig = {
  appName: 'VetRelief',
  demoMode: true,
  billing: 'off',
  stripePublishableKey: null,
  operatorName: 'Relief Co',
  operatorAddress: null,
  supportEmail: 'help@example.com',
  addressLookup: 'offline',
  vapidPublicKey: '',
};
const INDEX = new Blob([
  '<!doctype html><html><head><title>VetRelief</title></head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>',
]);
const USER = JSON.stringify({ id: 7, email: 'a@b.c', firstName: '</script><script>alert(1)</script>' });

function setup() {
  const renders: string[] = [];
  const pages = webPages(INDEX, CONFIG, {
    paths: ['/', '/terms-of-use'],
    render: async (path, config) => {
      renders.push(path);
      return `<h1>${config.operatorName} at ${path}</h1>`;
    },
  });
  return { pages, renders };
}

async function html(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  return response.headers.get('content-encoding') === 'br' ? brotliDecompressSync(bytes).toString() : new TextDecoder().decode(bytes);
}

function pageData(text: string): unknown {
  const match = text.match(new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`));
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('the app page', () => {
  test('a visitor of a public page gets it rendered, with a null user and the settings', async () => {
    const { pages, renders } = setup();
    const text = await html(await pages.answer('/terms-of-use', '', 'null', null));
    expect(text).toContain('<div id="root"><h1>Relief Co at /terms-of-use</h1></div>');
    expect(pageData(text)).toEqual({ user: null, config: CONFIG });
    // The data block comes before the script that reads it.
    expect(text.indexOf(PAGE_DATA_ID)).toBeLessThan(text.indexOf('/app.js'));
    await pages.answer('/Terms-of-Use', '', 'null', null);
    expect(renders).toEqual(['/terms-of-use']);
  });

  test('a signed-in caller gets the empty page carrying its user, escaped so it cannot close the script', async () => {
    const { pages, renders } = setup();
    const response = await pages.answer('/', '', USER, 'gzip, br');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toContain('cookie');
    const text = await html(response);
    expect(text).toContain('<div id="root"></div>');
    expect(text).not.toContain('<script>alert(1)');
    expect(pageData(text)).toEqual({ user: JSON.parse(USER), config: CONFIG });
    expect(renders).toEqual([]);
  });

  test('paths not rendered ahead, and addresses with a query, get the empty page', async () => {
    const { pages, renders } = setup();
    for (const [path, search] of [
      ['/browse', ''],
      ['/', '?tab=register'],
    ] as const) {
      expect(await html(await pages.answer(path, search, 'null', null))).toContain('<div id="root"></div>');
    }
    expect(renders).toEqual([]);
  });

  test('a page that fails to render is served empty, for the app to render in the browser', async () => {
    const pages = webPages(INDEX, CONFIG, {
      paths: ['/'],
      render: async () => {
        throw new Error('boom');
      },
    });
    const original = console.error;
    console.error = () => {};
    try {
      const response = await pages.answer('/', '', 'null', null);
      expect(response.status).toBe(200);
      expect(await html(response)).toContain('<div id="root"></div>');
    } finally {
      console.error = original;
    }
  });

  test("a signed-in caller's page names its page's chunks and carries its first reads; a visitor's neither", async () => {
    const pages = webPages(INDEX, CONFIG, undefined, { '/browse': ['/chunk-shell.js', '/chunk-browse.js'] });
    const reads = async () => [
      { key: ['/api/counts'], data: { unreadMessages: 1, pendingBookings: 0 } },
      { key: ['/api/conversations'], data: [{ lastMessage: '</script><script>alert(1)</script>' }] },
    ];
    const signedIn = await html(await pages.answer('/Browse', '', USER, null, reads));
    const head = signedIn.slice(0, signedIn.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" href="/chunk-shell.js"><link rel="modulepreload" href="/chunk-browse.js">');
    expect((pageData(signedIn) as { queries: unknown }).queries).toEqual(await reads());
    expect(signedIn).not.toContain('<script>alert(1)');
    const visitor = await html(await pages.answer('/browse', '', 'null', null, reads));
    expect(visitor).not.toContain('modulepreload');
    expect(pageData(visitor)).toEqual({ user: null, config: CONFIG });
    expect(await html(await pages.answer('/profile', '', USER, null))).not.toContain('modulepreload');
  });

  test('a visitor of a static public page gets the boot script naming the app, never the app itself', async () => {
    const pages = webPages(INDEX, CONFIG, {
      paths: ['/', '/auth'],
      staticPaths: ['/'],
      bootScript: '/boot-1.js',
      render: async (path) => `<h1>${path}</h1>`,
    });
    const visitor = await html(await pages.answer('/', '', 'null', null));
    expect(visitor).toContain('<script type="module" src="/boot-1.js" data-app="/app.js"></script>');
    expect(visitor).not.toContain('<script type="module" src="/app.js">');
    // The ways in hydrate at once; a signed-in caller, or an address with a query, gets the app.
    for (const [path, search, user] of [
      ['/auth', '', 'null'],
      ['/', '', USER],
      ['/', '?tab=register', 'null'],
    ] as const) {
      const text = await html(await pages.answer(path, search, user, null));
      expect(text).toContain('<script type="module" src="/app.js"></script>');
      expect(text).not.toContain('boot-1.js');
    }
  });

  test('a signed-in page rendered for its caller comes with the boot script ahead of the app; one not rendered without', async () => {
    const asked: unknown[] = [];
    const pages = webPages(INDEX, CONFIG, {
      paths: [],
      render: async () => '',
      bootScript: '/boot-1.js',
      // For a visitor /dashboard is the landing page, complete as HTML: not so for its user.
      staticPaths: ['/dashboard'],
      signedInPaths: ['/dashboard', '/late'],
      renderSignedIn: async (path, search, data, timeZone) => {
        asked.push({ path, search, data, timeZone });
        return path === '/late' ? { html: '', complete: false } : { html: '<h1>Dashboard</h1>', complete: false };
      },
    });
    const reads = async () => [{ key: ['/api/counts'], data: { unreadMessages: 1 } }];
    const rendered = await html(await pages.answer('/Dashboard', '?tab=1', USER, null, reads, 'America/Denver'));
    // It names the zone its times were rendered in: the browser's app hydrates only in that zone.
    expect(rendered).toContain('<div id="root" data-zone="America/Denver"><h1>Dashboard</h1></div>');
    expect(rendered).toContain('<script type="module" src="/boot-1.js" data-app="/app.js"></script><script type="module" src="/app.js"></script>');
    // The render gets the very data the page carries.
    expect(asked).toEqual([{ path: '/Dashboard', search: '?tab=1', data: pageData(rendered), timeZone: 'America/Denver' }]);
    for (const [path, user] of [
      ['/late', USER],
      ['/profile', USER],
      ['/dashboard', 'null'],
    ] as const) {
      const text = await html(await pages.answer(path, '', user, null));
      expect(text).toContain('<div id="root"></div>');
      expect(text).not.toContain('boot-1.js');
    }
    expect(asked.length).toBe(2);
  });

  test('a signed-in page rendered with all it reads names only the boot script, with its chunks to fetch when the app starts', async () => {
    const pages = webPages(
      INDEX,
      CONFIG,
      {
        paths: [],
        render: async () => '',
        bootScript: '/boot-1.js',
        signedInPaths: ['/dashboard'],
        renderSignedIn: async () => ({ html: '<h1>Dashboard</h1>', complete: true }),
      },
      { '/dashboard': ['/chunk-a.js', '/chunk-b.js'] },
    );
    const text = await html(await pages.answer('/dashboard', '', USER, null, async () => []));
    expect(text).toContain('<h1>Dashboard</h1>');
    expect(text).toContain('<script type="module" src="/boot-1.js" data-app="/app.js" data-preload="/chunk-a.js /chunk-b.js" data-live></script>');
    expect(text).not.toContain('<script type="module" src="/app.js"');
    expect(text).not.toContain('modulepreload');
  });
});
