// Instant booking in real Chromium against the compiled binary (issue 23): a clinic's favourite
// vet (the favourite written to the database, as favouriting is another screen's) sees Book now
// on a shift offering instant booking to favourites, confirms in the dialog (with the licence
// warning: its only licence has expired; View Clinic says it may book there) and is booked with one click — the card says Booked, the
// clinic's /bookings shows "Booked instantly" live, without a reload, and so does the vet's. A vet
// the clinic has not favourited sees Apply Now on the same kind of shift, and no Book now.
import { Database } from 'bun:sqlite';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { type Account, DESKTOP, daysAhead, launchBrowser, PHONE, type RunningServer, registered, startServer } from './support';

const DENVER = { address: '1550 Larimer St', city: 'Denver', state: 'CO', zipCode: '80202', phone: '303-555-0100' };
const BOULDER = { address: '2100 Pearl St', city: 'Boulder', state: 'CO', zipCode: '80302', phone: '720-555-0100' };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

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

async function idOf(account: Account): Promise<number> {
  return (await (await account.api.get(`${server.url}/api/auth/user`)).json()).id;
}

const vetProfile = (lastName: string) => ({
  firstName: 'Robin',
  lastName,
  licenseNumber: 'CO-4242',
  experienceYears: 5,
  hourlyRate: 9000,
  travelRadius: 100,
  ...BOULDER,
});

test('a favourite books with one click and the clinic sees it live; a vet who is no favourite sees Apply', async () => {
  const clinic = await registered(browser, server, { userType: 'clinic', viewport: DESKTOP, profile: { clinicName: 'Wynkoop Animal Clinic', ...DENVER } });
  const favourite = await registered(browser, server, { userType: 'relief_vet', viewport: PHONE, profile: vetProfile('Hale') });
  const stranger = await registered(browser, server, { userType: 'relief_vet', viewport: DESKTOP, profile: vetProfile('Quinn') });
  // Pages wait up to 20 s for what they look for: the machine running these is often busy.
  for (const account of [clinic, favourite, stranger]) account.context.setDefaultTimeout(20_000);
  const [clinicId, favouriteId] = [await idOf(clinic), await idOf(favourite)];
  inDatabase((db) => {
    db.run('INSERT INTO favourites (owner_id, target_id, created_at) VALUES (?, ?, ?)', [clinicId, favouriteId, Date.now()]);
    // The favourite's only licence has expired: the dialog warns, and still books.
    db.run("UPDATE vet_licences SET expires_on = '2020-01-31' WHERE vet_id = ?", [favouriteId]);
  });
  const shiftDate = daysAhead(12);
  const posted = await clinic.api.post(`${server.url}/api/shifts`, {
    data: {
      shiftDate,
      startTime: '08:00',
      endTime: '18:00',
      hourlyRate: 9500,
      shiftType: 'regular_day',
      practiceTypes: ['small_animal'],
      instantBooking: 'favourites',
    },
  });
  expect(posted.status()).toBe(201);

  // The clinic waits on /bookings; nothing there yet.
  await clinic.page.goto(`${server.url}/bookings`);
  await clinic.page.getByRole('heading', { name: 'Booking Management', level: 1 }).waitFor();

  // Not a favourite: the shift shows with Apply Now and no Book now.
  await stranger.page.goto(`${server.url}/browse`);
  const strangerCard = stranger.page.getByRole('article', { name: /^Shift on / });
  await strangerCard.getByRole('button', { name: 'Apply Now' }).waitFor();
  expect(await strangerCard.getByRole('button', { name: 'Book now' }).count()).toBe(0);

  // The favourite: Book now, the confirmation with the shift and the warning, one click.
  await favourite.page.goto(`${server.url}/browse`);
  // View Clinic says so too.
  await favourite.page.getByRole('button', { name: 'View Clinic' }).click();
  const clinicDialog = favourite.page.getByRole('dialog', { name: 'Wynkoop Animal Clinic' });
  await clinicDialog.getByText('You can book 1 of its shifts at once with Book now.').waitFor();
  await clinicDialog.getByRole('button', { name: 'Close' }).click();
  await clinicDialog.waitFor({ state: 'detached' });
  const card = favourite.page.getByRole('article', { name: /^Shift on / });
  await card.getByRole('button', { name: 'Book now' }).click();
  const dialog = favourite.page.getByRole('dialog', { name: 'Book this shift now' });
  await dialog.getByText('Wynkoop Animal Clinic').waitFor();
  expect(await dialog.textContent()).toContain('8:00 AM – 6:00 PM (10 h)');
  expect(await dialog.textContent()).toContain('$95/hr · $950 for the shift');
  expect(await dialog.getByTestId('licence-warning').textContent()).toContain('no licence on file for CO');
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await dialog.waitFor({ state: 'detached' });
  await card.getByRole('button', { name: 'Booked' }).waitFor();
  expect(await card.getByRole('button', { name: 'Book now' }).count()).toBe(0);

  // The clinic's page, untouched since it opened, shows the booking (the live socket).
  const booking = clinic.page.getByRole('article').filter({ hasText: 'Booked instantly' });
  await booking.getByText('Dr. Robin Hale').waitFor({ timeout: 15_000 });
  await booking.getByText('Accepted', { exact: true }).waitFor();

  // And the vet's bookings list has it too.
  await card.getByRole('link', { name: 'See it in your bookings' }).click();
  await favourite.page.getByRole('article').filter({ hasText: 'Booked instantly' }).getByRole('heading', { name: 'Wynkoop Animal Clinic' }).waitFor();

  // The clinic was e-mailed.
  const subjects: string[] = [];
  inDatabase((db) => {
    for (const row of db.query<{ subject: string }, []>('SELECT subject FROM email_outbox ORDER BY id').all()) subjects.push(row.subject);
  });
  expect(subjects.some((subject) => subject.startsWith('Dr. Robin Hale booked your shift on'))).toBe(true);
}, 120_000);
