// First look in the browser: a Denver clinic with one favourite vet posts a shift with a 24-hour
// first look → the favourite finds it on /browse (marked "First look"), another Boulder vet does
// not; the clinic opens it to everyone → the other vet finds it. Chromium against the binary.
import { Database } from 'bun:sqlite';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { registered, type RunningServer, startBoth, stopBoth } from './support';

const CLINIC = { clinicName: 'Larimer Square Vets', address: '1430 Larimer St', city: 'Denver', state: 'CO', zipCode: '80202', phone: '303-555-0101' };
const vetProfile = (lastName: string) => ({
  firstName: 'Casey',
  lastName,
  licenseNumber: 'CO-55555',
  experienceYears: 6,
  hourlyRate: 9000,
  address: '1777 Broadway',
  city: 'Boulder',
  state: 'CO',
  zipCode: '80302',
  phone: '720-555-0111',
});

describe('first look for favourites', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => void ({ server, browser } = await startBoth()));
  afterAll(() => stopBoth(server, browser));

  async function account(userType: 'clinic' | 'relief_vet', profile: Record<string, unknown>) {
    const signedIn = await registered(browser, server, { userType, profile, viewport: { width: 1280, height: 900 } });
    const me = await (await signedIn.context.request.get(`${server.url}/api/auth/user`)).json();
    return { ...signedIn, id: me.id as number };
  }

  async function browseWithin50(page: Page) {
    await page.goto(`${server.url}/browse`);
    await page.getByRole('heading', { name: 'Browse Available Shifts' }).waitFor();
    await page.locator('#filter-distance').click();
    await page.getByRole('option', { name: 'Within 50 miles', exact: true }).click();
  }

  test('the favourite sees the shift first; the other vet once the clinic opens it', async () => {
    const clinic = await account('clinic', CLINIC);
    const favourite = await account('relief_vet', vetProfile('Favourite'));
    const other = await account('relief_vet', vetProfile('Stranger'));
    // The favourites screens are built elsewhere: the clinic's favourite is written straight to the database.
    const db = new Database(join(server.dataDir, 'vetrelief.db'));
    db.run('PRAGMA busy_timeout = 5000');
    db.query('INSERT INTO favourites (owner_id, target_id) VALUES (?, ?)').run(clinic.id, favourite.id);
    db.close();

    const page = clinic.page;
    await page.goto(`${server.url}/dashboard`);
    await page.getByText('No shifts posted yet').waitFor();
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
    await dialog.getByRole('button', { name: 'Post Shift' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('list', { name: 'Posted shifts' }).getByRole('listitem').first();
    await row.getByText(/^First look until \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [AP]M$/).waitFor();

    await browseWithin50(favourite.page);
    await favourite.page.getByText('1 shift found').waitFor();
    await favourite.page.getByRole('heading', { name: CLINIC.clinicName }).waitFor();
    await favourite.page.getByText(/^First look · until /).waitFor();

    await browseWithin50(other.page);
    await other.page.getByText('No shifts available').waitFor();
    expect(await other.page.getByRole('heading', { name: CLINIC.clinicName }).count()).toBe(0);

    await row.getByRole('button', { name: 'Open to everyone now' }).click();
    await row.getByText(/^First look until/).waitFor({ state: 'detached' });
    // The next post preselects the clinic's choice of 24 hours.
    await page.getByRole('button', { name: 'Post New Shift' }).click();
    await expect(dialog.getByRole('combobox', { name: 'First look for favourites' }).textContent()).resolves.toContain('24 hours');
    await page.keyboard.press('Escape');

    await browseWithin50(other.page);
    await other.page.getByText('1 shift found').waitFor();
    await other.page.getByRole('heading', { name: CLINIC.clinicName }).waitFor();
    expect(await other.page.getByText(/^First look · until /).count()).toBe(0);
  }, 120_000);
});
