// From "signed up" to "allowed in": the access gate, the profile form with address
// autocomplete, and subscribing with billing off — in Chromium against the compiled binary.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { registered as newAccount, type RunningServer, startBoth, stopBoth } from './support';

describe('onboarding', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => void ({ server, browser } = await startBoth()));
  afterAll(() => stopBoth(server, browser));

  async function registered(userType: 'clinic' | 'relief_vet', email: string): Promise<Page> {
    const viewport = { width: 1280, height: 900 };
    const { page } = await newAccount(browser, server, { userType, viewport, email, password: 'onboard-pass', firstName: 'Olive', lastName: 'Park' });
    await page.goto(`${server.url}/dashboard`);
    return page;
  }

  const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

  async function fillAddress(page: Page) {
    await page.fill('#address', 'Boul');
    // The suggestions' list: the form's selects (licence state, address state) hold options too.
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // Choosing a suggestion fetches its details, then fills the fields.
    await page.waitForFunction(() => (document.querySelector('#city') as HTMLInputElement | null)?.value !== '');
    await expect(page.inputValue('#city')).resolves.toBe('Boulder');
    await expect(page.inputValue('#state')).resolves.toBe('CO');
    // Issue 19: a city with several ZIP codes no longer fills in its first one; the user types theirs.
    await expect(page.inputValue('#zipCode')).resolves.toBe('');
    await page.getByText('Boulder, CO has several ZIP codes: type yours.').waitFor();
    await page.fill('#zipCode', '80302');
    await page.fill('#address', '2100 Pearl St');
    await page.keyboard.press('Escape');
  }

  test('clinic: blocked nav → profile with autocomplete → subscribe (billing off) → nav unlocked', async () => {
    const page = await registered('clinic', 'olive@clinic.example');
    const browse = mainNav(page).getByRole('button', { name: /Browse/ });
    await browse.waitFor();
    expect(await browse.getAttribute('aria-disabled')).toBe('true');
    await browse.hover();
    await page.getByRole('tooltip').filter({ hasText: 'Complete profile first' }).first().waitFor();
    // aria-disabled, yet a click is how a user is sent to the profile.
    await browse.click({ force: true });
    await page.waitForURL('**/profile');

    await page.fill('#clinicName', 'Pearl Street Animal Clinic');
    await fillAddress(page);
    await page.fill('#phone', '303-555-0111');
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.waitForURL('**/dashboard');

    const blocked = mainNav(page).getByRole('button', { name: /Browse/ });
    await blocked.hover();
    await page.getByRole('tooltip').filter({ hasText: 'Subscription required' }).first().waitFor();

    await page.goto(`${server.url}/subscription`);
    await page.getByRole('button', { name: 'Subscribe' }).first().click();
    // Billing off: no Payment step, the plan is activated without charge (issue 19).
    await page.getByRole('button', { name: 'Activate Without Charge' }).click();
    await page.getByText('Subscription Active').first().waitFor();
    // The page reloads after 1.5 s with the subscription in force.
    await mainNav(page)
      .getByRole('link', { name: /Browse/ })
      .waitFor({ timeout: 10_000 });
    const me = await (await page.request.get(`${server.url}/api/auth/user`)).json();
    expect(me.access).toBe('ok');
    expect(me.profile.clinicName).toBe('Pearl Street Animal Clinic');
    expect(me.profile.located).toBe(true);
  }, 120_000);

  test('vet: blocked → profile → unlocked, at phone width', async () => {
    const page = await registered('relief_vet', 'olive@vet.example');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${server.url}/profile`);
    await page.fill('#firstName', 'Olive');
    await page.fill('#lastName', 'Park');
    // The first licence row: the state and number (a new profile needs at least one).
    await page.selectOption('[id="licences.0.state"]', 'CO');
    await page.fill('[id="licences.0.licenceNumber"]', 'CO-55555');
    await page.fill('#experienceYears', '7');
    await page.fill('#hourlyRate', '95');
    await fillAddress(page);
    await page.fill('#phone', '720-555-0199');
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.waitForURL('**/dashboard');
    const me = await (await page.request.get(`${server.url}/api/auth/user`)).json();
    expect(me.access).toBe('ok');
    expect(me.profile).toMatchObject({ hourlyRate: 9500, yearsExperience: 7, city: 'Boulder', licenseNumber: 'CO-55555' });
    expect(me.profile.licences).toMatchObject([{ state: 'CO', licenceNumber: 'CO-55555', expiresOn: null, status: 'unverified' }]);
  }, 60_000);
});
