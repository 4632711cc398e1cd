// A signed-in page's first load: the page the server sends carries the answers of the reads the
// page shows first (src/web/first-queries.ts), so in Chromium the page paints its data without
// asking for any of them, and without a failed request or a console error. Its <head> names every
// script its first paint needs (so they load side by side, not one after another), and those
// scripts leave out the form and dialog libraries.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { PageData } from '../../src/shared/page-data';
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
      const nav = page.getByRole('navigation').first();
      await nav.getByRole('link', { name: /^Dashboard/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Clinic Dashboard' }).waitFor();
      asked.length = 0;
      await nav.getByRole('link', { name: /^Messages/ }).click();
      await page.locator('main').getByText('Dr. Priya Natarajan').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked.filter((path) => path === '/api/conversations').length).toBeGreaterThan(0);
      await context.close();
    },
    PAGE_LOAD_TIMEOUT_MS,
  );
});

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
    const entry = html.match(/<script type="module"[^>]*src="\/([\w-]+\.js)"/)![1]!;
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="\/([\w-]+\.js)">/g)].map((match) => match[1]!);
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
