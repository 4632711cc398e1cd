// Hours after the shift in real Chromium, clinic and vet at once (issue 21): after the shift the
// vet submits its hours from the To do strip on /bookings, the clinic disputes them with corrected
// times and a reason, the vet (without reloading: the socket) accepts the correction, and both
// see the hours approved and a rating to give. axe finds nothing on the open hours dialog. And the
// vet's booking card: before the shift the whole pre-shift box; after it a compact record with the
// hours' stage and its action in place, the times in the dialog on the clinic's clock.
import { Database } from 'bun:sqlite';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { callInPage, axeViolations, daysAhead, DESKTOP, PHONE, type RunningServer, signedIn, startBoth, stopBoth } from './support';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => void ({ server, browser } = await startBoth(['--seed-demo'])));
afterAll(() => stopBoth(server, browser));

/** Closes a dialog with its Close button and waits until it is gone (the page behind is inert while it is open). */
async function closed(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Runs `write` on the server's database, beside the running server (as the matrix rows do). */
function written(write: (db: Database) => void): void {
  const db = new Database(join(server.dataDir, 'vetrelief.db'));
  try {
    db.run('PRAGMA busy_timeout = 5000');
    write(db);
  } finally {
    db.close();
  }
}

/** The shift took place: its date moved to three days ago. */
function movedIntoThePast(shiftId: number): void {
  written((db) => db.run('UPDATE shifts SET shift_date = ? WHERE id = ?', [daysAhead(-3), shiftId]));
}

/** The clinic posts a shift and the vet is booked on it; its id. */
async function booked(clinic: Page, vet: Page, shift: Record<string, unknown>): Promise<number> {
  const { id: shiftId } = await callInPage<{ id: number }>(clinic, 'POST', '/api/shifts', {
    hourlyRate: 9000,
    shiftType: 'regular_day',
    practiceTypes: ['small_animal'],
    ...shift,
  });
  const { id: requestId } = await callInPage<{ id: number }>(vet, 'POST', '/api/booking-requests', { shiftId });
  await callInPage(clinic, 'PUT', `/api/booking-requests/${requestId}`, { status: 'accepted' });
  return shiftId;
}

test('the vet submits hours after the shift, the clinic disputes, the vet accepts the correction, both see them approved', async () => {
  const clinic = await signedIn(browser, server, 'clinic', DESKTOP, { bypassCSP: true });
  const vet = await signedIn(browser, server, 'vet', PHONE);
  const shift = { shiftDate: daysAhead(20), startTime: '07:15', endTime: '15:45', hourlyRate: 9000, shiftType: 'regular_day', practiceTypes: ['small_animal'] };
  const { id: shiftId } = await callInPage<{ id: number }>(clinic, 'POST', '/api/shifts', shift);
  const { id: requestId } = await callInPage<{ id: number }>(vet, 'POST', '/api/booking-requests', { shiftId });
  await callInPage(clinic, 'PUT', `/api/booking-requests/${requestId}`, { status: 'accepted' });
  movedIntoThePast(shiftId);

  // The vet: the strip holds the shift's hours to submit, pre-filled with the booked times.
  await vet.goto(`${server.url}/bookings`);
  const vetItem = vet.getByTestId('to-do-item').filter({ hasText: '7:15' });
  await vetItem.getByRole('button', { name: 'Submit hours' }).click();
  const vetDialog = vet.getByRole('dialog', { name: 'Hours worked' });
  expect(await vetDialog.getByLabel('Start').inputValue()).toBe('07:15');
  expect(await vetDialog.getByLabel('End').inputValue()).toBe('15:45');
  await vetDialog.getByLabel('Break (minutes)').selectOption('30');
  // 8 h 30 min − 30 min at $90/h.
  await vetDialog.getByText('8 h').first().waitFor();
  await vetDialog.getByText('$720.00').waitFor();
  await vetDialog.getByLabel('Note (optional)').fill('Stayed for a late dental.');
  await vetDialog.getByRole('button', { name: 'Submit hours' }).click();
  await vetDialog.getByText('Your hours are waiting for the clinic.').waitFor();
  await closed(vetDialog);

  // The clinic: review, dispute with corrected hours and a reason.
  await clinic.goto(`${server.url}/bookings`);
  const clinicItem = clinic.getByTestId('to-do-item').filter({ hasText: 'submitted hours' });
  await clinicItem.getByRole('button', { name: 'Review hours' }).click();
  const clinicDialog = clinic.getByRole('dialog', { name: 'Hours worked' });
  await clinicDialog.getByText('“Stayed for a late dental.”').waitFor();
  expect(await axeViolations(clinic)).toEqual([]);
  await clinicDialog.getByRole('button', { name: 'Dispute' }).click();
  await clinicDialog.getByLabel('End').fill('15:00');
  await clinicDialog.getByLabel('Reason').fill('We closed at 15:00 that day.');
  await clinicDialog.getByText('$652.50').waitFor();
  await clinicDialog.getByRole('button', { name: 'Propose correction' }).click();
  await clinicDialog.getByText('Your correction is waiting for the vet.').waitFor();

  // The vet's strip hears it on the socket: the correction to answer, accepted in place.
  const correction = vet.getByTestId('to-do-item').filter({ hasText: 'proposed corrected hours' });
  await correction.getByRole('button', { name: 'Review correction' }).click();
  await vetDialog.getByText('We closed at 15:00 that day.').waitFor();
  await vetDialog.getByRole('button', { name: 'Accept correction' }).click();
  await vetDialog.getByText('These hours are approved.').waitFor();
  expect(await vetDialog.getByTestId('hours-version').count()).toBe(2);
  await closed(vetDialog);
  await vet.getByTestId('to-do-item').filter({ hasText: 'Rate Front Range Animal Hospital' }).first().waitFor();

  // The clinic sees the same approved hours, live, and a rating to give.
  await clinicDialog.getByText('These hours are approved.').waitFor();
  const history = await callInPage<{ stage: string; versions: { status: string }[] }>(clinic, 'GET', `/api/shifts/${shiftId}/hours`);
  expect(history.stage).toBe('approved');
  expect(history.versions.map((version) => version.status)).toEqual(['disputed', 'approved']);
  await closed(clinicDialog);
  await clinic
    .getByTestId('to-do-item')
    .filter({ hasText: /^Rate Dr\./ })
    .first()
    .waitFor();

  // A link to the hours (thread messages, e-mails) opens the dialog on load, its code loaded then.
  await clinic.goto(`${server.url}/bookings?hoursShiftId=${shiftId}`);
  await clinic.getByRole('dialog', { name: 'Hours worked' }).getByText('These hours are approved.').waitFor();
}, 120_000);

test("the vet's booking card: the pre-shift box before, a compact record with the hours' stage and its action after", async () => {
  const clinic = await signedIn(browser, server, 'clinic', DESKTOP);
  // A vet away from the clinic's zone (Colorado): the hours dialog writes the clinic's clock and names it.
  const vet = await signedIn(browser, server, 'vet', PHONE, { timezoneId: 'America/New_York' });
  const ahead = await booked(clinic, vet, { shiftDate: daysAhead(9), startTime: '06:15', endTime: '13:45' });
  const past = await booked(clinic, vet, { shiftDate: daysAhead(21), startTime: '06:45', endTime: '14:15' });
  written((db) =>
    db.run('UPDATE clinic_profiles SET arrival_notes = ? WHERE user_id = (SELECT clinic_id FROM shifts WHERE id = ?)', [
      'Park behind the building; ring the side door.',
      past,
    ]),
  );
  movedIntoThePast(past);
  expect(ahead).not.toBe(past);

  await vet.goto(`${server.url}/bookings`);
  // Before the shift: the whole box for the day, the notes open, "I'll be there" on offer.
  const before = vet.getByRole('article').filter({ hasText: '6:15 AM – 1:45 PM' });
  await before.getByRole('heading', { name: 'Confirmed shift' }).waitFor();
  await before.getByRole('button', { name: "I'll be there" }).waitFor();
  await before.getByText('Park behind the building; ring the side door.').waitFor();
  expect(await before.getByTestId('after-shift').count()).toBe(0);

  // After it: a compact record, no attendance button, the notes folded, the hours to submit in place.
  const after = vet.getByRole('article').filter({ hasText: '6:45 AM – 2:15 PM' });
  await after.getByTestId('worked-shift').waitFor();
  expect(await after.getByRole('heading', { name: 'Confirmed shift' }).count()).toBe(0);
  expect(await after.getByRole('button', { name: "I'll be there" }).count()).toBe(0);
  const notes = after.getByText('Park behind the building; ring the side door.');
  expect(await notes.isVisible()).toBe(false);
  await after.getByText('Arrival notes').click();
  await notes.waitFor();
  const stage = after.getByTestId('after-shift');
  await stage.getByText('Hours to submit').waitFor();
  await stage.getByRole('button', { name: 'Submit hours' }).click();

  const dialog = vet.getByRole('dialog', { name: 'Hours worked' });
  // The booked times on the clinic's clock, labelled with its zone for a reader in New York.
  await dialog.getByText(/booked 6:45 AM – 2:15 PM MST at/).waitFor();
  await dialog.getByRole('button', { name: 'Submit hours' }).click();
  await dialog.getByText(/sent [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M MST/).waitFor();
  await closed(dialog);
  await stage.getByText('Hours submitted · waiting for Front Range Animal Hospital').waitFor();

  // The clinic approves: the card hears it on the socket and offers the rating in place.
  await callInPage(clinic, 'POST', `/api/shifts/${past}/hours/approve`, {});
  await stage.getByText('Hours approved · rate Front Range Animal Hospital').waitFor({ timeout: 20_000 });
  await stage.getByRole('button', { name: 'Rate' }).click();
  await vet.getByRole('dialog', { name: 'Rate Front Range Animal Hospital' }).waitFor();
}, 120_000);
