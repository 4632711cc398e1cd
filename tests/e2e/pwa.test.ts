// The installable app in real Chromium against the built binary: the service worker installs and
// controls the page, Chromium finds nothing against installing the app, a push message becomes a
// notification, the vet's shift day shows
// with the network cut (and other pages say they need one), signing out deletes it, and a new
// build's worker waits until "Reload", then takes over with its own cache. The network is cut by
// telling the browser it is offline and stopping the server (cutNetwork).
//
// A new build is simulated by a copy of the binary whose service worker carries another version:
// build.ts bakes the version (a hash of the shell) into sw.js once, so replacing those 16 hex
// characters in the executable is exactly what a build with a changed shell serves, without
// building twice. It is started on the same port and data folder, as an upgrade would be.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { type APIRequestContext, type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { type Account, BINARY, DESKTOP, daysAhead, freePort, launchOwnBrowser, PHONE, type RunningServer, registered } from './support';

const PHOENIX = { address: '200 W Washington St', city: 'Phoenix', state: 'AZ', zipCode: '85003', phone: '602-555-0142' };
const NOTES = 'Park in the staff lot behind the clinic. Ask for Dana at the front desk.';
const SHELL_CACHE = /^vetrelief-shell-[0-9a-f]{16}$/;

/** The binary on a port and data folder of its own, stopped to cut the network and started again to restore it. */
interface CuttableServer extends RunningServer {
  restart(): Promise<void>;
}

let server: CuttableServer;
let browser: Browser;
let clinic: Account;

async function cuttableServer(): Promise<CuttableServer> {
  const folder = mkdtempSync(join(tmpdir(), 'vetrelief-pwa-'));
  const dataDir = join(folder, 'data');
  mkdirSync(dataDir);
  const port = await freePort();
  let child = await startAt(BINARY, port, dataDir);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    get process() {
      return child;
    },
    output: () => '',
    async stop() {
      await stopProcess(child);
      rmSync(folder, { recursive: true, force: true });
      return 0;
    },
    async restart() {
      child = await startAt(BINARY, port, dataDir);
    },
  };
}

/**
 * Cuts the network for the page and its worker alike: the browser says it is offline, and the
 * server is gone (Playwright's offline emulation reaches a service worker only once it has
 * attached to it, which a worker woken by a navigation can beat).
 */
async function cutNetwork(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await stopProcess(server.process);
}

async function restoreNetwork(context: BrowserContext): Promise<void> {
  await server.restart();
  await context.setOffline(false);
}

beforeAll(async () => {
  server = await cuttableServer();
  // Its own Chromium, off the shared one: see launchOwnBrowser in support.ts.
  browser = await launchOwnBrowser();
  clinic = await registered(browser, server, {
    userType: 'clinic',
    viewport: DESKTOP,
    profile: { clinicName: 'Desert Paws Clinic', searchRadius: 50, ...PHOENIX, arrivalNotes: NOTES },
  });
});
// A test that fails while the network is cut must not leave the next one without a server.
afterEach(async () => {
  if (server?.process.killed) await server.restart();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function call<T = any>(api: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const response = await api.fetch(`${server.url}${path}`, { method, ...(data !== undefined && { data }) });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** A new vet (phone) booked at the clinic tomorrow, 07:30–16:00, and 10 days ahead (beyond the kept 7). */
async function bookedVet(viewport = PHONE): Promise<Account> {
  const vet = await registered(browser, server, {
    userType: 'relief_vet',
    viewport,
    profile: {
      firstName: 'Ada',
      lastName: 'Okafor',
      licenseNumber: 'AZ-1',
      experienceYears: 5,
      hourlyRate: 9000,
      travelRadius: 100,
      ...PHOENIX,
      phone: '602-555-0199',
    },
  });
  for (const [shiftDate, startTime, endTime] of [
    [daysAhead(1), '07:30', '16:00'],
    [daysAhead(10), '09:00', '17:00'],
  ]) {
    const { id: shiftId } = await call(clinic.api, 'POST', '/api/shifts', {
      hourlyRate: 9000,
      shiftType: 'regular_day',
      practiceTypes: ['small_animal'],
      shiftDate,
      startTime,
      endTime,
    });
    const { id: requestId } = await call(vet.api, 'POST', '/api/booking-requests', { shiftId });
    await call(clinic.api, 'PUT', `/api/booking-requests/${requestId}`, { status: 'accepted' });
  }
  return vet;
}

/** Waits until a service worker controls `page`. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** What the page keeps of the shift day: the clinic names, or null when nothing is kept. */
const keptShiftDay = (page: Page) =>
  page.evaluate(async () => {
    const kept = await caches.match('/api/me/offline-shifts', { cacheName: 'vetrelief-shift-day' });
    return kept ? ((await kept.json()) as { shifts: { clinicName: string; shiftDate: string }[] }).shifts : null;
  });

describe('installable', () => {
  test('the worker installs and controls the page; nothing against installing; a push shows a notification', async () => {
    const vet = await bookedVet(DESKTOP);
    await vet.context.close();
    // Chromium never offers to install from an incognito profile, which a browser context is: this
    // one runs on a profile folder of its own.
    const profile = mkdtempSync(join(tmpdir(), 'vetrelief-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
      viewport: DESKTOP,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      context.setDefaultTimeout(15_000);
      await page.goto(server.url);
      await page.evaluate(async (email) => {
        const response = await fetch('/api/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'e2e-pass-1' }),
        });
        if (!response.ok) throw new Error(`login: ${response.status}`);
      }, vet.email);
      await page.goto(`${server.url}/dashboard`);
      await controlled(page);
      expect((await cacheNames(page)).filter((name) => SHELL_CACHE.test(name))).toHaveLength(1);

      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(url).toBe(`${server.url}/manifest.webmanifest`);
      expect(errors).toEqual([]);

      // A push message (src/shared/push-payload.ts) becomes a notification; a foreign link is not followed.
      await context.grantPermissions(['notifications'], { origin: server.url });
      const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
        cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations)),
      );
      await cdp.send('ServiceWorker.enable');
      const registration = (await registrations).find((entry) => entry.scopeURL === `${server.url}/`)!;
      // Watched from before the push is sent, and read as soon as it shows: headless Chromium closes
      // notifications again shortly after, which a loaded machine could let happen before a late look.
      const watching = page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        for (const until = Date.now() + 15_000; Date.now() < until; ) {
          const notifications = await registration.getNotifications();
          if (notifications.length) return notifications.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data, icon: n.icon }));
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        return [];
      });
      // Sent again every 2 s until it shows, as a push service retries: on a loaded machine Chromium
      // can drop a message delivered while it is still starting the stopped worker. The tag keeps one.
      let looking = true;
      void watching.finally(() => {
        looking = false;
      });
      for (let sends = 0; looking && sends < 6; sends++) {
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: server.url,
          registrationId: registration.registrationId,
          data: JSON.stringify({ title: 'New message from Desert Paws Clinic', body: 'See you at 7:30', url: 'https://elsewhere.example/', tag: 'thread-12' }),
        });
        await Promise.race([watching, Bun.sleep(2_000)]);
      }
      const shown = await watching;
      expect(shown).toEqual([
        {
          title: 'New message from Desert Paws Clinic',
          body: 'See you at 7:30',
          tag: 'thread-12',
          data: { url: '/dashboard' },
          icon: `${server.url}/icon-192.png`,
        },
      ]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('the shift day offline', () => {
  test('with the network cut, /bookings shows the kept shifts with the offline notice; other pages say they need a network', async () => {
    const { page, context } = await bookedVet();
    await page.goto(`${server.url}/bookings`);
    await controlled(page);
    // Kept as the page loaded online: tomorrow's shift, not the one 10 days ahead.
    await page.waitForFunction(async () => (await caches.has('vetrelief-shift-day')) === true, null, { timeout: 15_000 });
    expect((await keptShiftDay(page))?.map((shift) => shift.shiftDate)).toEqual([daysAhead(1)]);

    await cutNetwork(context);
    await page.goto(`${server.url}/bookings`);
    // The notice says "Offline" while the kept copy is read, then when it was last updated.
    await page.getByRole('status').filter({ hasText: 'last updated' }).waitFor();
    expect(await page.getByRole('status').textContent()).toMatch(/^Offline — last updated \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M$/);
    await page.getByRole('heading', { name: 'Your upcoming shifts' }).waitFor();
    const shifts = page.getByRole('list', { name: 'Upcoming shifts' }).getByRole('listitem');
    expect(await shifts.count()).toBe(1);
    const shift = shifts.first();
    await shift.getByRole('heading', { name: 'Desert Paws Clinic' }).waitFor();
    await shift.getByText('7:30 AM – 4:00 PM').waitFor();
    const map = shift.getByRole('link', { name: /200 W Washington St, Phoenix, AZ 85003/ });
    expect(await map.getAttribute('href')).toStartWith('https://www.google.com/maps/search/?api=1&query=');
    expect(await shift.getByRole('link', { name: '(602) 555-0142' }).getAttribute('href')).toBe('tel:+16025550142');
    await shift.getByText(NOTES).waitFor();

    // Another page, offline: the app's frame says so and points to the shift day.
    await page.goto(`${server.url}/messages`);
    await page.getByRole('heading', { name: 'This page needs a network' }).waitFor();
    await page.getByRole('link', { name: 'Your upcoming shifts' }).click();
    await page.getByRole('heading', { name: 'Your upcoming shifts' }).waitFor();

    // Back online, the real page loads again by itself.
    await restoreNetwork(context);
    await page.getByRole('heading', { name: 'My Applications' }).waitFor({ timeout: 15_000 });

    // The network lost while the app runs: reaching /bookings inside it shows the kept shift day too.
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Relief Veterinarian Dashboard' }).waitFor();
    await cutNetwork(context);
    await page.getByRole('link', { name: 'My Applications' }).first().click();
    await page.getByRole('heading', { name: 'Your upcoming shifts' }).waitFor({ timeout: 15_000 });
    // The heading paints before the kept copy is read from the cache: wait for the shift itself.
    await page.getByText('Desert Paws Clinic').waitFor({ timeout: 15_000 });
    expect(await page.getByText('Desert Paws Clinic').count()).toBe(1);
    // Back online, the real page loads again by itself.
    await restoreNetwork(context);
    await page.getByRole('heading', { name: 'My Applications' }).waitFor({ timeout: 15_000 });
    await context.close();
  }, 120_000);

  test('signing out deletes the kept shift day: offline, nothing is shown', async () => {
    const { page, context } = await bookedVet(DESKTOP);
    await page.goto(`${server.url}/dashboard`);
    await controlled(page);
    await page.waitForFunction(async () => (await caches.has('vetrelief-shift-day')) === true, null, { timeout: 15_000 });

    await page.locator('header button[aria-haspopup="true"]').click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await keptShiftDay(page)).toBeNull();
    // The shell stays: it holds nothing of anyone.
    expect((await cacheNames(page)).filter((name) => !SHELL_CACHE.test(name))).toEqual([]);

    await cutNetwork(context);
    await page.goto(`${server.url}/bookings`);
    await page.getByText('Nothing is kept on this device for reading offline.').waitFor();
    expect(await page.getByText('Desert Paws Clinic').count()).toBe(0);
    await restoreNetwork(context);
    await context.close();
  }, 90_000);
});

/** Starts `binary` on a given port and data folder (an upgrade keeps both) and waits until it answers. */
async function startAt(binary: string, port: number, dataDir: string): Promise<Bun.Subprocess> {
  const child = Bun.spawn([binary, '--port', String(port), '--data', dataDir, '--seed-demo'], {
    cwd: dataDir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', RATE_LIMIT_PER_IP: '1000' },
    stdout: 'ignore',
    stderr: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/config`)).ok) return child;
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${binary} did not start`);
    await Bun.sleep(50);
  }
}

/** Stops a server as an upgrade would (SIGTERM), killing it if it has not exited within 10 s. */
async function stopProcess(child: Bun.Subprocess): Promise<void> {
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await child.exited;
  clearTimeout(timer);
}

/**
 * dist/vetrelief with its service worker's version replaced: what a new build serves. The version
 * is the only run of 16 hex digits in sw.js (chunk names have 8), and occurs once in the binary.
 */
async function nextBuild(folder: string, url: string): Promise<string> {
  const versions = (await (await fetch(`${url}/sw.js`)).text()).match(/[0-9a-f]{16}/g) ?? [];
  expect(versions).toHaveLength(1);
  const version = versions[0]!;
  const bytes = readFileSync(BINARY);
  const at = bytes.indexOf(version, 0, 'latin1');
  expect(at).toBeGreaterThan(-1);
  expect(bytes.indexOf(version, at + 1, 'latin1')).toBe(-1);
  const next = version.replace(/./g, (digit) => ((Number.parseInt(digit, 16) + 1) % 16).toString(16));
  bytes.write(next, at, 'latin1');
  const path = join(folder, 'vetrelief-next');
  writeFileSync(path, bytes);
  chmodSync(path, 0o755);
  return path;
}

describe('a new build', () => {
  test('its worker waits, the page offers Reload, and after Reload it controls the page with its own cache', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'vetrelief-pwa-'));
    const dataDir = join(folder, 'data');
    mkdirSync(dataDir);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let running: Bun.Subprocess | undefined;
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    try {
      running = await startAt(BINARY, port, dataDir);
      const page = await context.newPage();
      context.setDefaultTimeout(15_000);
      await page.goto(url);
      await page.evaluate(async () => void (await fetch('/api/dev-vet-login', { method: 'POST' })));
      await page.goto(`${url}/dashboard`);
      await controlled(page);
      const [first] = (await cacheNames(page)).filter((name) => SHELL_CACHE.test(name));

      // The upgrade: the same port and data, the new build's worker.
      const next = await nextBuild(folder, url);
      // The page leaves while the server is replaced (its live socket would hold the old one open).
      await page.goto('about:blank');
      await stopProcess(running);
      running = await startAt(next, port, dataDir);
      await page.goto(`${url}/dashboard`);
      const banner = page.getByRole('status').filter({ hasText: 'A new version is available' });
      await banner.waitFor({ timeout: 30_000 });
      // Until Reload, the old worker still answers: its cache is still there.
      expect(await cacheNames(page)).toContain(first!);

      await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Reload' }).click()]);
      await controlled(page);
      await page.waitForFunction((old) => caches.keys().then((names) => !names.includes(old)), first!, { timeout: 15_000 });
      const shells = (await cacheNames(page)).filter((name) => SHELL_CACHE.test(name));
      expect(shells).toHaveLength(1);
      expect(shells[0]).not.toBe(first!);
      await page.getByRole('heading', { name: 'Relief Veterinarian Dashboard' }).waitFor();
      expect(await banner.count()).toBe(0);
    } finally {
      await context.close();
      if (running) await stopProcess(running);
      rmSync(folder, { recursive: true, force: true });
    }
  }, 180_000);
});
