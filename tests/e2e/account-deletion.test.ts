// "Delete my account" in Debian's Chromium against the compiled binary: the danger zone at the
// bottom of /profile, the dialog that says what happens and asks for the password, then signed
// out on the landing page with a notice; signing in again within 30 days restores the account
// and says so once.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, type RunningServer, registered, startServer } from './support';

const PASSWORD = 'e2e-pass-1';
const BOULDER = { address: '1777 Broadway', city: 'Boulder', state: 'CO', zipCode: '80302', phone: '720-555-0100' };

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

test('delete my account → signed out on the landing page with a notice → signing in again restores it, with a notice', async () => {
  const { page, email, context } = await registered(browser, server, {
    userType: 'relief_vet',
    viewport: DESKTOP,
    profile: { firstName: 'Robin', lastName: 'Hale', licenseNumber: 'CO-4242', experienceYears: 5, hourlyRate: 9000, ...BOULDER },
  });
  await page.goto(`${server.url}/profile`);
  await page.getByRole('heading', { name: 'Danger zone' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Delete my account' }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain('After 30 days your personal data is erased');
  expect(await dialog.textContent()).toContain('Signing in before then restores your account');
  // A wrong password is refused in the dialog, and nothing happens.
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('alert').filter({ hasText: 'Your current password is incorrect' }).waitFor();

  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByText('Your account has been deleted', { exact: true }).waitFor();
  await page.waitForURL(`${server.url}/`);
  expect(await page.getByText(/erased in 30 days/).count()).toBeGreaterThan(0);
  expect((await page.request.get(`${server.url}/api/auth/user`)).status()).toBe(401);
  expect((await context.cookies()).some((cookie) => cookie.name === 'vetrelief.sid')).toBe(false);

  const again = await newPage(browser, DESKTOP);
  await again.goto(`${server.url}/login`);
  await again.fill('#email', email);
  await again.fill('#password', PASSWORD);
  await again.getByRole('button', { name: 'Sign In' }).click();
  await again.getByText('Your account has been restored', { exact: true }).waitFor();
  await again.waitForURL(`${server.url}/dashboard`);
  expect((await again.request.get(`${server.url}/api/auth/user`)).status()).toBe(200);

  await context.close();
  await again.context().close();
}, 120_000);
