// Sign-up and account settings (issue 19), in Debian's Chromium against the compiled binary, with
// a real SMTP server: the one sign-up form (account type first, no default), referral links,
// inline sign-in errors, changing the password and the e-mail, the must-change screen of a
// too-short password, and axe on every auth page at phone and desktop widths.
import { Database } from 'bun:sqlite';
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  axeViolations,
  DESKTOP,
  launchBrowser,
  type Mailbox,
  newPage as blankPage,
  overflowWidth,
  PHONE,
  type RunningServer,
  registered,
  startMailbox,
  startServer,
  type Viewport,
  VIEWPORTS,
} from './support';
const PASSWORD = 'harbor-pass-1';

let server: RunningServer;
let browser: Browser;
let mailbox: Mailbox;
let accounts = 0;

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

const newPage = (viewport: Viewport) => blankPage(browser, viewport);

/** A fresh address for each account a test makes. */
const freshEmail = (name: string) => `${name}-${++accounts}@account.example`;

/** A context signed in to a new vet account made through the API; answers it and the e-mail. */
async function signedInContext(viewport: Viewport, name: string, bypassCSP = false) {
  const account = { userType: 'relief_vet', viewport, email: freshEmail(name), password: PASSWORD, firstName: 'Robin', lastName: 'Hale', bypassCSP } as const;
  const { context, page, email } = await registered(browser, server, account);
  await page.close();
  return { context, email };
}

async function currentUser(page: Page) {
  const response = await page.request.get(`${server.url}/api/auth/user`);
  return response.status() === 200 ? response.json() : null;
}

describe('the one sign-up form', () => {
  test('Register opens it; the account type comes first with nothing chosen, and sending without one says so inline', async () => {
    for (const viewport of VIEWPORTS) {
      const page = await newPage(viewport);
      await page.goto(`${server.url}/landing`);
      await page.getByRole('link', { name: 'Register', exact: true }).click();
      await page.waitForURL('**/register');
      await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();

      const radios = page.getByRole('radiogroup').getByRole('radio');
      expect(await radios.count()).toBe(2);
      expect(await radios.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-checked')))).toEqual(['false', 'false']);

      const email = freshEmail('nochoice');
      await page.fill('#firstName', 'Sam');
      await page.fill('#lastName', 'Ortiz');
      await page.fill('#email', email);
      await page.fill('#password', PASSWORD);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Please select an account type').waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('radio');
      expect(await page.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
      // Nothing was created: the address cannot sign in.
      const probe = await page.request.post(`${server.url}/api/login`, { data: { email, password: PASSWORD } });
      expect(probe.status()).toBe(401);

      await page.getByRole('radio', { name: /Relief Veterinarian/ }).click();
      await page.getByText('Please select an account type').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Create Veterinarian Account' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByText('Relief Veterinarian Dashboard').first().waitFor();
      expect(await currentUser(page)).toMatchObject({ email, userType: 'relief_vet' });
      await page.context().close();
    }
  });

  test('every Get Started and Register button of the landing page leads to it', async () => {
    const page = await newPage(DESKTOP);
    await page.goto(`${server.url}/landing`);
    const targets = await page.getByRole('link', { name: /get started|register/i }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(targets.length).toBeGreaterThanOrEqual(3);
    expect(new Set(targets)).toEqual(new Set(['/register']));
    await page.context().close();
  });

  test('a referral link opens it with the code filled in, and the sign-up keeps the code', async () => {
    // The link the referral card shares: {origin}/quick-login?ref={code}.
    const phone = await newPage(PHONE);
    await phone.goto(`${server.url}/quick-login?ref=FRIEND26`);
    await phone.waitForURL('**/register?ref=FRIEND26');
    expect(await phone.inputValue('#referralCode')).toBe('FRIEND26');
    await phone.getByRole('radio', { name: /Veterinary Clinic/ }).click();
    await phone.fill('#firstName', 'Dana');
    await phone.fill('#lastName', 'Lee');
    const email = freshEmail('referred');
    await phone.fill('#email', email);
    await phone.fill('#password', PASSWORD);
    await phone.getByRole('button', { name: 'Create Clinic Account' }).click();
    await phone.waitForURL('**/dashboard');
    expect(await currentUser(phone)).toMatchObject({ email, userType: 'clinic', referredBy: 'FRIEND26' });

    // On /auth the same code opens the Sign Up tab, filled in.
    const desktop = await newPage(DESKTOP);
    await desktop.goto(`${server.url}/auth?ref=FRIEND26`);
    expect(await desktop.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(await desktop.inputValue('#referralCode')).toBe('FRIEND26');
    await phone.context().close();
    await desktop.context().close();
  });
});

describe('signing in', () => {
  test.each(['/login', '/quick-login', '/auth'])('a wrong password on %s shows inline, never as a browser alert', async (path) => {
    for (const viewport of VIEWPORTS) {
      const page = await newPage(viewport);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.fill('#email', 'nobody@account.example');
      await page.fill('#password', 'wrong-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
      expect(dialogs).toEqual([]);
      expect(page.url()).toBe(`${server.url}${path}`);
      await page.context().close();
    }
  });

  test('a password shorter than 8 (from before the rule) still signs in, and a new one is asked for first', async () => {
    const email = freshEmail('short');
    const made = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, firstName: 'Old', lastName: 'Timer', userType: 'relief_vet' }),
    });
    expect(made.status).toBe(201);
    // As registered under the old rule of 6.
    const db = new Database(join(server.dataDir, 'vetrelief.db'));
    db.run('PRAGMA busy_timeout = 5000');
    db.query('UPDATE users SET password_hash = ? WHERE email = ?').run(await Bun.password.hash('abc123'), email);
    db.close();

    const page = await newPage(PHONE);
    await page.goto(`${server.url}/login`);
    await page.fill('#email', email);
    await page.fill('#password', 'abc123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);

    await page.fill('#currentPassword', 'abc123');
    await page.fill('#newPassword', 'short');
    await page.fill('#confirmPassword', 'short');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();

    await page.fill('#newPassword', 'now-long-enough');
    await page.fill('#confirmPassword', 'now-long-enough');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await page.getByText('Relief Veterinarian Dashboard').first().waitFor();
    expect(await currentUser(page)).toMatchObject({ email, passwordChangeRequired: false });
    await page.context().close();
  });
});

describe('account settings', () => {
  test('the account menu has one item per page, and Account settings opens /account', async () => {
    const { context } = await signedInContext(DESKTOP, 'menu');
    const page = await context.newPage();
    await page.goto(`${server.url}/dashboard`);
    const button = page.getByRole('button', { name: 'Account menu' });
    await button.click();
    const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    const items = (await menu.locator('a, button').allTextContents()).map((text) => text.trim());
    // A vet has no subscription: Profile, Account settings, Sign out, each once.
    expect(items).toEqual(['Profile', 'Account settings', 'Sign out']);
    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.waitForURL('**/account');
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
    await context.close();
  });

  test('change password: a wrong current one is refused inline; then the other device is signed out and a notice is mailed', async () => {
    const { context: laptop, email } = await signedInContext(DESKTOP, 'pwchange');
    const phone = await newPage(PHONE);
    await phone.goto(`${server.url}/login`);
    await phone.fill('#email', email);
    await phone.fill('#password', PASSWORD);
    await phone.getByRole('button', { name: 'Sign In' }).click();
    await phone.waitForURL('**/dashboard');

    const page = await laptop.newPage();
    await page.goto(`${server.url}/account`);
    await page.fill('#currentPassword', 'not-my-password');
    await page.fill('#newPassword', 'a-better-password');
    await page.fill('#confirmPassword', 'a-better-password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your current password is incorrect' }).waitFor();
    expect(await currentUser(phone)).not.toBeNull();

    await page.fill('#currentPassword', PASSWORD);
    await page.fill('#newPassword', 'a-better-password');
    await page.fill('#confirmPassword', 'a-better-password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your password has been changed. Every other device has been signed out.').waitFor();

    expect(await currentUser(page)).toMatchObject({ email });
    expect(await currentUser(phone)).toBeNull();
    await phone.reload();
    await phone
      .getByRole('link', { name: /get started/i })
      .first()
      .waitFor();
    await mailbox.waitFor(email, /password of your VetRelief account was just changed/);

    await phone.goto(`${server.url}/login`);
    await phone.fill('#email', email);
    await phone.fill('#password', 'a-better-password');
    await phone.getByRole('button', { name: 'Sign In' }).click();
    await phone.waitForURL('**/dashboard');
    await laptop.close();
    await phone.context().close();
  });

  test('change e-mail: the link goes to the new address, works once on another device, and the new address signs in', async () => {
    const { context: laptop, email } = await signedInContext(DESKTOP, 'mover');
    const newEmail = freshEmail('moved');
    const page = await laptop.newPage();
    await page.goto(`${server.url}/account`);
    await page.getByText(`You sign in with ${email}`).waitFor();
    await page.fill('#newEmail', newEmail);
    await page.fill('#emailPassword', PASSWORD);
    await page.getByRole('button', { name: 'Send Confirmation Link' }).click();
    await page.getByText(`We sent a confirmation link to ${newEmail}.`).waitFor();

    await mailbox.waitFor(email, new RegExp(`change its e-mail address to ${newEmail.replace(/[.+]/g, '\\$&')}`));
    const link = await mailbox.link(newEmail, /https?:\/\/[^\s"<]+\/confirm-email\?token=[A-Za-z0-9_-]+/);
    const target = link.replace(/^https?:\/\/[^/]+/, server.url);

    // Opened on the phone, signed out.
    const phone = await newPage(PHONE);
    await phone.goto(target);
    await phone.getByRole('heading', { level: 1, name: 'E-mail address changed' }).waitFor();
    await phone.getByText(`Your e-mail address is now ${newEmail}.`).waitFor();

    await page.reload();
    await page.getByText(`You sign in with ${newEmail}`).waitFor();

    await phone.goto(`${server.url}/login`);
    await phone.fill('#email', newEmail);
    await phone.fill('#password', PASSWORD);
    await phone.getByRole('button', { name: 'Sign In' }).click();
    await phone.waitForURL('**/dashboard');

    // The link is used up.
    const again = await newPage(PHONE);
    await again.goto(target);
    await again.getByRole('heading', { level: 1, name: 'Could not change your e-mail' }).waitFor();
    await again.getByText('This confirmation link is invalid or has expired').waitFor();
    await laptop.close();
    await phone.context().close();
    await again.context().close();
  });
});

describe('accessibility of the auth pages', () => {
  test('axe finds nothing on any auth or account page, phone and desktop; nothing overflows', async () => {
    const signedOut = ['/register', '/auth', '/auth?tab=signup', '/login', '/quick-login', '/forgot-password', '/reset-password', '/confirm-email'];
    const failures: string[] = [];
    for (const viewport of VIEWPORTS) {
      const visitor = (await blankPage(browser, viewport, { bypassCSP: true })).context();
      const { context: member } = await signedInContext(viewport, 'axe', true);
      const pages: [BrowserContext, string][] = [...signedOut.map((path) => [visitor, path] as [BrowserContext, string]), [member, '/account']];
      for (const [context, path] of pages) {
        const page = await context.newPage();
        await page.goto(`${server.url}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // The sign-up form's error state is a page state too.
        // The page loads its app when a person acts (the pointer over it), and then enables the button.
        if (path === '/register') await page.getByRole('heading', { level: 1 }).hover();
        if (path === '/register') await page.getByRole('button', { name: 'Create Account' }).click();
        if (path === '/register') await page.getByText('Please select an account type').waitFor();
        const violations = await axeViolations(page, { every: true });
        for (const violation of violations) failures.push(`${viewport.width}px ${path}: ${violation}`);
        const overflow = await overflowWidth(page);
        if (overflow > 0) failures.push(`${viewport.width}px ${path}: overflows by ${overflow}px`);
        await page.close();
      }
      await visitor.close();
      await member.close();
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
