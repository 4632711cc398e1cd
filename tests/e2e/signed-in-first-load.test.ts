// A signed-in page's first load: the page the server sends carries the answers of the reads the
// page shows first (src/web/first-queries.ts), so in Chromium the page paints its data without
// asking for any of them, and without a failed request or a console error. Its <head> names every
// script its first paint needs (so they load side by side, not one after another), and those
// scripts leave out the form and dialog libraries. The server renders the page for its caller, so
// it shows its content with JavaScript off. A page that shows all it reads runs no app script until
// it is needed (decision 0040): left alone, it shows its content, registers the service worker and
// hears live changes (the first one starts the app, which shows it); the first press starts the app
// and works; a browser whose session came by hand (no live cookie) opens no socket; no hydration
// error and no console error anywhere.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { PageData } from '../../src/shared/page-data';
import { LIVE_COOKIE } from '../../src/shared/live-cookie';
import { launchBrowser, type RunningServer, startServer } from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PAGE_LOAD_TIMEOUT_MS = 60_000;
const WEB_BUILD = join(import.meta.dir, '../../build/web');

let server: RunningServer;
let browser: Browser;
const cookies: Record<'clinic' | 'vet', string> = { clinic: '', vet: '' };

beforeAll(async () => {
  server = await startServer(['--seed-demo']);
  browser = await launchBrowser();
  for (const role of ['clinic', 'vet'] as const) {
    const login = await fetch(`${server.url}/api/dev-${role}-login`, { method: 'POST', headers: { origin: server.url } });
    expect(login.status).toBe(200);
    cookies[role] = login.headers.get('set-cookie')!.split(';')[0]!;
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The page data block of the HTML `path` answers to `role`. */
async function pageData(role: 'clinic' | 'vet', path: string): Promise<PageData> {
  const html = await (await fetch(`${server.url}${path}`, { headers: { cookie: cookies[role] } })).text();
  return JSON.parse(html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)![1]!) as PageData;
}

/** Each page, and text that only its first reads' answers (the demo data) can put on it. */
const PAGES: ['clinic' | 'vet', string, RegExp][] = [
  ['clinic', '/dashboard', /Your Posted Shifts\s*\d+ total/],
  ['clinic', '/browse', /\d+ veterinarians? found/],
  ['clinic', '/bookings', /Dr\. Sam Rivera/],
  ['clinic', '/messages', /Dr\. Priya Natarajan/],
  ['clinic', '/market-data', /Of \d+ shifts posted/],
  ['vet', '/dashboard', /Available Opportunities\s*\d+/],
  ['vet', '/browse', /\d+ shifts? found/],
  ['vet', '/messages', /Lakewood Emergency Vets/],
  ['vet', '/market-data', /Of \d+ shifts posted/],
];

describe('signed-in pages paint their data without asking for it', () => {
  test.each(PAGES)(
    '%s %s',
    async (role, path, content) => {
      const data = await pageData(role, path);
      // The API paths the page reads first, all answered in the page (the header's counts among them).
      const firstReads = new Set((data.queries ?? []).map((query) => String(query.key[0]).split('?')[0]!));
      expect(firstReads.has('/api/counts')).toBe(true);
      expect(firstReads.size).toBeGreaterThan(1);

      const context = await browser.newContext({ viewport: PHONE });
      const [name, value] = cookies[role].split('=') as [string, string];
      await context.addCookies([{ name, value, url: server.url }]);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const asked: string[] = [];
      const problems: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (firstReads.has(pathname)) asked.push(pathname);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
      });

      await page.goto(`${server.url}${path}`);
      await page.locator('main').getByText(content).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
    PAGE_LOAD_TIMEOUT_MS,
  );

  test(
    'a page opened later in the same visit still asks for fresh lists',
    async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const [name, value] = cookies.clinic.split('=') as [string, string];
      await context.addCookies([{ name, value, url: server.url }]);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(`${server.url}/messages`);
      await page.locator('main').getByText('Dr. Priya Natarajan').first().waitFor();
      // Past the moments after load, a page visited again refetches its list, as it always has.
      await page.waitForTimeout(10_500);
      // The pointer over the page starts the app; links followed before it runs are plain links.
      // Its reads are as old as the page: from here on the list is asked for afresh.
      asked.length = 0;
      await page.locator('main').hover();
      // Until React has taken a link over it is a plain link (a full page load).
      await page.waitForFunction(() =>
        [...document.querySelectorAll('nav a')].every((link) => Object.keys(link).some((key) => key.startsWith('__reactProps$'))),
      );
      const nav = page.getByRole('navigation').first();
      await nav.getByRole('link', { name: /^Dashboard/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Clinic Dashboard' }).waitFor();
      await nav.getByRole('link', { name: /^Messages/ }).click();
      await page.locator('main').getByText('Dr. Priya Natarajan').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked.filter((path) => path === '/api/conversations').length).toBeGreaterThan(0);
      await context.close();
    },
    PAGE_LOAD_TIMEOUT_MS,
  );
});

/** A context signed in as `role`, its scripts on or off, with the live cookie the sign-in sets beside the session cookie. */
async function signedInContext(role: 'clinic' | 'vet', options: { javaScriptEnabled?: boolean; viewport?: typeof PHONE } = {}) {
  const context = await browser.newContext({ viewport: options.viewport ?? PHONE, javaScriptEnabled: options.javaScriptEnabled ?? true });
  const [name, value] = cookies[role].split('=') as [string, string];
  await context.addCookies([
    { name, value, url: server.url },
    { name: LIVE_COOKIE, value: '1', url: server.url },
  ]);
  return context;
}

/** Whether the app has started on `page` (main.tsx marks it once it has taken the page over). */
const appStarted = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.dataset.app === 'started');

/** The app's entry script a waiting page names (the boot script's `data-app`). */
async function appEntryOf(page: import('playwright-core').Page): Promise<string> {
  return page.evaluate(() => document.querySelector<HTMLScriptElement>('script[data-app]')!.dataset.app!);
}

/** Console errors (a hydration mismatch among them), page errors and failed requests of `page`. */
function problemsOf(page: import('playwright-core').Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

describe('signed-in pages come rendered by the server', () => {
  const RENDERED: ['clinic' | 'vet', string, RegExp][] = [
    ['clinic', '/dashboard', /Your Posted Shifts\s*\d+ total/],
    ['clinic', '/bookings', /Dr\. Sam Rivera/],
    ['clinic', '/messages', /Dr\. Priya Natarajan/],
    ['vet', '/dashboard', /Available Opportunities\s*\d+/],
    ['vet', '/bookings', /Front Range Animal Hospital/],
    ['vet', '/messages', /Lakewood Emergency Vets/],
  ];
  test.each(RENDERED)(
    '%s %s shows its content with JavaScript off',
    async (role, path, content) => {
      // The first render of a path since start also loads the parts its page loads lazily; on a
      // loaded machine that can pass the render's budget, and that one answer goes out unrendered.
      await fetch(`${server.url}${path}`, { headers: { cookie: cookies[role] } });
      const context = await signedInContext(role, { javaScriptEnabled: false });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('main').getByText(content).first().waitFor();
      await context.close();
    },
    PAGE_LOAD_TIMEOUT_MS,
  );

  test(
    'left alone, a page runs no app script, yet registers the service worker; its first press starts the app and works',
    async () => {
      const context = await signedInContext('clinic', { viewport: DESKTOP });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const problems = problemsOf(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${server.url}/dashboard`);
      await page
        .locator('main')
        .getByText(/Your Posted Shifts\s*\d+ total/)
        .first()
        .waitFor();
      await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.getRegistration('/')), undefined, { timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const entry = await appEntryOf(page);
      expect(await appStarted(page)).toBe(false);
      expect(scripts).not.toContain(entry);
      expect(scripts.every((script) => /^\/boot-/.test(script))).toBe(true);
      // The first press: held, the app started, pressed again once it has the page.
      await page.getByRole('button', { name: 'Post New Shift' }).first().click();
      await page.getByRole('dialog').waitFor();
      expect(scripts).toContain(entry);
      await page.keyboard.press('Escape');
      expect(problems).toEqual([]);
      await context.close();
    },
    PAGE_LOAD_TIMEOUT_MS,
  );

  test(
    'a press made as soon as the HTML shows works, without a hydration error',
    async () => {
      const context = await signedInContext('clinic', { viewport: DESKTOP });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const problems = problemsOf(page);
      // Pressed as soon as the server's HTML shows it, before the app may have taken the page over.
      await page.goto(`${server.url}/dashboard`, { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Post New Shift' }).first().click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      expect(problems).toEqual([]);
      await context.close();
    },
    PAGE_LOAD_TIMEOUT_MS,
  );

  test(
    'a link pressed before the app runs goes where it points, even when the app draws that link anew',
    async () => {
      const context = await signedInContext('clinic', { viewport: DESKTOP });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const problems = problemsOf(page);
      await page.goto(`${server.url}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Clinic Dashboard' }).waitFor();
      expect(await appStarted(page)).toBe(false);
      // The press starts the app and is held for it. Then the link is swapped for a copy, as a list
      // the app refreshes with its first reads draws its links anew: the held one leaves the page.
      await page
        .getByRole('navigation')
        .first()
        .getByRole('link', { name: /^Messages/ })
        .click();
      await page.evaluate(() => {
        const held = [...document.querySelectorAll<HTMLAnchorElement>('#root nav a[href="/messages"]')];
        for (const link of held) link.replaceWith(link.cloneNode(true));
      });
      await page.waitForURL(`${server.url}/messages`);
      await page.locator('main').getByText('Dr. Priya Natarajan').first().waitFor();
      expect(problems).toEqual([]);
      await context.close();
    },
    PAGE_LOAD_TIMEOUT_MS,
  );

  test(
    'a live change arrives on a page nobody touches: it starts the app, which shows it',
    async () => {
      const context = await signedInContext('clinic', { viewport: DESKTOP });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const problems = problemsOf(page);
      const sockets: string[] = [];
      page.on('websocket', (socket) => sockets.push(socket.url()));
      await page.goto(`${server.url}/messages`);
      await page.locator('main').getByText('Dr. Priya Natarajan').first().waitFor();
      await page.waitForLoadState('networkidle');
      // The boot script's socket is open and has heard the counts the page already shows: no app yet.
      await page.waitForTimeout(500);
      expect(sockets.length).toBe(1);
      expect(await appStarted(page)).toBe(false);
      const clinic = (await (await fetch(`${server.url}/api/auth/user`, { headers: { cookie: cookies.clinic } })).json()) as { id: number };
      const content = `Rendered page, live message ${Date.now()}`;
      const sent = await fetch(`${server.url}/api/messages`, {
        method: 'POST',
        headers: { cookie: cookies.vet, origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ toUserId: clinic.id, content }),
      });
      expect(sent.status).toBe(201);
      await page.locator('main').getByText(content).first().waitFor();
      expect(await appStarted(page)).toBe(true);
      // The app took the boot script's socket over rather than open another.
      expect(sockets.length).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    },
    PAGE_LOAD_TIMEOUT_MS,
  );

  test(
    'a browser that sends the session by hand (no live cookie, as Lighthouse does) opens no socket and logs nothing',
    async () => {
      // The session in a header on each of the page's requests, as Lighthouse sends it: the
      // service worker's own requests go without it.
      const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { cookie: cookies.vet } });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const problems = problemsOf(page);
      const sockets: string[] = [];
      page.on('websocket', (socket) => sockets.push(socket.url()));
      await page.goto(`${server.url}/bookings`);
      await page
        .locator('main')
        .getByText(/Front Range Animal Hospital/)
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      expect(sockets).toEqual([]);
      expect(await appStarted(page)).toBe(false);
      expect(problems).toEqual([]);
      await context.close();
    },
    PAGE_LOAD_TIMEOUT_MS,
  );
});

test(
  'a browser in another zone than the server, before the app has told it, gets no hydration error',
  async () => {
    const context = await browser.newContext({ viewport: PHONE, timezoneId: 'America/Denver' });
    const [name, value] = cookies.clinic.split('=') as [string, string];
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const problems = problemsOf(page);
    // The market page says when its figures were computed, in the reader's zone.
    await page.goto(`${server.url}/market-data`);
    // The pointer over the page starts the app, which renders afresh (the page was rendered in another zone).
    await page.locator('body').hover();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
    await page
      .locator('main')
      .getByText(/Of \d+ shifts posted/)
      .first()
      .waitFor();
    // The app has told the server its zone: the next page is rendered in it and hydrated.
    expect((await context.cookies()).find((cookie) => cookie.name === 'vetrelief.tz')?.value).toBe(encodeURIComponent('America/Denver'));
    const html = await (await page.request.get(`${server.url}/market-data`)).text();
    expect(html).toContain('data-zone="America/Denver"');
    await page.reload();
    await page.locator('body').hover({ position: { x: 10, y: 10 } });
    await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
    expect(problems).toEqual([]);
    await context.close();
  },
  PAGE_LOAD_TIMEOUT_MS,
);

/** The chunks `file` imports statically (a dynamic import() loads later, on demand). */
function staticImports(file: string): string[] {
  const code = readFileSync(join(WEB_BUILD, file), 'utf8');
  return [...code.matchAll(/(?:^|[;}\s])(?:import|from)\s*"\.?\/([\w-]+\.js)"/g)].map((match) => match[1]!);
}

/** The packages whose code `file` carries, from its source map. */
function packagesIn(file: string): Set<string> {
  const { sources } = JSON.parse(readFileSync(join(WEB_BUILD, `${file}.map`), 'utf8')) as { sources: string[] };
  return new Set(sources.flatMap((source) => source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? []));
}

describe("a signed-in page's scripts", () => {
  /** Packages a page has no use for until a form or a dialog opens. */
  const FORMS_AND_DIALOGS = ['zod', 'react-hook-form', '@radix-ui/react-dialog', '@radix-ui/react-tooltip', '@radix-ui/react-select'];
  test.each([
    ['/dashboard', FORMS_AND_DIALOGS],
    ['/market-data', FORMS_AND_DIALOGS],
    // /browse shows its filters' selects at once; its dialogs load when opened.
    ['/browse', FORMS_AND_DIALOGS.filter((name) => name !== '@radix-ui/react-select')],
    ['/bookings', FORMS_AND_DIALOGS],
    ['/messages', FORMS_AND_DIALOGS],
  ])('%s: its <head> names every script of its first paint, and none carries the libraries listed', async (path, absent) => {
    const html = await (await fetch(`${server.url}${path}`, { headers: { cookie: cookies.clinic } })).text();
    // The app's own script (a rendered page names the boot script ahead of it).
    const entry =
      html.match(/data-app="\/([\w-]+\.js)"/)?.[1] ??
      [...html.matchAll(/<script type="module"[^>]*src="\/([\w-]+\.js)"/g)].map((match) => match[1]!).find((file) => !file.startsWith('boot-'))!;
    // Named as preloads in <head>, or (a page that waits for a person) on the boot script, fetched when the app starts.
    const preloaded = [
      ...[...html.matchAll(/<link rel="modulepreload" href="\/([\w-]+\.js)">/g)].map((match) => match[1]!),
      ...(html.match(/data-preload="([^"]+)"/)?.[1]?.split(' ') ?? []).map((file) => file.slice(1)),
    ];
    expect(preloaded.length).toBeGreaterThan(0);
    // Everything the preloaded chunks import is itself named (or comes with the entry): no chunk
    // is found only once another has arrived and run.
    const named = new Set([entry, ...preloaded]);
    const queue = [entry];
    while (queue.length) {
      for (const file of staticImports(queue.pop()!)) {
        if (named.has(file)) continue;
        named.add(file);
        queue.push(file);
      }
    }
    const unnamed = preloaded.flatMap(staticImports).filter((file) => !named.has(file));
    expect(unnamed).toEqual([]);
    const carried = new Set([entry, ...preloaded].flatMap((file) => [...packagesIn(file)]));
    expect(absent.filter((name) => carried.has(name))).toEqual([]);
  });
});
