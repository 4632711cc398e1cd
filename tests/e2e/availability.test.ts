// Availability in real Chromium, vet and clinic at once (issue 12): the vet posts 3 dates on
// /vet-availability and 3 cards appear; the clinic 24 miles away gets the alert e-mail (read from a
// local SMTP server), its link opens /browse with 'Welcome back!', and the clinic asks for one date
// from the vet's 'Available Dates' dialog; the vet accepts it on /bookings; the posting shows
// Booked and the clinic's request Accepted; the e-mail's unsubscribe link works signed out. axe
// finds nothing serious on /vet-availability.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { format } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  DESKTOP,
  launchBrowser,
  type Mailbox,
  overflowWidth,
  PHONE,
  type RunningServer,
  signedIn,
  startMailbox,
  startServer,
  VIEWPORTS,
} from './support';

let server: RunningServer;
let browser: Browser;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer(['--seed-demo'], { SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, EMAIL_POLL_SECONDS: '1' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  mailbox?.close();
});

/** A link of the e-mail, on the test's own origin (the server's public URL says localhost). */
function linkIn(raw: string, path: RegExp): string {
  const link = raw.match(new RegExp(`https?://[^\\s"<>]+${path.source}`))?.[0];
  if (!link) throw new Error(`no link ${path} in the e-mail`);
  const url = new URL(link);
  return `${server.url}${url.pathname}${url.search}`;
}

const get = <T>(page: Page, path: string) => page.evaluate(async (url) => (await fetch(url)).json(), path) as Promise<T>;

/** Three days in the first month the calendar's '+3 months' jump shows: clear of the demo's dates. */
const now = new Date();
const chosen = [10, 11, 13].map((day) => new Date(now.getFullYear(), now.getMonth() + 3, day, 12));
/** As the cards and the dialog write a date. */
const longDate = (date: Date) => format(date, 'EEEE, MMMM d, yyyy');

describe('availability', () => {
  test('the vet posts 3 dates; the clinic gets the alert e-mail, requests one on /browse; the vet accepts it; both see it booked; the unsubscribe link works', async () => {
    const vet = await signedIn(browser, server, 'vet', DESKTOP);
    await vet.goto(`${server.url}/vet-availability`);
    await vet.getByRole('heading', { name: 'My Availability' }).waitFor();
    const list = vet.getByRole('list', { name: 'Posted availability' });
    await list.getByRole('article').first().waitFor();
    const before = await list.getByRole('article').count();

    await vet.getByRole('button', { name: 'Post Availability' }).first().click();
    const dialog = vet.getByRole('dialog', { name: 'Post Your Availability' });
    expect(await dialog.getByRole('button', { name: 'Post Availability' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: '+3 months' }).click();
    for (const date of chosen) await dialog.getByRole('button', { name: new RegExp(format(date, 'MMMM do, yyyy')) }).click();
    await dialog.getByLabel('Start time').fill('09:00');
    await dialog.getByLabel('End time').fill('17:00');
    await dialog.getByLabel('Hourly rate ($/hr)').fill('95.50');
    await dialog.getByLabel('Emergency').check();
    await dialog.getByLabel('Notes').fill('Happy to cover surgery days.');
    await dialog.getByRole('button', { name: 'Post 3 Dates' }).click();
    await vet.getByText('Posted availability for 3 date(s). Nearby clinics have been notified.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    for (const date of chosen) await list.getByRole('article', { name: longDate(date) }).waitFor();
    expect(await list.getByRole('article').count()).toBe(before + 3);
    const card = list.getByRole('article', { name: longDate(chosen[1]!) });
    await card.getByText('$96/hr').waitFor();
    await card.getByText('Available', { exact: true }).waitFor();

    // The demo clinic, 24 miles from the vet and searching 50, hears of it by e-mail.
    const clinic = await signedIn(browser, server, 'clinic', PHONE);
    const clinicEmail = (await get<{ email: string }>(clinic, '/api/auth/user')).email;
    const alert = await mailbox.waitFor(clinicEmail, /\/browse\?from=email/, 20_000);
    expect(alert).toContain('Dr. Sam Rivera');
    expect(alert).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/i);
    await clinic.goto(linkIn(alert, /\/browse\?from=email/));
    await clinic.getByText('Welcome back!').first().waitFor();
    const rivera = clinic.getByRole('article', { name: 'Dr. Sam Rivera' });
    await rivera.getByRole('button', { name: /available dates? posted/ }).click();
    const dates = clinic.getByRole('dialog', { name: 'Available Dates - Dr. Sam Rivera' });
    const wanted = dates.getByRole('listitem', { name: longDate(chosen[1]!) });
    await wanted.getByRole('button', { name: `Request ${longDate(chosen[1]!)}` }).click();
    await wanted.getByLabel('Proposed rate ($/hr, optional)').fill('100');
    await wanted.getByLabel('Message (optional)').fill('We would love to have you for the day.');
    await wanted.getByRole('button', { name: 'Send Request' }).click();
    await clinic.getByText('Request sent').first().waitFor();
    await wanted.getByText('You already requested this date · Pending').waitFor();
    expect(await clinic.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

    // The vet's open /vet-availability hears of the request over the socket.
    await card.getByRole('link', { name: '1 pending clinic request' }).click();
    await vet.getByRole('heading', { name: 'My Applications' }).waitFor();
    const request = vet.getByRole('article', { name: 'Front Range Animal Hospital' }).filter({ hasText: 'We would love to have you for the day.' });
    await request.getByText('$100/hr').waitFor();
    await request.getByRole('button', { name: 'Accept' }).click();
    await vet.getByText('Request accepted').first().waitFor();
    // The booked date is listed once, as its booking (issue 19): the request's card gives way to it.
    await request.waitFor({ state: 'detached' });
    const booking = vet
      .getByRole('article', { name: 'Front Range Animal Hospital' })
      .filter({ hasText: "Booked from a clinic's request for your posted date" });
    await booking.getByText('Accepted', { exact: true }).waitFor();
    await booking.getByText('$100/hr').first().waitFor();
    expect(await booking.getByRole('button', { name: 'Accept' }).count()).toBe(0);

    await vet.goto(`${server.url}/vet-availability`);
    await card.getByText('Booked', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: /^Edit/ }).isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: /^Delete/ }).isDisabled()).toBe(true);

    await clinic.goto(`${server.url}/bookings`);
    const mine = clinic.getByRole('article', { name: 'Dr. Sam Rivera' }).filter({ hasText: 'Booked from your request for a posted date' });
    await mine.getByText('Accepted', { exact: true }).waitFor();
    expect(await mine.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);

    // The e-mail's unsubscribe link, opened signed out: the page says what stops, then stops it.
    const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
    await visitor.goto(linkIn(alert, /\/api\/alerts\/unsubscribe\?token=[^\s"<>]+/));
    await visitor.getByText(`Availability alerts for`).first().waitFor();
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
    await visitor.getByRole('heading', { name: "You're unsubscribed" }).waitFor();
    expect((await get<{ mode: string }>(clinic, '/api/alert-settings')).mode).toBe('off');
  }, 120_000);

  test('the vet picks a daily digest at 6 PM on /profile; /email-test sends through the local SMTP server', async () => {
    const vet = await signedIn(browser, server, 'vet', PHONE);
    await vet.goto(`${server.url}/profile`);
    await vet.getByRole('heading', { name: 'Shift alerts' }).waitFor();
    await vet.getByText('Why you get them: you asked for shifts within 50 miles of Boulder, CO.').waitFor();
    await vet.getByRole('radio', { name: /Daily digest/ }).check();
    await vet.getByRole('combobox', { name: 'Daily digest at' }).click();
    await vet.getByRole('option', { name: '6:00 PM' }).click();
    await vet.getByText('Your time zone: Mountain Time (America/Denver).').waitFor();
    await vet.getByRole('button', { name: 'Save alert settings' }).click();
    await vet.getByText('Shift alerts saved').first().waitFor();
    expect(await get<{ mode: string; digestHour: number }>(vet, '/api/alert-settings')).toMatchObject({ mode: 'digest', digestHour: 18 });

    await vet.goto(`${server.url}/email-test`);
    const field = vet.getByLabel('Send to');
    expect(await field.inputValue()).toBe((await get<{ email: string }>(vet, '/api/auth/user')).email);
    await field.fill('someone@example.com');
    await vet.getByRole('button', { name: 'Send test e-mail' }).click();
    await vet.getByText(/Sent to someone@example\.com/).waitFor();
    await mailbox.waitFor('someone@example.com', /Subject:/, 20_000);
  });

  test('axe finds no serious or critical problem on /vet-availability (phone and desktop)', async () => {
    for (const viewport of VIEWPORTS) {
      const page = await signedIn(browser, server, 'vet', viewport, { bypassCSP: true });
      const { width } = viewport;
      await page.goto(`${server.url}/vet-availability`);
      await page.getByRole('article').first().waitFor();
      const violations = await axeViolations(page);
      expect({ width, violations }).toEqual({ width, violations: [] });
      expect(await overflowWidth(page)).toBe(0);
    }
  }, 120_000);
});
