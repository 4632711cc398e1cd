// The trusted network end to end, in Chromium against the binary: after a completed shift the
// clinic adds the vet to its favourites from the rating step, then posts a shift with a 24-hour
// first look and instant booking for favourites. The favourite (on a phone) finds it, marked
// "First look", and books it with one click; the clinic's open /bookings shows it live; a vet who
// is not a favourite never sees the shift.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { completedShift, DESKTOP, daysAhead, PHONE, type Party, registered, type RunningServer, startBoth, stopBoth, type Viewport } from './support';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => void ({ server, browser } = await startBoth()));
afterAll(() => stopBoth(server, browser));

const CLINIC = { clinicName: 'Cherry Creek Animal Hospital', address: '1550 Larimer St', city: 'Denver', state: 'CO', zipCode: '80202', phone: '303-555-0100' };
const vetProfile = (lastName: string) => ({
  firstName: 'Robin',
  lastName,
  licenseNumber: 'CO-4242',
  experienceYears: 5,
  hourlyRate: 9000,
  travelRadius: 100,
  address: '2100 Pearl St',
  city: 'Boulder',
  state: 'CO',
  zipCode: '80302',
  phone: '720-555-0100',
});

async function account(userType: 'clinic' | 'relief_vet', profile: Record<string, unknown>, viewport: Viewport): Promise<Party> {
  const { context, page, api } = await registered(browser, server, { userType, profile, viewport });
  // Pages wait up to 20 s for what they look for: the machines running these are often busy.
  context.setDefaultTimeout(20_000);
  const me = await (await api.get(`${server.url}/api/auth/user`)).json();
  return { page, api, id: me.id };
}

async function browseWithin50(page: Page): Promise<void> {
  await page.goto(`${server.url}/browse`);
  await page.getByRole('heading', { name: 'Browse Available Shifts' }).waitFor();
  await page.locator('#filter-distance').click();
  await page.getByRole('option', { name: 'Within 50 miles', exact: true }).click();
}

test('favourite after a completed shift → first look and Book now for that vet only', async () => {
  const clinic = await account('clinic', CLINIC, DESKTOP);
  const favourite = await account('relief_vet', vetProfile('Hale'), PHONE);
  const stranger = await account('relief_vet', vetProfile('Quinn'), DESKTOP);
  await completedShift(server, clinic, favourite, daysAhead(3));

  // The rating step after approved hours offers the star.
  const page = clinic.page;
  await page.goto(`${server.url}/bookings`);
  await page.getByTestId('to-do-item').filter({ hasText: 'Rate Dr. Robin Hale' }).getByRole('button').click();
  const rating = page.getByRole('dialog', { name: 'Rate Dr. Robin Hale' });
  await rating.getByRole('button', { name: 'Add to favourites' }).click();
  await rating.getByText('Dr. Robin Hale is in your favourites.').waitFor();
  await page.keyboard.press('Escape');
  await rating.waitFor({ state: 'detached' });

  // Post with a 24-hour first look and instant booking for favourites.
  await page.goto(`${server.url}/dashboard`);
  await page.getByRole('button', { name: 'Post New Shift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post New Shift' });
  await dialog.getByRole('button', { name: 'Next 3 months' }).click();
  await dialog
    .getByRole('grid')
    .first()
    .getByRole('button', { name: /\b10th,/ })
    .click();
  await dialog.getByRole('combobox', { name: 'First look for favourites' }).click();
  await page.getByRole('option', { name: '24 hours', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Instant booking' }).click();
  await page.getByRole('option', { name: 'Favourites', exact: true }).click();
  await dialog.getByRole('button', { name: 'Post Shift' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByRole('list', { name: 'Posted shifts' })
    .getByText(/^First look until /)
    .waitFor();

  // The clinic waits on /bookings for the booking to arrive live.
  await page.goto(`${server.url}/bookings`);
  await page.getByRole('heading', { name: 'Booking Management', level: 1 }).waitFor();

  // Not a favourite: nothing to see while the first look lasts.
  await browseWithin50(stranger.page);
  await stranger.page.getByText('No shifts available').waitFor();
  expect(await stranger.page.getByRole('heading', { name: CLINIC.clinicName }).count()).toBe(0);

  // The favourite: the shift, marked first look, and Book now → one confirmation → booked.
  await browseWithin50(favourite.page);
  const card = favourite.page.getByRole('article', { name: /^Shift on / });
  await card.getByText(/^First look · until /).waitFor();
  await card.getByRole('button', { name: 'Book now' }).click();
  const confirm = favourite.page.getByRole('dialog', { name: 'Book this shift now' });
  await confirm.getByText(CLINIC.clinicName).waitFor();
  await confirm.getByRole('button', { name: 'Confirm booking' }).click();
  await confirm.waitFor({ state: 'detached' });
  await card.getByRole('button', { name: 'Booked' }).waitFor();

  // The clinic's page, open since before, shows the instant booking without a reload.
  const booking = page.getByRole('article').filter({ hasText: 'Booked instantly' });
  await booking.getByText('Dr. Robin Hale').waitFor();

  // And the stranger still finds nothing: the shift is booked, and was never theirs to see.
  await browseWithin50(stranger.page);
  await stranger.page.getByText('No shifts available').waitFor();
}, 150_000);
