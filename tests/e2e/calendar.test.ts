// Calendar feeds in real Chromium (issue 14): on /profile the demo vet copies the calendar link,
// the copied address is fetched without a session as a calendar app would, and ical.js reads the
// demo vet's accepted booking from it. Regenerating asks first, then the old address answers 404.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, newPage, PHONE, type RunningServer, signInDemo, startBoth, stopBoth, type Viewport } from './support';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => void ({ server, browser } = await startBoth(['--seed-demo'])));
afterAll(() => stopBoth(server, browser));

async function demoVetOnProfile(viewport: Viewport): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await signInDemo(page, server, 'vet');
  await page.goto(`${server.url}/profile`);
  await page.getByRole('heading', { name: 'Calendar feed' }).waitFor();
  return page;
}

/** The events of a feed, read by ical.js with the feed's own VTIMEZONEs. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      status: String(component.getFirstPropertyValue('status')),
      summary: event.summary,
      location: event.location,
      zone: String(component.getFirstProperty('dtstart')!.getParameter('tzid')),
      start: event.startDate.toJSDate(),
    };
  });
}

describe('calendar feed on /profile', () => {
  test("'Copy calendar link' copies the feed address; a calendar app reads the demo vet's booked shift from it", async () => {
    const page = await demoVetOnProfile({ ...DESKTOP, height: 900 });
    await page.getByRole('button', { name: 'Copy calendar link' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(new RegExp(`^${server.url}/api/calendar/feed/[A-Za-z0-9_-]{65}\\.ics$`));
    expect(await page.getByLabel('Your private calendar link').inputValue()).toBe(url);
    // The check goes back to the copy icon after 2 s.
    await page.getByRole('button', { name: 'Copy calendar link' }).waitFor({ timeout: 4000 });

    // No cookie: the address alone opens the feed.
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const booked = eventsOf(await response.text()).filter((event) => event.status === 'CONFIRMED');
    expect(booked).toEqual([
      expect.objectContaining({
        summary: 'Relief shift at Lakewood Emergency Vets',
        zone: 'America/Denver',
        location: expect.stringContaining('7000 W Alameda Ave'),
      }),
    ]);
    expect(booked[0]!.start.getTime()).toBeGreaterThan(Date.now() - 86_400_000);
    await page.context().close();
  });

  test("'Regenerate link' asks first; then the old address answers 404 and the new one works", async () => {
    const page = await demoVetOnProfile(PHONE);
    const field = page.getByLabel('Your private calendar link');
    const old = await field.inputValue();
    await page.getByRole('button', { name: 'Regenerate link' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The current link stops working at once').waitFor();
    await dialog.getByRole('button', { name: 'Keep current link' }).click();
    expect(await field.inputValue()).toBe(old);

    await page.getByRole('button', { name: 'Regenerate link' }).click();
    await dialog.getByRole('button', { name: 'Regenerate link' }).click();
    await page.getByText('New calendar link ready').first().waitFor();
    const fresh = await field.inputValue();
    expect(fresh).not.toBe(old);
    expect((await fetch(old)).status).toBe(404);
    expect((await fetch(fresh)).status).toBe(200);
    await page.context().close();
  });
});
