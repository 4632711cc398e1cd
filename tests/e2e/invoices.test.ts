// Getting paid in real Chromium, vet and clinic at once (issue 22): from approved hours the vet
// creates an invoice on the To do strip, adds a travel line and sends it; the clinic finds it
// under /invoices, downloads the PDF (a real PDF carrying the number) and marks it paid; the vet's
// earnings then count it as paid this month. axe finds nothing serious on each screen, at phone
// and desktop width.
import { Database } from 'bun:sqlite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatMoney } from '../../src/shared/money';
import {
  A_CLINIC_PROFILE,
  A_VET_PROFILE,
  callInPage,
  axeViolations,
  daysAhead,
  DESKTOP,
  overflowWidth,
  PHONE,
  registered,
  type RunningServer,
  signInDemo,
  startBoth,
  stopBoth,
  type Viewport,
} from './support';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => void ({ server, browser } = await startBoth(['--seed-demo'])));
afterAll(() => stopBoth(server, browser));

/**
 * The demo clinic and vet are in Colorado, and a date a person picks (paid on) is checked against
 * their own calendar: their browsers keep Colorado time, whatever the machine's zone.
 */
const ZONE = 'America/Denver';

async function signedIn(kind: 'clinic' | 'vet', viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({ viewport, bypassCSP: true, timezoneId: ZONE });
  context.setDefaultTimeout(8000);
  const page = await context.newPage();
  await signInDemo(page, server, kind);
  return page;
}

/** The shift took place: its date moved to `days` ago in the server's database (as hours.test.ts does). */
function movedIntoThePast(shiftId: number, days: number): void {
  const db = new Database(join(server.dataDir, 'vetrelief.db'));
  try {
    db.run('PRAGMA busy_timeout = 5000');
    db.run('UPDATE shifts SET shift_date = ? WHERE id = ?', [daysAhead(-days), shiftId]);
  } finally {
    db.close();
  }
}

/** A booked shift of the demo clinic's, worked by the demo vet, with its hours approved: 08:00–16:30, 30 min break, $90/h = $720.00. */
async function approvedShift(clinic: Page, vet: Page): Promise<number> {
  const shift = { shiftDate: daysAhead(20), startTime: '08:00', endTime: '16:30', hourlyRate: 9000, shiftType: 'regular_day', practiceTypes: ['small_animal'] };
  const { id: shiftId } = await callInPage<{ id: number }>(clinic, 'POST', '/api/shifts', shift);
  const { id: requestId } = await callInPage<{ id: number }>(vet, 'POST', '/api/booking-requests', { shiftId });
  await callInPage(clinic, 'PUT', `/api/booking-requests/${requestId}`, { status: 'accepted' });
  movedIntoThePast(shiftId, 4);
  await callInPage(vet, 'POST', `/api/shifts/${shiftId}/hours`, { startTime: '08:00', endTime: '16:30', breakMinutes: 30 });
  await callInPage(clinic, 'POST', `/api/shifts/${shiftId}/hours/approve`);
  return shiftId;
}

test('a new vet’s earnings and a new clinic’s spend say nothing is invoiced yet, with no chart of zeros (phone and desktop)', async () => {
  for (const [userType, profile, path, viewport] of [
    ['relief_vet', A_VET_PROFILE, '/earnings', PHONE],
    ['clinic', A_CLINIC_PROFILE, '/spend', DESKTOP],
  ] as const) {
    const { page, context } = await registered(browser, server, { userType, profile, viewport });
    await page.goto(`${server.url}${path}`);
    await page.getByTestId('no-months').getByText('Nothing invoiced or paid in the last 12 months yet').waitFor();
    expect({ path, axisTicks: await page.locator('.recharts-cartesian-axis-tick').count() }).toEqual({ path, axisTicks: 0 });
    await page.getByText('Nothing invoiced in the last 12 months.').waitFor();
    await context.close();
  }
}, 60_000);

async function axeClean(page: Page, what: string): Promise<void> {
  expect({ what, violations: await axeViolations(page) }).toEqual({ what, violations: [] });
  expect({ what, overflow: await overflowWidth(page) }).toEqual({ what, overflow: 0 });
}

test('the vet invoices approved hours with a travel line, the clinic downloads the PDF and pays, the vet’s earnings count it', async () => {
  const vet = await signedIn('vet', PHONE);
  const clinic = await signedIn('clinic', DESKTOP);
  await approvedShift(clinic, vet);
  const clinicName = (await callInPage<{ clinicName: string }[]>(vet, 'GET', '/api/invoices/invoiceable'))[0]!.clinicName;

  // The vet's To do strip: one item for the clinic, opening Create invoice with its shift ticked.
  await vet.goto(`${server.url}/bookings`);
  const item = vet.getByTestId('to-do-item').filter({ hasText: `Invoice ${clinicName}` });
  // The first visit loads /bookings' code and its lists: on a busy machine that can take a while.
  await item.waitFor({ timeout: 20_000 });
  await item.getByRole('link', { name: 'Create invoice' }).click();
  await vet.waitForURL('**/invoices/new?clinicId=*');
  const shiftBox = vet.getByRole('checkbox').first();
  await shiftBox.waitFor();
  expect(await shiftBox.isChecked()).toBe(true);
  await vet.getByTestId('preview-total').getByText('$720.00').waitFor();

  // A travel line: the preview's total follows.
  await vet.getByRole('button', { name: 'Add a line' }).click();
  await vet.getByLabel('Description').fill('Travel (mileage, 68 mi)');
  await vet.getByLabel('Amount').fill('45.50');
  await vet.getByTestId('preview-total').getByText('$765.50').waitFor();
  await axeClean(vet, 'Create invoice, phone');

  // Send, after the confirmation: the invoice gets its number and opens.
  await vet.getByRole('button', { name: 'Send invoice' }).click();
  const confirm = vet.getByRole('dialog', { name: 'Send this invoice?' });
  await confirm.getByText('$765.50').waitFor();
  await confirm.getByRole('button', { name: 'Send invoice' }).click();
  await vet.waitForURL(/\/invoices\/\d+$/);
  const heading = vet.getByRole('heading', { level: 1, name: /^Invoice \d{4}-\d{4}$/ });
  await heading.waitFor();
  const number = (await heading.textContent())!.replace('Invoice ', '');
  const invoicePath = new URL(vet.url()).pathname;
  expect(await vet.getByTestId('invoice-line').count()).toBe(2);
  await vet.getByTestId('invoice-total').getByText('$765.50').waitFor();
  await axeClean(vet, 'Invoice view, vet, phone');

  // The clinic: /invoices lists it as sent, with the total outstanding at the top.
  await clinic.goto(`${server.url}/invoices`);
  const row = clinic.getByTestId('invoice-row').filter({ hasText: number });
  await row.getByText('Sent').waitFor();
  await clinic.getByText('$765.50').first().waitFor();
  await axeClean(clinic, 'Invoices, clinic, desktop');
  await row.getByRole('link', { name: number }).click();
  await clinic.waitForURL(`**${invoicePath}`);
  await clinic.getByText('Travel (mileage, 68 mi)').waitFor();

  // The PDF: a real one, with the number in its text.
  const [download] = await Promise.all([clinic.waitForEvent('download'), clinic.getByRole('link', { name: 'Download PDF' }).click()]);
  const bytes = new Uint8Array(readFileSync((await download.path())!));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  expect(text).toContain(number);
  expect(text).toContain('765.50');

  // Mark paid, today, with a reference.
  await clinic.getByRole('button', { name: 'Mark paid' }).click();
  const paid = clinic.getByRole('dialog', { name: `Mark Invoice ${number} paid` });
  await paid.getByLabel('Reference (optional)').fill('ACH 20931');
  await axeClean(clinic, 'Mark paid dialog, desktop');
  await paid.getByRole('button', { name: 'Mark paid' }).click();
  await paid.waitFor({ state: 'detached' });
  await clinic.getByTestId('invoice-document').getByText('Paid', { exact: true }).first().waitFor();
  await clinic.getByText('ACH 20931', { exact: false }).first().waitFor();

  // The vet hears it live on the open invoice, and Earnings counts it as paid this month.
  await vet.getByTestId('invoice-history').getByText('Marked paid').waitFor();
  await vet.goto(`${server.url}/earnings`);
  const thisMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: ZONE }).format(new Date());
  const monthRow = vet.getByRole('row', { name: new RegExp(`^${thisMonth}`) });
  expect(await monthRow.locator('td').last().textContent()).toBe('$765.50');
  await vet.getByTestId('party-row').filter({ hasText: clinicName }).getByText('$765.50').first().waitFor();
  // Cards show whole dollars.
  expect(await vet.getByTestId('figure').first().textContent()).toBe(formatMoney(76550));
  await axeClean(vet, 'Earnings, phone');
}, 180_000);
