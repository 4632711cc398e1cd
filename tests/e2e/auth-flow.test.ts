// Browser tests of the sign-in screens, in Debian's Chromium against the compiled binary.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, type Mailbox, newPage as blankPage, startMailbox, startServer, type RunningServer, type Viewport } from './support';

describe('sign-in screens', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer([], { SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, EMAIL_POLL_SECONDS: '1' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  /** Playwright's own 30 s waits, as this file always had. */
  const newPage = (viewport: Viewport = DESKTOP) => blankPage(browser, viewport, { timeoutMs: 30_000 });
  const SMALL_PHONE = { width: 375, height: 812 };

  test('register a clinic on /register, land on the dashboard, sign out, sign in on /auth', async () => {
    const page = await newPage(SMALL_PHONE);
    await page.goto(`${server.url}/register`);
    // The account type has no default since issue 19: it is chosen first.
    await page.getByRole('radio', { name: /Veterinary Clinic/ }).click();
    await page.fill('#firstName', 'Maya');
    await page.fill('#lastName', 'Chen');
    await page.fill('#email', 'maya@harborvet.example');
    await page.fill('#password', 'harbor-pass-1');
    await page.getByRole('button', { name: /register|create/i }).click();
    await page.waitForURL('**/dashboard');
    // The signed-in frame arrives as its own chunk: wait for it to show the user.
    await page.getByText('Maya Chen').first().waitFor({ state: 'visible' });
    await page.getByText('Clinic Dashboard').first().waitFor();

    await page.goto(`${server.url}/api/logout`);
    await page.waitForURL(`${server.url}/`);
    expect((await page.request.get(`${server.url}/api/auth/user`)).status()).toBe(401);

    const desktop = await newPage();
    await desktop.goto(`${server.url}/auth`);
    await desktop.fill('#email', 'maya@harborvet.example');
    await desktop.fill('#password', 'harbor-pass-1');
    await desktop.getByRole('button', { name: /^(login|log in|sign in)$/i }).click();
    await desktop.waitForURL('**/dashboard');
    await desktop.getByText('Clinic Dashboard').first().waitFor();
  });

  test('a wrong password on /auth shows the failure inline, under the fields (issue 19: no longer a toast)', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/auth`);
    await page.fill('#email', 'nobody@example.com');
    await page.fill('#password', 'wrong-password');
    await page.getByRole('button', { name: /^(login|log in|sign in)$/i }).click();
    await page.getByRole('tabpanel').getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
  });

  test('forgot password → e-mail → reset → sign in with the new password', async () => {
    const register = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sam@relief.example', password: 'old-password', firstName: 'Sam', lastName: 'Ortiz', userType: 'relief_vet' }),
    });
    expect(register.status).toBe(201);

    const page = await newPage();
    await page.goto(`${server.url}/forgot-password`);
    await page.fill('#email', 'sam@relief.example');
    await page.getByRole('button', { name: /send|reset/i }).click();
    await page.getByText('Check Your Email').waitFor();

    const link = await mailbox.link('sam@relief.example', /https?:\/\/[^\s"<]+\/reset-password\?token=[A-Za-z0-9_-]+/);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await page.fill('#newPassword', 'brand-new-password');
    await page.fill('#confirmPassword', 'brand-new-password');
    await page.getByRole('button', { name: /reset/i }).click();
    await page.getByText('Password Reset Successful').waitFor();
    await page.waitForURL('**/quick-login', { timeout: 6000 });

    await page.fill('#email', 'sam@relief.example');
    await page.fill('#password', 'brand-new-password');
    await page.getByRole('button', { name: /^(login|log in|sign in)$/i }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Relief Veterinarian Dashboard').first().waitFor();
  });

  test('reset page without a token explains the link is invalid', async () => {
    const page = await newPage(SMALL_PHONE);
    await page.goto(`${server.url}/reset-password`);
    await page.getByText('Invalid Reset Link').waitFor();
  });

  test('a bad or used reset link says so before asking for a password, and offers a new one', async () => {
    const page = await newPage(SMALL_PHONE);
    await page.goto(`${server.url}/reset-password?token=not-a-real-token`);
    await page.getByText('Invalid Reset Link').waitFor();
    expect(await page.locator('#newPassword').count()).toBe(0);
    await page.getByRole('button', { name: 'Request a New Link' }).click();
    await page.waitForURL('**/forgot-password');
  });

  test("the login tab links to 'Forgot password?'", async () => {
    const page = await newPage(SMALL_PHONE);
    await page.goto(`${server.url}/auth`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
  });

  test('unknown paths show the 404 page, and Go to Dashboard leads home', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/no/such/page`);
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByText("The page you're looking for doesn't exist or may have been moved.").waitFor();
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(`${server.url}/`);
  });

  test('signed out, /browse shows the landing page', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/browse`);
    await page
      .getByRole('link', { name: /get started/i })
      .first()
      .or(page.getByRole('button', { name: /get started/i }).first())
      .waitFor();
    expect(page.url()).toBe(`${server.url}/browse`);
  });
});
