// Issue 19 "Checks on what people type", in Chromium against the compiled binary: the profile
// form refuses a bad phone, state and ZIP with a message under each field (desktop); a profile
// saved before the checks is flagged, nudged from the dashboard and fixed (phone); the offline
// address lookup says what it does and never replaces a ZIP the user typed (desktop and phone).
import { Database } from 'bun:sqlite';
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, registered as newAccount, type RunningServer, startBoth, stopBoth, type Viewport } from './support';

describe('checks on what people type', () => {
  let server: RunningServer;
  let browser: Browser;
  let count = 0;

  beforeAll(async () => void ({ server, browser } = await startBoth()));
  afterAll(() => stopBoth(server, browser));

  async function registered(userType: 'clinic' | 'relief_vet', viewport: Viewport): Promise<Page> {
    const email = `checks${++count}@example.com`;
    return (await newAccount(browser, server, { userType, viewport, email, password: 'checks-pass', firstName: 'Rae', lastName: 'Kim' })).page;
  }

  const me = async (page: Page) => (await page.request.get(`${server.url}/api/auth/user`)).json();
  const errorOf = (page: Page, id: string) => page.locator(`#${id}-error`);

  test('the clinic form refuses "abc", no state and "8020" with a message under each field, then saves the fix in E.164 (desktop)', async () => {
    const page = await registered('clinic', DESKTOP);
    await page.goto(`${server.url}/profile`);
    await page.fill('#clinicName', 'Pearl Street Animal Clinic');
    await page.fill('#address', '2100 Pearl St');
    await page.keyboard.press('Escape');
    await page.fill('#city', 'Boulder');
    await page.fill('#zipCode', '8020');
    await page.fill('#phone', 'abc');
    await page.getByRole('button', { name: 'Create Profile' }).click();

    await expect(errorOf(page, 'phone').textContent()).resolves.toBe('Enter a US phone number with area code, e.g. (303) 555-0100');
    await expect(errorOf(page, 'state').textContent()).resolves.toBe('Choose a state');
    await expect(errorOf(page, 'zipCode').textContent()).resolves.toBe('Enter a 5-digit ZIP code (or ZIP+4, e.g. 80302-1234)');
    for (const id of ['phone', 'state', 'zipCode']) expect(await page.getAttribute(`#${id}`, 'aria-invalid')).toBe('true');
    // The fields that were right say nothing, and no blanket message is repeated anywhere.
    expect(await errorOf(page, 'city').count()).toBe(0);
    expect(await errorOf(page, 'address').count()).toBe(0);
    expect(await page.getByText('Please fill in all required fields').count()).toBe(0);
    expect((await me(page)).profile).toBeNull();

    // The state is a list, never free text.
    const states = await page.locator('#state option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(states).toContain('CO');
    expect(states).toContain('PR');
    expect(states).not.toContain('Colorado');
    await page.selectOption('#state', 'CO');
    await page.fill('#zipCode', '80302');
    await page.fill('#phone', '+1 303 555 0100');
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.waitForURL('**/dashboard');
    expect((await me(page)).profile).toMatchObject({ phone: '+13035550100', state: 'CO', zipCode: '80302', fieldsToFix: null });
    // Shown as people write it on the dashboard's clinic card.
    await page.getByText('(303) 555-0100').first().waitFor();
  });

  test('a profile saved before the checks: nudged from the dashboard, banner and highlighted fields, fixed by a valid save (phone)', async () => {
    const page = await registered('relief_vet', PHONE);
    const created = await page.request.post(`${server.url}/api/vet-profiles`, {
      data: {
        firstName: 'Rae',
        lastName: 'Kim',
        licenseNumber: 'CO-777',
        experienceYears: 6,
        hourlyRate: 9000,
        address: '55 Elm St',
        city: 'Denver',
        state: 'CO',
        zipCode: '80202',
        phone: '720-555-0199',
      },
    });
    expect(created.status()).toBe(201);
    // What migration 0019 leaves on a row saved before the checks.
    const db = new Database(join(server.dataDir, 'vetrelief.db'));
    db.run(
      `UPDATE vet_profiles SET phone = 'abc', state = 'Colorado', zip_code = '8020', fields_to_fix = '["phone","state","zipCode"]' WHERE license_number = 'CO-777'`,
    );
    db.close();

    await page.goto(`${server.url}/dashboard`);
    const nudge = page.getByRole('status').filter({ hasText: 'Your profile needs a fix: phone number, state, ZIP code.' });
    await nudge.waitFor();
    await nudge.getByRole('link', { name: 'Fix your profile' }).click();
    await page.waitForURL('**/profile');

    await page.getByRole('alert').filter({ hasText: 'Please fix: phone number, state, ZIP code' }).waitFor();
    await expect(errorOf(page, 'phone').textContent()).resolves.toBe('Enter a US phone number with area code, e.g. (303) 555-0100');
    await expect(errorOf(page, 'state').textContent()).resolves.toBe('Saved as "Colorado": choose a state from the list');
    await expect(errorOf(page, 'zipCode').textContent()).resolves.toBe('Enter a 5-digit ZIP code (or ZIP+4, e.g. 80302-1234)');
    expect(await page.inputValue('#phone')).toBe('abc');
    expect(await page.getAttribute('#state', 'aria-invalid')).toBe('true');
    // Not on the profile page itself: the banner says it there.
    expect(await page.getByText('Your profile needs a fix').count()).toBe(0);

    await page.selectOption('#state', 'CO');
    await page.fill('#zipCode', '80202');
    await page.fill('#phone', '(720) 555-0199');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor();
    expect(await page.getByText('Please fix:').count()).toBe(0);
    expect((await me(page)).profile).toMatchObject({ fieldsToFix: null, phone: '+17205550199', state: 'CO', zipCode: '80202' });
    const call = page.getByRole('link', { name: '(720) 555-0199' });
    expect(await call.getAttribute('href')).toBe('tel:+17205550199');
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Relief Veterinarian Dashboard' }).waitFor();
    expect(await page.getByText('Your profile needs a fix').count()).toBe(0);
  });

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`the offline lookup says "type your city or ZIP", fills city and state, and keeps a typed ZIP (${name})`, async () => {
      const page = await registered('clinic', viewport);
      await page.goto(`${server.url}/profile`);
      await page.getByText('Type your city or ZIP code and pick a suggestion to fill in the city, state and ZIP.').waitFor();

      // A street alone finds nothing offline, and the message says why.
      await page.fill('#address', '1200 Pearl St');
      await page.getByText('No city or ZIP code matches. Streets are not looked up').waitFor();

      // The ZIP typed first stays when a city with many ZIP codes is picked.
      await page.fill('#zipCode', '80305');
      await page.fill('#address', '2100 Pearl St, Boulder');
      await page.getByRole('option', { name: /^Boulder, CO/ }).click();
      await page.waitForFunction(() => (document.querySelector('#city') as HTMLInputElement).value === 'Boulder');
      expect(await page.inputValue('#state')).toBe('CO');
      expect(await page.inputValue('#zipCode')).toBe('80305');
      expect(await page.inputValue('#address')).toBe('2100 Pearl St');
      await page.getByText('Check that 80305 is a ZIP code in Boulder, CO.').waitFor();

      // With no ZIP typed, picking the city picks no ZIP for the user either.
      await page.fill('#zipCode', '');
      await page.fill('#address', 'Denver');
      await page.getByRole('option', { name: /^Denver, CO/ }).click();
      await page.getByText('Denver, CO has several ZIP codes: type yours.').waitFor();
      expect(await page.inputValue('#city')).toBe('Denver');
      expect(await page.inputValue('#zipCode')).toBe('');

      // A ZIP chosen from the suggestions fills the ZIP (nothing typed there now).
      await page.fill('#address', '80202');
      await page.getByRole('option', { name: /80202/ }).click();
      await page.waitForFunction(() => (document.querySelector('#zipCode') as HTMLInputElement).value === '80202');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
