// Post shifts and find them: a Denver clinic posts three dates through the Post New Shift
// dialog, and a Boulder vet (about 24 miles away) finds them on /browse within 50 miles but
// not within 10 — in Chromium against the compiled binary.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { registered, type RunningServer, startBoth, stopBoth } from './support';

describe('shifts and browse', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => void ({ server, browser } = await startBoth()));
  afterAll(() => stopBoth(server, browser));

  /** A signed-in context for a new account with its profile (and, for a clinic, a subscription). */
  async function account(userType: 'clinic' | 'relief_vet', profile: Record<string, unknown>, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
    const { context, page } = await registered(browser, server, { userType, profile, viewport: { width, height: 900 } });
    const me = await (await context.request.get(`${server.url}/api/auth/user`)).json();
    expect(me.access).toBe('ok');
    expect(me.profile.located).toBe(true);
    return { context, page };
  }

  async function chooseDistance(page: Page, label: string) {
    await page.locator('#filter-distance').click();
    await page.getByRole('option', { name: label, exact: true }).click();
  }

  test('a clinic posts 3 dates; a vet 24 miles away finds them within 50 miles, not within 10', async () => {
    const clinic = await account('clinic', {
      clinicName: 'Union Station Animal Clinic',
      address: '1701 Wynkoop St',
      city: 'Denver',
      state: 'CO',
      zipCode: '80202',
      phone: '303-555-0100',
    });
    await clinic.page.goto(`${server.url}/dashboard`);
    await clinic.page.getByText('No shifts posted yet').waitFor();
    await clinic.page.getByRole('button', { name: 'Post New Shift' }).click();
    const dialog = clinic.page.getByRole('dialog', { name: 'Post New Shift' });
    // Three months ahead, every day of the first month shown is in the future.
    await dialog.getByRole('button', { name: 'Next 3 months' }).click();
    const month = dialog.getByRole('grid').first();
    for (const day of ['10th', '12th', '15th']) await month.getByRole('button', { name: new RegExp(`\\b${day},`) }).click();
    await expect(dialog.getByRole('list', { name: 'Selected dates' }).getByRole('listitem').count()).resolves.toBe(3);
    await dialog.getByRole('button', { name: 'Post 3 Shifts' }).click();
    await dialog.waitFor({ state: 'detached' });

    const rows = clinic.page.getByRole('list', { name: 'Posted shifts' }).getByRole('listitem');
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    await expect(rows.first().textContent()).resolves.toContain('$75/hr');
    const posted = await (await clinic.context.request.get(`${server.url}/api/shifts`)).json();
    expect(posted.map((shift: { shiftDate: string }) => shift.shiftDate.slice(8))).toEqual(['10', '12', '15']);
    expect(posted[0]).toMatchObject({ startTime: '08:00', endTime: '18:00', hourlyRate: 7500, shiftType: 'regular_day', practiceTypes: ['small_animal'] });
    await clinic.context.close();

    const vet = await account(
      'relief_vet',
      {
        firstName: 'Casey',
        lastName: 'Morgan',
        licenseNumber: 'CO-77777',
        experienceYears: 6,
        hourlyRate: 9000,
        address: '1777 Broadway',
        city: 'Boulder',
        state: 'CO',
        zipCode: '80302',
        phone: '720-555-0100',
      },
      375,
    );
    await vet.page.goto(`${server.url}/browse`);
    await vet.page.getByRole('heading', { name: 'Browse Available Shifts' }).waitFor();
    await chooseDistance(vet.page, 'Within 50 miles');
    await vet.page.getByText('3 shifts found').waitFor();
    await vet.page.getByRole('heading', { name: 'Union Station Animal Clinic' }).waitFor();
    expect(await vet.page.getByRole('button', { name: 'Apply Now' }).count()).toBe(3);

    await chooseDistance(vet.page, 'Within 10 miles');
    await vet.page.getByText('No shifts available').waitFor();
    await vet.page.getByText('0 shifts found').waitFor();
    await vet.context.close();
  });
});
