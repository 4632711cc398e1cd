// What a new user stumbled on (issue 9): on a 390 px phone the clinic's /browse was 11 px wider
// than the screen, and every page's console showed a favicon 404. Checked on the demo market.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { newPage, type RunningServer, signInDemo, startBoth, stopBoth } from './support';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => void ({ server, browser } = await startBoth(['--seed-demo'])));
afterAll(() => stopBoth(server, browser));

async function signedInPage(kind: 'clinic' | 'vet', width: number) {
  const page = await newPage(browser, { width, height: 780 }, { timeoutMs: 30_000 });
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) failures.push(response.url());
  });
  await signInDemo(page, server, kind);
  return { page, failures };
}

describe('phone layout', () => {
  for (const kind of ['clinic', 'vet'] as const) {
    for (const width of [360, 390]) {
      test(`${kind} at ${width} px: no page is wider than the screen, and nothing 404s`, async () => {
        const { page, failures } = await signedInPage(kind, width);
        for (const path of ['/', '/browse', '/profile', '/market-data']) {
          await page.goto(`${server.url}${path}`);
          await page.locator('main').first().waitFor();
          // Results arrive after the first paint; the widest content is the result cards.
          await page.waitForLoadState('networkidle');
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect({ path, overflow }).toEqual({ path, overflow: 0 });
        }
        expect(failures).toEqual([]);
      });
    }
  }

  test('every quick-bar page is a working link, none Soon; Bookings and Apply work', async () => {
    const { page } = await signedInPage('vet', 390);
    await page.goto(`${server.url}/browse`);
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
    const quickBar = page.getByRole('navigation', { name: 'Quick' });
    // Market data (issue 14), Messages (issue 10) and Bookings (issue 11) exist: working links.
    expect(await quickBar.getByText('Soon').count()).toBe(0);
    expect(await quickBar.getByRole('link', { name: /Market/ }).count()).toBe(1);
    expect(await quickBar.getByRole('link', { name: /Messages/ }).count()).toBe(1);
    expect(await quickBar.getByRole('link', { name: /Bookings/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Apply Now' }).first().isEnabled()).toBe(true);
  });

  test('Post New Shift on a phone: one month at a time; close, chosen dates and Post stay in view', async () => {
    const { page } = await signedInPage('clinic', 390);
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'Post New Shift' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Post New Shift' });
    await dialog.waitFor();
    expect(await dialog.getByRole('grid').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Next month' }).click();
    for (const day of ['10th', '12th'])
      await dialog
        .getByRole('grid')
        .getByRole('button', { name: new RegExp(`\\b${day},`) })
        .click();

    // Scrolled to the last field, the header's close button and the footer are still on screen.
    await dialog.getByLabel('Notes').scrollIntoViewIfNeeded();
    const viewport = page.viewportSize()!;
    for (const control of [
      dialog.getByRole('button', { name: 'Close' }),
      dialog.getByRole('list', { name: 'Selected dates' }),
      dialog.getByRole('button', { name: 'Post 2 Shifts' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    expect(await dialog.getByRole('list', { name: 'Selected dates' }).getByRole('listitem').count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  test('the app has an icon and a web manifest', async () => {
    const html = await (await fetch(server.url)).text();
    const icon = html.match(/<link rel="icon"[^>]*href="([^"]+)"/)?.[1];
    const manifest = html.match(/<link rel="manifest" href="([^"]+)"/)?.[1];
    expect((await fetch(`${server.url}${icon}`)).status).toBe(200);
    const body = (await (await fetch(`${server.url}${manifest}`)).json()) as { name: string; icons: unknown[] };
    expect(body.name).toBe('VetRelief');
    expect(body.icons.length).toBeGreaterThan(0);
  });
});
