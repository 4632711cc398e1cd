// The Content-Security-Policy report stays clean: zod is set jitless before any schema exists, so
// its start-up `new Function` probe never runs and the browser logs no violation — on the landing
// page, the sign-in page (its form validated by zod) and signed-in pages — and no console error.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src/shared/constants';
import { launchBrowser, type RunningServer, startServer } from './support';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer(['--seed-demo']);
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page that records every CSP violation (the DOM event, from the first script on) and console error. */
async function watchedPage(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`));
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { page, consoleErrors, violations };
}

async function settled(page: Page) {
  await page.getByRole('button', { name: 'Help chat' }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('no CSP violation and no console error', () => {
  test('/ and /auth, the sign-in form validated once', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, consoleErrors, violations } = await watchedPage(context);
    await page.goto(`${server.url}/`);
    await settled(page);
    expect(await violations()).toEqual([]);

    await page.goto(`${server.url}/auth`);
    await settled(page);
    // The page loads its app when a person acts (the pointer over it), and then enables Sign In.
    await page.getByRole('heading', { level: 1 }).hover();
    // An empty submit runs the form's zod schema in the page.
    await page
      .getByRole('button', { name: /^sign in$/i })
      .first()
      .click();
    await page.getByText(/email/i).first().waitFor();
    await page.waitForTimeout(300);
    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 60_000);

  test('signed in: the dashboard, messages and the profile form', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, consoleErrors, violations } = await watchedPage(context);
    await page.goto(`${server.url}/terms-of-use`);
    const status = await page.evaluate(
      async (credentials) =>
        (await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) })).status,
      { email: DEMO_ACCOUNTS.relief_vet.email, password: DEMO_ACCOUNTS.relief_vet.password },
    );
    expect(status).toBe(200);
    for (const path of ['/dashboard', '/messages', '/profile']) {
      await page.goto(`${server.url}${path}`);
      await settled(page);
      expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 90_000);
});
