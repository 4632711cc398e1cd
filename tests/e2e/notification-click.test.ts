// A click on a notification, in real Chromium against the built binary: a push message becomes a
// notification (the worker's own push handler), and clicking it takes the app's open window to
// the notification's page (a thread, a booking, an invoice) without opening another; with no
// window of the app open, the worker asks for a new one at that page.
//
// CDP cannot click a notification, so the click is dispatched inside the worker (Playwright
// evaluates there) as a NotificationEvent carrying the shown notification: the worker's own
// listener runs. Chromium lets only a real click focus or open a window; navigating a window the
// worker controls needs no click, so the first case is checked end to end, and the second by the
// openWindow call the worker makes (Chromium refuses it to a dispatched event).
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser, BrowserContext, CDPSession, Page, Worker } from 'playwright-core';
import { launchOwnBrowser, PHONE, type RunningServer, signInDemo, startServer, stopBoth } from './support';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer(['--seed-demo']);
  // Its own Chromium, off the shared one: see launchOwnBrowser in support.ts.
  browser = await launchOwnBrowser();
});
afterAll(() => stopBoth(server, browser));

/** The demo vet on /dashboard, notifications allowed, the app's worker controlling the page. */
async function appOpen(): Promise<{ context: BrowserContext; page: Page; worker: Worker }> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
  context.setDefaultTimeout(15_000);
  await context.grantPermissions(['notifications'], { origin: server.url });
  const page = await context.newPage();
  await signInDemo(page, server, 'vet');
  await page.goto(`${server.url}/dashboard`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return { context, page, worker };
}

/** Delivers push messages to the page's worker registration, as a push service would. */
async function pusher(cdp: CDPSession): Promise<(payload: { title: string; url: string; tag: string }) => Promise<void>> {
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations)),
  );
  await cdp.send('ServiceWorker.enable');
  const { registrationId } = (await registrations).find((entry) => entry.scopeURL === `${server.url}/`)!;
  return async (payload) => void (await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId, data: JSON.stringify(payload) }));
}

/**
 * Inside the worker: waits for the notification tagged `tag` (read at once: headless Chromium
 * closes notifications again shortly after), then clicks it. Answers the URL it carries.
 */
function click(worker: Worker, tag: string): Promise<string> {
  return worker.evaluate(async (tag) => {
    const scope = self as any;
    for (let tries = 0; tries < 200; tries++) {
      const [shown] = await scope.registration.getNotifications({ tag });
      if (shown) {
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown }));
        return shown.data.url as string;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const all = await scope.registration.getNotifications();
    throw new Error(`no notification tagged ${tag} was shown (${all.map((n: { tag: string }) => n.tag).join(', ')})`);
  }, tag);
}

test('a click takes the open window to the thread, the booking, the invoice; no second window opens', async () => {
  const { context, page, worker } = await appOpen();
  try {
    const push = await pusher(await context.newCDPSession(page));
    for (const [tag, url] of [
      ['thread-1-2', '/messages?userId=1'],
      ['hours-7', '/bookings?hoursShiftId=7'],
      ['invoice-3', '/invoices/3'],
    ] as const) {
      await push({ title: `Notice ${tag}`, url, tag });
      expect(await click(worker, tag)).toBe(url);
      await page.waitForURL(`${server.url}${url}`);
      expect(context.pages()).toEqual([page]);
    }
    // Clicked notifications are closed.
    expect(await worker.evaluate(async () => (await (self as any).registration.getNotifications()).length)).toBe(0);
  } finally {
    await context.close();
  }
}, 120_000);

test('with no window of the app open, the click asks for a new one at the page', async () => {
  const { context, page, worker } = await appOpen();
  try {
    await page.close();
    const asked = await worker.evaluate(async () => {
      const scope = self as any;
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (windows.length) throw new Error('a window is still open');
      // Records the worker's openWindow calls (Chromium refuses them to a dispatched event).
      const calls: string[] = [];
      const openWindow = scope.clients.openWindow.bind(scope.clients);
      scope.clients.openWindow = (url: string) => {
        calls.push(url);
        return openWindow(url);
      };
      await scope.registration.showNotification('Invoice 2026-0003 is overdue', { tag: 'invoice-3', data: { url: '/invoices/3' } });
      const [shown] = await scope.registration.getNotifications({ tag: 'invoice-3' });
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown }));
      for (let tries = 0; tries < 100 && !calls.length; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
      return calls;
    });
    expect(asked).toEqual([`${server.url}/invoices/3`]);
  } finally {
    await context.close();
  }
}, 120_000);
