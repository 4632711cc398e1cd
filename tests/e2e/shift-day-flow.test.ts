// The shift day end to end in real Chromium, clinic (laptop) and vet (phone) at once: the vet
// confirms attendance from the 3 h reminder's link and the clinic sees it live; after the shift
// the vet submits hours, the clinic disputes, the vet accepts the correction; then both rate
// through the Rate dialog. With two earlier shifts of the pair already rated both ways, the
// average and count ("★ x.x · 3 ratings") show on the clinic's vet card and the vet's clinic card,
// and the comments on the profiles, only once both sides have rated the third (double-blind).
// axe checks the rate dialog on a phone.
import { Database } from 'bun:sqlite';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import {
  type Account,
  axeViolations,
  callApi,
  DESKTOP,
  daysAhead,
  launchBrowser,
  type Mailbox,
  PHONE,
  type RunningServer,
  registered,
  startMailbox,
  startServer,
} from './support';

const ADMIN_PASSWORD = 'shift-day-admin-pass';
const PHOENIX = { address: '200 W Washington St', city: 'Phoenix', state: 'AZ', zipCode: '85003', phone: '602-555-0142' };
const NOTES = 'Park in the staff lot behind the clinic. Ask for Dana at the front desk.';
const HOUR = 3_600_000;

let server: RunningServer;
let browser: Browser;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer([], { SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, EMAIL_POLL_SECONDS: '1', ADMIN_PASSWORD });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.close();
});

/** Phoenix keeps UTC−7 all year: the clinic's wall clock at an instant. */
function phoenixWallClock(instant: number): { date: string; time: string } {
  const wall = new Date(instant - 7 * HOUR).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

function call<T = any>(api: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  return callApi<T>(api, server.url, method, path, data);
}

/** Writes to the running server's database (it follows the change as it would a route's). */
function inDatabase(write: (db: Database) => void): void {
  const db = new Database(join(server.dataDir, 'vetrelief.db'));
  try {
    db.run('PRAGMA busy_timeout = 5000');
    write(db);
  } finally {
    db.close();
  }
}

/** Posts a shift of the clinic, the vet applies, the clinic accepts: the shift's id. */
async function booked(clinic: Account, vet: Account, shift: Record<string, unknown>): Promise<{ shiftId: number; requestId: number }> {
  const { id: shiftId } = await call(clinic.api, 'POST', '/api/shifts', {
    hourlyRate: 9000,
    shiftType: 'regular_day',
    practiceTypes: ['small_animal'],
    ...shift,
  });
  const { id: requestId } = await call(vet.api, 'POST', '/api/booking-requests', { shiftId });
  await call(clinic.api, 'PUT', `/api/booking-requests/${requestId}`, { status: 'accepted' });
  return { shiftId, requestId };
}

/** An earlier shift of the pair: booked, hours approved in the database (as ratings.test.ts does), rated both ways. */
async function earlierRatedShift(clinic: Account, vet: Account, ids: { clinic: number; vet: number }, day: number, stars: { ofVet: number; ofClinic: number }) {
  const { shiftId, requestId } = await booked(clinic, vet, { shiftDate: daysAhead(day), startTime: '08:00', endTime: '18:00' });
  inDatabase((db) =>
    db.run(
      `INSERT INTO shift_hours (shift_id, booking_request_id, vet_id, clinic_id, version, proposed_by, start_time, end_time, break_minutes,
         worked_minutes, hourly_rate, amount_cents, status, decided_at) VALUES (?, ?, ?, ?, 1, 'relief_vet', '08:00', '18:00', 30, 570, 9000, 85500, 'approved', ?)`,
      [shiftId, requestId, ids.vet, ids.clinic, Date.now()],
    ),
  );
  await call(clinic.api, 'POST', `/api/shifts/${shiftId}/rating`, { stars: stars.ofVet, wouldWorkAgain: true, comment: `Day ${day}: thorough` });
  await call(vet.api, 'POST', `/api/shifts/${shiftId}/rating`, { stars: stars.ofClinic, wouldWorkAgain: true, comment: `Day ${day}: kind team` });
}

/** Closes a dialog with its Close button and waits until it is gone (the page behind is inert while it is open). */
async function closed(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Rates through the To do strip's Rate dialog with real clicks; the dialog closes on success. */
async function rateInDialog(page: Page, otherParty: string, stars: number, again: 'Yes' | 'No', comment: string, axe = false): Promise<void> {
  await page
    .getByTestId('to-do-item')
    .filter({ hasText: `Rate ${otherParty}` })
    .getByRole('button', { name: 'Rate' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Rate ${otherParty}` });
  await dialog.getByText('Your rating shows once both sides have rated').waitFor();
  // Sending without stars is refused in place.
  await dialog.getByRole('button', { name: 'Send rating' }).click();
  await dialog.getByRole('alert').getByText('Choose from 1 to 5 stars').waitFor();
  await dialog.getByRole('button', { name: `${stars} stars` }).click();
  expect(await dialog.getByRole('button', { name: `${stars} stars` }).getAttribute('aria-pressed')).toBe('true');
  await dialog.getByRole('button', { name: again, exact: true }).click();
  await dialog.getByLabel('Comment (optional)').fill(comment);
  if (axe) expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send rating' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Thank you for rating').first().waitFor();
  await page
    .getByTestId('to-do-item')
    .filter({ hasText: `Rate ${otherParty}` })
    .waitFor({ state: 'detached' });
}

test('attendance, hours, dispute, correction and ratings: the shift day from both sides', async () => {
  const clinic = await registered(browser, server, {
    userType: 'clinic',
    viewport: DESKTOP,
    bypassCSP: true,
    profile: { clinicName: 'Desert Paws Clinic', searchRadius: 50, ...PHOENIX, arrivalNotes: NOTES },
  });
  const vet = await registered(browser, server, {
    userType: 'relief_vet',
    viewport: PHONE,
    bypassCSP: true,
    firstName: 'Ada',
    lastName: 'Okafor',
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
  const ids = {
    clinic: (await call(clinic.api, 'GET', '/api/auth/user')).id as number,
    vet: (await call(vet.api, 'GET', '/api/auth/user')).id as number,
  };

  // --- Before the shift: the 3 h reminder and its "I'll be there" link.
  // The start: the last whole minute at least a minute inside the next 3 h, so the 3 h reminder
  // is due at once, with no wait for real time to pass. A reminder goes only to a booking made
  // before it fell due, so the shift is booked for a later day (nothing due yet, whenever the
  // server's own minute tick runs) and then moved to today, its booking to 10 minutes before the
  // reminder fell due, in the database (as the shift is moved again after it, below).
  const startsAt = Math.floor((Date.now() + 3 * HOUR - 60_000) / 60_000) * 60_000;
  const start = phoenixWallClock(startsAt);
  const end = phoenixWallClock(startsAt + 8 * HOUR);
  const { shiftId, requestId } = await booked(clinic, vet, { shiftDate: daysAhead(5), startTime: start.time, endTime: end.time });

  await clinic.page.goto(`${server.url}/bookings`);
  const card = clinic.page.getByRole('article', { name: 'Dr. Ada Okafor' });
  await card.getByText('Not confirmed by the veterinarian yet').waitFor();

  const admin = await browser.newContext();
  expect((await admin.request.post(`${server.url}/api/admin/auth`, { data: { password: ADMIN_PASSWORD } })).ok()).toBe(true);
  const bookedAt = startsAt - 3 * HOUR - 10 * 60_000;
  inDatabase((db) =>
    db.transaction(() => {
      db.run('UPDATE shifts SET shift_date = ? WHERE id = ?', [start.date, shiftId]);
      db.run('UPDATE booking_requests SET created_at = ?, decided_at = ? WHERE id = ?', [bookedAt, bookedAt, requestId]);
    })(),
  );
  const run = await admin.request.post(`${server.url}/api/admin/jobs/shift-reminders/run`, { data: {} });
  expect(await run.json()).toMatchObject({ summary: { sent: 1 } });
  await admin.close();

  const reminder = await mailbox.waitFor(vet.email, /Your relief shift at Desert Paws Clinic starts in 3 hours/, 15_000);
  // The reminder carries the clinic's arrival notes.
  expect(reminder).toContain(NOTES);
  const link = reminder.match(/https?:\/\/[^\s"<>]+\/attendance\?token=[\w.-]+/)![0];
  // The vet opens the link from its mail app (same address, wherever the link says the app is).
  await vet.page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
  await vet.page.getByRole('heading', { name: "You're confirmed" }).waitFor();
  await vet.page.getByText(/Desert Paws Clinic knows you'll be there on/).waitFor();
  // The clinic's /bookings was not reloaded: the socket brought the change.
  await card.getByText('Confirmed by Dr. Okafor').waitFor({ timeout: 10_000 });
  // The vet's own /bookings shows the confirmation too.
  await vet.page.goto(`${server.url}/bookings`);
  await vet.page.getByText("You confirmed you'll be there").first().waitFor();

  // Two earlier shifts of the pair, rated both ways: 2 visible ratings each, below the threshold.
  await earlierRatedShift(clinic, vet, ids, 3, { ofVet: 5, ofClinic: 4 });
  await earlierRatedShift(clinic, vet, ids, 4, { ofVet: 5, ofClinic: 4 });
  // An open shift, so the vet's search shows the clinic's card.
  await call(clinic.api, 'POST', '/api/shifts', {
    shiftDate: daysAhead(20),
    startTime: '08:00',
    endTime: '18:00',
    hourlyRate: 9000,
    shiftType: 'regular_day',
    practiceTypes: ['small_animal'],
  });

  // --- After the shift: it took place three days ago (moved in the database, as hours.test.ts does).
  inDatabase((db) => db.run('UPDATE shifts SET shift_date = ? WHERE id = ?', [daysAhead(-3), shiftId]));

  await vet.page.goto(`${server.url}/bookings`);
  await vet.page
    .getByTestId('to-do-item')
    .filter({ hasText: 'Submit your hours for Desert Paws Clinic' })
    .getByRole('button', { name: 'Submit hours' })
    .click();
  const vetDialog = vet.page.getByRole('dialog', { name: 'Hours worked' });
  expect(await vetDialog.getByLabel('Start').inputValue()).toBe(start.time);
  expect(await vetDialog.getByLabel('End').inputValue()).toBe(end.time);
  await vetDialog.getByLabel('Break (minutes)').selectOption('30');
  // 8 h − 30 min at $90/h.
  await vetDialog.getByText('$675.00').waitFor();
  await vetDialog.getByRole('button', { name: 'Submit hours' }).click();
  await vetDialog.getByText('Your hours are waiting for the clinic.').waitFor();
  await closed(vetDialog);

  await clinic.page.goto(`${server.url}/bookings`);
  await clinic.page.getByTestId('to-do-item').filter({ hasText: 'submitted hours' }).getByRole('button', { name: 'Review hours' }).click();
  const clinicDialog = clinic.page.getByRole('dialog', { name: 'Hours worked' });
  await clinicDialog.getByRole('button', { name: 'Dispute' }).click();
  await clinicDialog.getByLabel('End').fill(phoenixWallClock(startsAt + 7 * HOUR).time);
  await clinicDialog.getByLabel('Reason').fill('The last hour was not worked.');
  // 7 h − 30 min at $90/h.
  await clinicDialog.getByText('$585.00').waitFor();
  await clinicDialog.getByRole('button', { name: 'Propose correction' }).click();
  await clinicDialog.getByText('Your correction is waiting for the vet.').waitFor();

  // The vet's strip hears the correction on the socket and accepts it in place.
  await vet.page.getByTestId('to-do-item').filter({ hasText: 'proposed corrected hours' }).getByRole('button', { name: 'Review correction' }).click();
  await vetDialog.getByText('The last hour was not worked.').waitFor();
  await vetDialog.getByRole('button', { name: 'Accept correction' }).click();
  await vetDialog.getByText('These hours are approved.').waitFor();
  await closed(vetDialog);
  await clinicDialog.getByText('These hours are approved.').waitFor();
  await closed(clinicDialog);

  // --- Ratings: the vet rates first, on its phone (axe on the open dialog).
  await rateInDialog(vet.page, 'Desert Paws Clinic', 3, 'No', 'Clear notes, but a rushed handover.', true);

  // Double-blind: the vet's rating of the clinic (its third) stays hidden until the clinic rates.
  const vetCard = clinic.page.getByRole('article', { name: 'Dr. Ada Okafor' });
  const clinicGroup = vet.page.getByRole('region', { name: 'Desert Paws Clinic' });
  await clinic.page.goto(`${server.url}/browse`);
  await vetCard.getByTestId('track-record').waitFor();
  await vet.page.goto(`${server.url}/browse`);
  await clinicGroup.getByTestId('track-record').first().waitFor();
  expect(await vetCard.getByText(/ratings?$/).count()).toBe(0);
  expect(await clinicGroup.getByText(/ratings?$/).count()).toBe(0);
  // Nor does its comment show on the clinic's own profile yet: only the two earlier ones.
  await clinic.page.goto(`${server.url}/profile`);
  const ownComments = clinic.page.getByRole('list', { name: 'Ratings, newest first' });
  await ownComments.getByText('Day 4: kind team').waitFor();
  expect(await ownComments.getByRole('listitem').count()).toBe(2);

  await clinic.page.goto(`${server.url}/bookings`);
  await rateInDialog(clinic.page, 'Dr. Ada Okafor', 4, 'Yes', 'Stayed late for a dental.');

  // Both rated: three visible ratings each side, the average on both cards.
  await clinic.page.goto(`${server.url}/browse`);
  await vetCard.getByText('★ 4.7 · 3 ratings').waitFor();
  await vet.page.reload();
  await clinicGroup.getByText('★ 3.7 · 3 ratings').first().waitFor();

  // The comments from the dialog, newest first, with what was chosen in it.
  await vetCard.getByRole('button', { name: 'View Profile' }).click();
  const vetComments = clinic.page.getByRole('dialog', { name: 'Dr. Ada Okafor' }).getByRole('list', { name: 'Ratings, newest first' });
  const newestOfVet = vetComments.getByRole('listitem').first();
  await newestOfVet.getByText('Stayed late for a dental.').waitFor();
  await newestOfVet.getByText('4 out of 5 stars').waitFor();
  await newestOfVet.getByText('would work together again').waitFor();
  await clinic.page.goto(`${server.url}/profile`);
  const newestOfClinic = ownComments.getByRole('listitem').first();
  await newestOfClinic.getByText('Clear notes, but a rushed handover.').waitFor();
  await newestOfClinic.getByText('3 out of 5 stars').waitFor();
  expect(await newestOfClinic.getByText('would work together again').count()).toBe(0);
  expect(await ownComments.getByRole('listitem').count()).toBe(3);
  await clinic.context.close();
  await vet.context.close();
}, 180_000);
