// "Download my data" through the compiled binary in Chromium: a vet on /profile clicks the button
// and gets a dated JSON file that parses and names them; once the hour's downloads are spent, the
// card shows why instead of a failed download.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { A_VET_PROFILE, DESKTOP, registered, type RunningServer, startBoth, stopBoth } from './support';

describe('Download my data', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => void ({ server, browser } = await startBoth()));
  afterAll(() => stopBoth(server, browser));

  test('the profile page downloads a JSON file of the account, then shows the limit once it is reached', async () => {
    const { page, api, email } = await registered(browser, server, { userType: 'relief_vet', viewport: DESKTOP, profile: A_VET_PROFILE });
    await page.goto(`${server.url}/profile`);
    const button = page.getByRole('button', { name: 'Download my data' });

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^vetrelief-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.version).toBe(1);
    expect(data.account.email).toBe(email);
    expect(data.profile).toMatchObject({ firstName: 'Rae', lastName: 'Kim', licenseNumber: 'CO-77' });

    // The other two of the hour's three, then the button again.
    for (let i = 0; i < 2; i++) expect((await api.get(`${server.url}/api/me/export`)).status()).toBe(200);
    await button.click();
    await page.getByRole('alert').filter({ hasText: 'You can download your data 3 times an hour' }).waitFor();
  }, 60_000);
});
