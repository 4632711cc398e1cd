// The admin panel and the referral programme in real Chromium (issue 13), against the compiled
// binary with --seed-demo, ADMIN_PASSWORD set and a local fake Tremendous. A wrong password shows
// 'Access Denied'; the admin signs in, finds a user by city, deletes two in bulk, verifies a
// referral whose card fails to send ('Card Sending Failed'), sends it again ('Visa Card Sent!',
// one order), sees the jobs and the outbox and signs out. The vet's dashboard card generates a
// link and copies it with a 2 s check; /test-referral asks for a test e-mail and opens the link
// with it. axe finds nothing serious on /admin, phone and desktop.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src/shared/constants';
import { type FakeTremendous, startFakeTremendous } from '../../src/server/testing/fakes/fake-tremendous';
import { axeViolations, DESKTOP, launchBrowser, openPage, overflowWidth, PHONE, type RunningServer, startServer, type Viewport, VIEWPORTS } from './support';

const ADMIN_PASSWORD = 'e2e-admin-password-123';
/** Set E2E_SHOTS=dir to keep screenshots of the screens at both sizes. */
const SHOTS = process.env.E2E_SHOTS;

let server: RunningServer;
let browser: Browser;
let fake: FakeTremendous;

beforeAll(async () => {
  fake = startFakeTremendous();
  const env = Object.fromEntries(Object.entries(fake.config()).map(([key, value]) => [key, String(value)]));
  server = await startServer(['--seed-demo'], { ADMIN_PASSWORD, ...env });
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fake?.stop();
});

/** A page on the server whose clipboard the test may read (the referral link's Copy). */
async function open(viewport: Viewport, bypassCSP = false): Promise<Page> {
  const page = await openPage(browser, server, viewport, { bypassCSP });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  return page;
}

async function asVet(viewport: Viewport): Promise<Page> {
  const page = await open(viewport);
  await page.evaluate(async () => void (await fetch('/api/dev-vet-login', { method: 'POST' })));
  return page;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Registers people without signing the page in (credentials omitted), optionally through a referral code. */
async function register(page: Page, people: { email: string; firstName: string; lastName: string; referralCode?: string }[]) {
  for (const person of people) {
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch('/api/simple-register', {
            method: 'POST',
            credentials: 'omit',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ password: 'Correct-horse-9', userType: 'relief_vet', ...body }),
          })
        ).status,
      person,
    );
    expect(status).toBe(201);
  }
}

async function signInAdmin(page: Page) {
  await page.goto(`${server.url}/admin`);
  await page.getByRole('heading', { name: 'Admin Authentication' }).waitFor();
  await page.locator('#adminPassword').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
}

describe('admin panel', () => {
  test('a wrong password is refused with Access Denied and the panel stays locked', async () => {
    const page = await open(DESKTOP);
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Admin Authentication' }).waitFor();
    const input = page.locator('#adminPassword');
    expect(await input.getAttribute('placeholder')).toBe('Enter admin password');
    expect(await input.getAttribute('required')).not.toBeNull();
    await shot(page, 'admin-gate-desktop');
    await input.fill('not-the-password');
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await page.getByText('Access Denied').first().waitFor();
    await page.getByText('Invalid admin password').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Admin Panel' }).count()).toBe(0);
    await page.context().close();
  });

  test('the admin finds a user by city, deletes two in bulk, verifies and sends a referral card, sees jobs and outbox', async () => {
    const vet = await asVet(DESKTOP);
    const code = await vet.evaluate(
      async () => ((await (await fetch('/api/generate-referral-code', { method: 'POST' })).json()) as { referralCode: string }).referralCode,
    );
    await register(vet, [
      { email: 'referee.one@e2e.test', firstName: 'Riley', lastName: 'Referred', referralCode: code },
      { email: 'bulk.one@e2e.test', firstName: 'Bulk', lastName: 'One' },
      { email: 'bulk.two@e2e.test', firstName: 'Bulk', lastName: 'Two' },
    ]);
    // Something in the outbox: a password-reset e-mail.
    await vet.evaluate(async () => {
      await fetch('/api/forgot-password', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body: '{"email":"referee.one@e2e.test"}',
      });
    });
    await vet.context().close();

    const page = await open(DESKTOP);
    await signInAdmin(page);
    await page.getByText('Total Users').waitFor();
    await page.getByText('Relief Vets').first().waitFor();
    await shot(page, 'admin-overview-desktop');

    await page.getByRole('tab', { name: 'Users' }).click();
    const search = page.getByRole('searchbox', { name: 'Search users' });
    await search.fill('Longmont');
    const users = page.getByRole('list', { name: 'Users' });
    await users.getByRole('article', { name: 'Marcus Bell' }).waitFor();

    await search.fill('nobody-lives-here');
    await page.getByText('No users found matching "nobody-lives-here"').waitFor();

    await search.fill('bulk.');
    await users.getByRole('article', { name: 'Bulk One' }).waitFor();
    await users.getByRole('article', { name: 'Bulk Two' }).waitFor();
    await page.getByRole('checkbox', { name: 'Select Bulk One' }).check();
    await page.getByRole('checkbox', { name: 'Select Bulk Two' }).check();
    await shot(page, 'admin-users-desktop');
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 2 users?' });
    await confirm.getByRole('button', { name: 'Delete 2 users' }).click();
    await page.getByText('Users deleted').first().waitFor();
    await page.getByText('No users found matching "bulk."').waitFor();

    await page.getByRole('tab', { name: 'Referrals' }).click();
    await page.getByRole('heading', { name: 'Referral Management' }).waitFor();
    await page.getByText('Configured', { exact: true }).waitFor();
    const card = page.getByRole('article', { name: /^Referral #\d+$/ }).filter({ hasText: 'referee.one@e2e.test' });
    await card.getByText('Pending', { exact: true }).waitFor();
    await card.getByText('$10 Visa prepaid card').waitFor();
    await shot(page, 'admin-referrals-desktop');

    // The first attempt fails at Tremendous: verified, not paid, and the admin is told.
    fake.next({ kind: 'fail', status: 500, message: 'Funding source is empty' });
    await card.getByRole('button', { name: 'Verify & Send Visa Card' }).click();
    await page.getByText('Card Sending Failed').first().waitFor();
    await card.getByText('Verified - Ready to Send').waitFor();
    await card.getByText('Verified', { exact: true }).waitFor();
    expect(fake.orders.length).toBe(0);

    await card.getByRole('button', { name: 'Send $10 Visa Card Now' }).click();
    await page.getByText('Visa Card Sent!').first().waitFor();
    await page.getByText('The $10 Visa prepaid card has been sent successfully').first().waitFor();
    await card.getByText('Reward Complete').waitFor();
    await card.getByText('Rewarded', { exact: true }).waitFor();
    expect(fake.orders.length).toBe(1);
    expect(fake.orders[0]!.rewards[0]!.recipient.email).toBe(DEMO_ACCOUNTS.relief_vet.email);

    await page.getByRole('tab', { name: 'Jobs' }).click();
    const jobs = page.getByRole('list', { name: 'Jobs' });
    await jobs.getByRole('article').first().waitFor();
    expect(await jobs.getByRole('button', { name: 'Run now' }).count()).toBeGreaterThan(0);
    await shot(page, 'admin-jobs-desktop');

    await page.getByRole('tab', { name: 'E-mail' }).click();
    const emails = page.getByRole('list', { name: 'E-mails' });
    await emails.getByRole('article').first().waitFor();
    await emails.getByText('To referee.one@e2e.test').first().waitFor();
    await shot(page, 'admin-email-desktop');

    await page.getByRole('tab', { name: 'Flags' }).click();
    await page.getByRole('switch').first().waitFor();
    await page.getByRole('tab', { name: 'Audit' }).click();
    await page.getByRole('list', { name: 'Audit log' }).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Admin Authentication' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Authentication' }).waitFor();
    await page.context().close();
  }, 120_000);

  test('axe finds no serious or critical problem on /admin (phone and desktop); nothing overflows', async () => {
    for (const viewport of VIEWPORTS) {
      const { width } = viewport;
      const page = await open(viewport, true);
      // The gate: no violation of any impact (its title is the page's one <h1>).
      await page.goto(`${server.url}/admin`);
      await page.getByRole('heading', { name: 'Admin Authentication', level: 1 }).waitFor();
      expect({ width, gate: await axeViolations(page, { every: true }) }).toEqual({ width, gate: [] });
      await signInAdmin(page);
      for (const tab of ['users', 'subscriptions', 'referrals', 'jobs', 'email', 'flags', 'overview']) {
        await page.goto(`${server.url}/admin?tab=${tab}`);
        await page.getByRole('tabpanel').waitFor();
        await page.waitForFunction(() => !document.querySelector('[role="tabpanel"] [role="status"][aria-label^="Loading"]'));
        await shot(page, `admin-${tab}-${width}`);
        const violations = await axeViolations(page);
        expect({ width, tab, violations }).toEqual({ width, tab, violations: [] });
        expect(await overflowWidth(page)).toBe(0);
      }
      await page.context().close();
    }
  }, 120_000);
});

describe('referral card', () => {
  test('the vet shows the referral card, generates a link and copies it with a check for 2 s', async () => {
    const page = await asVet(DESKTOP);
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'Show Referral Program' }).click();
    const card = page.getByRole('region', { name: 'Referral Program' });
    await card.getByText('Total Referrals').waitFor();
    await card.getByText('Confirmed').waitFor();
    const link = card.getByRole('textbox', { name: 'Your referral link' });
    const generate = card.getByRole('button', { name: 'Generate My Referral Link' });
    // The card shows one or the other once its data is in: wait for it rather than read too early.
    await link.or(generate).first().waitFor();
    if (!(await link.isVisible())) await generate.click();
    await link.waitFor();
    const value = await link.inputValue();
    expect(value).toMatch(new RegExp(`^${server.url}/quick-login\\?ref=[A-Z0-9]{1,10}$`));
    await shot(page, 'vet-referral-card-desktop');

    await card.getByRole('button', { name: 'Copy link' }).click();
    await card.getByRole('button', { name: 'Copied' }).waitFor();
    await page.getByText('Copied!').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    await card.getByRole('button', { name: 'Copy link' }).waitFor({ timeout: 4000 });

    await page.getByRole('button', { name: 'Hide Referral Program' }).click();
    await card.waitFor({ state: 'detached' });
    await page.context().close();
  });

  test('/test-referral needs a test e-mail, then opens {origin}/register?ref=VETREF001 with test_email in a new tab', async () => {
    const page = await asVet(PHONE);
    await page.goto(`${server.url}/test-referral`);
    expect(await page.getByLabel('Referral code').inputValue()).toBe('VETREF001');
    await page.getByText('Active', { exact: true }).waitFor();
    const link = page.getByRole('textbox', { name: 'Referral link' });
    expect(await link.inputValue()).toBe(`${server.url}/register?ref=VETREF001`);
    await page.getByRole('button', { name: 'Open Referral Link in New Tab' }).click();
    await page.getByText('Email Required').first().waitFor();
    await page.getByText('Please enter a test email address').first().waitFor();
    await page.getByLabel('Test e-mail').fill('friend@e2e.test');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Open Referral Link in New Tab' }).click()]);
    await page.getByText('Test Started').first().waitFor();
    await tab!.waitForLoadState();
    expect(tab!.url()).toBe(`${server.url}/register?ref=VETREF001&test_email=friend%40e2e.test`);
    await page.getByRole('link', { name: 'Admin Panel' }).waitFor();
    await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await shot(page, 'test-referral-390');
    await page.context().close();
  });
});
