// Licences in real Chromium against the compiled binary: the vet adds a second licence on the
// profile form, the admin verifies it from the Licences tab, and the clinic sees "Licence
// verified · CA" on the vet's card in search.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, registered, type RunningServer, startServer } from './support';

const ADMIN_PASSWORD = 'e2e-licences-admin-123';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer([], { ADMIN_PASSWORD });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const DENVER = { address: '1701 Wynkoop St', city: 'Denver', state: 'CO', zipCode: '80202', phone: '303-555-0100' };
const BOULDER = { address: '1777 Broadway', city: 'Boulder', state: 'CO', zipCode: '80302', phone: '720-555-0100' };

describe('licences', () => {
  test('a vet adds a second licence, the admin verifies it, the clinic sees the badge', async () => {
    const vet = await registered(browser, server, {
      userType: 'relief_vet',
      viewport: DESKTOP,
      firstName: 'Robin',
      lastName: 'Hale',
      profile: { firstName: 'Robin', lastName: 'Hale', licenseNumber: 'CO-4242', experienceYears: 5, hourlyRate: 9000, travelRadius: 100, ...BOULDER },
    });
    await vet.page.goto(`${server.url}/profile`);
    await vet.page.getByRole('button', { name: 'Edit Profile' }).click();
    await vet.page.getByRole('button', { name: 'Add a licence' }).click();
    await vet.page.selectOption('[id="licences.1.state"]', 'CA');
    await vet.page.fill('[id="licences.1.licenceNumber"]', 'VET 77001');
    await vet.page.fill('[id="licences.1.expiresOn"]', '2030-06-30');
    await vet.page.getByRole('button', { name: 'Save Changes' }).click();
    await vet.page.getByRole('list', { name: 'Licences' }).getByText('CA · VET 77001').waitFor();
    const me = await (await vet.api.get(`${server.url}/api/auth/user`)).json();
    expect(me.profile.licences.map((licence: { state: string; status: string }) => [licence.state, licence.status])).toEqual([
      ['CO', 'unverified'],
      ['CA', 'unverified'],
    ]);

    const admin = await browser.newContext({ viewport: DESKTOP });
    const panel = await admin.newPage();
    panel.setDefaultTimeout(8000);
    await panel.goto(`${server.url}/admin`);
    await panel.locator('#adminPassword').fill(ADMIN_PASSWORD);
    await panel.getByRole('button', { name: 'Access Admin Panel' }).click();
    await panel.getByRole('tab', { name: 'Licences' }).click();
    await panel.locator('select').filter({ hasText: 'All states' }).selectOption('CA');
    const queued = panel.getByRole('list', { name: 'Licences' }).getByRole('listitem').filter({ hasText: 'VET 77001' });
    expect(await queued.getByRole('link', { name: 'CA board lookup' }).getAttribute('href')).toStartWith('https://');
    await queued.getByRole('button', { name: /^Verify CA licence/ }).click();
    await panel.locator('#licence-note').fill('Checked on the board register');
    await panel.getByRole('button', { name: 'Verify licence' }).click();
    await panel.getByText('No licences waiting').waitFor();

    const clinic = await registered(browser, server, {
      userType: 'clinic',
      viewport: DESKTOP,
      profile: { clinicName: 'Wynkoop Animal Clinic', ...DENVER },
    });
    await clinic.page.goto(`${server.url}/browse`);
    const card = clinic.page.getByRole('article', { name: 'Dr. Robin Hale' });
    await card.getByText('Licence verified · CA').waitFor();
    expect(await card.getByText('Licence verified · CO').count()).toBe(0);
    await Promise.all([vet.context.close(), admin.close(), clinic.context.close()]);
  }, 120_000);
});
