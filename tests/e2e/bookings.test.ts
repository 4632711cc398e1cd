// Bookings in real Chromium, clinic and vet at once (issue 11): the vet applies on /browse, the
// clinic accepts on /bookings and the vet sees Accepted live; the clinic sends a 3-date booking
// summary from a thread, the vet opens it from its link and accepts 2, and the clinic sees it
// partially accepted with 2 new booked shifts. axe finds nothing on /bookings and /dashboard.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, daysAhead, DESKTOP, PHONE, type RunningServer, signedIn, startBoth, stopBoth } from './support';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => void ({ server, browser } = await startBoth(['--seed-demo'])));
afterAll(() => stopBoth(server, browser));

const get = <T>(page: Page, path: string) => page.evaluate(async (url) => (await fetch(url)).json(), path) as Promise<T>;

describe('applications and booking summaries', () => {
  test('the vet applies on /browse, the clinic accepts on /bookings, the vet sees Accepted live and the shift is booked', async () => {
    const vet = await signedIn(browser, server, 'vet', PHONE);
    await vet.goto(`${server.url}/browse`);
    const group = vet.getByRole('region', { name: 'Front Range Animal Hospital' });
    await group.getByRole('button', { name: 'Apply Now' }).first().waitFor();
    // The demo vet's pending application shows as Applied, not as another Apply Now.
    await group.getByRole('button', { name: 'Applied' }).first().waitFor();
    const appliedBefore = await group.getByRole('button', { name: 'Applied' }).count();
    await group.getByRole('button', { name: 'Apply Now' }).first().click();
    const apply = vet.getByRole('dialog', { name: 'Apply for Shift' });
    await apply.getByLabel('Message to the clinic (optional)').fill('Happy to cover this one.');
    await apply.getByRole('button', { name: 'Send Application' }).click();
    await vet.getByText('Booking request sent successfully!').first().waitFor();
    await apply.waitFor({ state: 'detached' });
    await group.getByRole('button', { name: 'Applied' }).nth(appliedBefore).waitFor();

    await vet.goto(`${server.url}/bookings`);
    await vet.getByRole('heading', { name: 'My Applications' }).waitFor();
    const application = vet.getByRole('article', { name: 'Front Range Animal Hospital' }).filter({ hasText: 'Happy to cover this one.' });
    await application.getByText('Pending', { exact: true }).waitFor();
    expect(await vet.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

    const clinic = await signedIn(browser, server, 'clinic', DESKTOP);
    await clinic.goto(`${server.url}/bookings`);
    await clinic.getByRole('heading', { name: 'Booking Management' }).waitFor();
    const applicant = clinic.getByRole('article', { name: 'Dr. Sam Rivera' }).filter({ hasText: 'Happy to cover this one.' });
    await applicant.getByText('No late cancellations').waitFor();
    // Accepting asks first (issue 19); the toast names the vet and the day.
    await applicant.getByRole('button', { name: 'Accept' }).click();
    await clinic.getByRole('dialog', { name: 'Accept Dr. Sam Rivera?' }).getByRole('button', { name: 'Accept and Book' }).click();
    await clinic.getByText('Booking Confirmed').first().waitFor();
    await clinic
      .getByText(/^Dr\. Sam Rivera is booked for \w+day, \w+ \d{1,2}, \d{4}\.$/)
      .first()
      .waitFor();
    await applicant.getByText('Accepted', { exact: true }).waitFor();
    expect(await applicant.getByRole('button', { name: 'Accept' }).count()).toBe(0);

    // The vet's page was not reloaded: the socket's 'bookings' frame brought the answer.
    await application.getByText('Accepted', { exact: true }).waitFor();
    await application.getByRole('heading', { name: 'Confirmed shift' }).waitFor();
    await application.getByRole('button', { name: 'Cancel booking' }).waitFor();

    const shifts = await get<{ id: number; status: string; bookedByVetId: number | null }[]>(clinic, '/api/shifts');
    const requests = await get<{ requests: { shiftId: number; status: string; message: string | null }[] }>(clinic, '/api/booking-requests');
    const accepted = requests.requests.find((request) => request.message === 'Happy to cover this one.');
    expect(accepted?.status).toBe('accepted');
    expect(shifts.find((shift) => shift.id === accepted?.shiftId)?.status).toBe('booked');
    await clinic.getByRole('list', { name: 'Posted shifts' }).getByText('Booked').filter({ visible: true }).first().waitFor();

    // The vet cancels with a reason; the clinic sees who cancelled and why, live.
    await application.getByRole('button', { name: 'Cancel booking' }).click();
    const cancel = vet.getByRole('dialog', { name: 'Cancel booking' });
    await cancel.getByRole('combobox', { name: 'Reason' }).click();
    await vet.getByRole('option', { name: 'Illness' }).click();
    await cancel.getByLabel('Details (optional)').fill('Flu, sorry.');
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await vet.getByText('Booking cancelled').first().waitFor();
    await application.getByText('You cancelled this booking: Illness').waitFor();
    await applicant.getByText('The veterinarian cancelled this booking: Illness').waitFor();
    await applicant.getByText('Flu, sorry.').waitFor();
  }, 120_000);

  test('the clinic sends 3 dates from a thread; the vet opens the link and accepts 2; the clinic sees Partially accepted and 2 booked shifts', async () => {
    const clinic = await signedIn(browser, server, 'clinic', DESKTOP);
    await clinic.goto(`${server.url}/browse`);
    await clinic.getByRole('article', { name: 'Dr. Sam Rivera' }).getByRole('link', { name: 'Message', exact: true }).click();
    await clinic.waitForURL(/\/messages\?userId=\d+$/);
    await clinic.getByRole('button', { name: 'Send Booking Summary' }).click();
    const dialog = clinic.getByRole('dialog', { name: 'Send Booking Summary' });
    await dialog.getByRole('button', { name: 'Add date' }).click();
    await dialog.getByRole('button', { name: 'Add date' }).click();
    const dates = [daysAhead(20), daysAhead(21), daysAhead(23)];
    const dateInputs = dialog.getByLabel('Date', { exact: true });
    expect(await dateInputs.count()).toBe(3);
    for (const [index, date] of dates.entries()) await dateInputs.nth(index).fill(date);
    // 3 × 8 h at $100 by default; the lunch takes an hour off the first.
    await dialog.getByText('Total $2,400.00').waitFor();
    await dialog.getByLabel('Unpaid 1-hour lunch').first().check();
    await dialog.getByText('Total $2,300.00').waitFor();
    await dialog.getByRole('button', { name: 'Send Summary' }).click();
    await clinic.getByText('Booking summary sent').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const link = clinic.getByRole('region', { name: 'Conversation' }).getByRole('link', { name: 'Open booking summary' }).last();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/bookings\?summaryId=\d+$/);

    const vet = await signedIn(browser, server, 'vet', PHONE);
    await vet.goto(`${server.url}${href}`);
    await vet.getByText('Review Booking Summary').first().waitFor();
    const summary = vet.getByRole('dialog', { name: 'Booking Summary' });
    await summary.waitFor();
    expect(new URL(vet.url()).search).toBe('');
    const boxes = summary.getByRole('checkbox');
    // The dialog can open (from the page's own data) before its dates have rendered.
    await boxes.first().waitFor();
    expect(await boxes.count()).toBe(3);
    const accept = summary.getByRole('button', { name: /Accept Selected/ });
    expect(await accept.isDisabled()).toBe(true);
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await summary.getByLabel('Response notes (optional)').fill('The 21st does not work for me, sorry.');
    await accept.click();
    await vet.getByText('Response Sent').first().waitFor();
    await summary.waitFor({ state: 'detached' });
    // The link switched to the Pending tab; the answered summary has left it.
    expect(await vet.getByRole('tab', { name: /Pending/ }).getAttribute('aria-selected')).toBe('true');

    await clinic.goto(`${server.url}/bookings`);
    await clinic.getByRole('list', { name: 'Booking summaries' }).getByText('Partially accepted').waitFor();
    await clinic.getByRole('tab', { name: /Accepted/ }).click();
    const fromSummary = clinic.getByRole('article').filter({ hasText: 'Booked from a booking summary' });
    await fromSummary.nth(1).waitFor();
    expect(await fromSummary.count()).toBe(2);
    const shifts = await get<{ shiftDate: string; status: string }[]>(clinic, '/api/shifts');
    const booked = shifts.filter((shift) => dates.includes(shift.shiftDate) && shift.status === 'booked').map((shift) => shift.shiftDate);
    expect(booked.sort()).toEqual([dates[0]!, dates[2]!]);
  }, 120_000);

  test('axe finds no problem of any impact on /bookings and /dashboard, for both roles (phone and desktop)', async () => {
    for (const [kind, viewport] of [
      ['vet', PHONE],
      ['vet', DESKTOP],
      ['clinic', PHONE],
      ['clinic', DESKTOP],
    ] as const) {
      const page = await signedIn(browser, server, kind, viewport, { bypassCSP: true });
      const { width } = viewport;
      for (const path of ['/bookings', '/dashboard']) {
        await page.goto(`${server.url}${path}`);
        // Loaded: the bookings' cards, the dashboard's figures.
        await (path === '/bookings'
          ? page.getByRole('article').first()
          : page.getByRole('region', { name: 'Figures' }).locator('p.text-2xl').first()
        ).waitFor();
        const violations = await axeViolations(page, { every: true });
        expect({ kind, width, path, violations }).toEqual({ kind, width, path, violations: [] });
      }
    }
  }, 120_000);
});
