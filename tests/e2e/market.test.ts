// Market data in real Chromium (issue 14). The demo market is all in Colorado, so three clinics in
// Austin, Texas post two shifts each first (enough shifts and clinics for Texas and Austin to show
// on their own), and the admin runs the market-refresh job. Then /market-data shows the US map,
// drawn by the server before any script runs (coloured states named with their averages; focus shows a state's figures and cities; the arrow
// keys move between states), the practice-type chart and the tables; axe finds nothing serious at
// phone and desktop size; and the Post New Shift dialog shows the state's average beside the rate.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { holidayOn, nextDayFor, shortDay, weekdayOf } from '../../src/shared/shift-days';
import {
  addDays,
  axeViolations,
  DESKTOP,
  daysAhead,
  launchBrowser,
  overflowWidth,
  PHONE,
  type RunningServer,
  signedIn,
  startServer,
  VIEWPORTS,
} from './support';

const ADMIN_PASSWORD = 'market-admin-pass';
let server: RunningServer;
let browser: Browser;

/** A clinic in Austin with a subscription, posting two shifts at `dollars` an hour. */
async function austinClinic(index: number, dollars: number) {
  const context = await browser.newContext();
  const post = async (path: string, data: unknown) => {
    const response = await context.request.post(`${server.url}${path}`, { data });
    expect({ path, status: response.status(), ok: response.ok() }).toEqual({ path, status: response.status(), ok: true });
  };
  await post('/api/register', {
    email: `austin-${index}@market.example`,
    password: 'market-pass-1',
    firstName: 'Jo',
    lastName: `Austin${index}`,
    userType: 'clinic',
  });
  await post('/api/clinic-profiles', {
    clinicName: `Austin Animal Clinic ${index}`,
    address: `${100 + index} Congress Ave`,
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    phone: '(512) 555-0100',
    practiceTypes: ['small_animal'],
  });
  await post('/api/create-fresh-subscription', {});
  const shift = (days: number) => ({
    shiftDate: daysAhead(days),
    startTime: '08:00',
    endTime: '18:00',
    shiftType: 'regular_day',
    practiceTypes: ['small_animal'],
    hourlyRate: dollars * 100,
    notes: null,
  });
  await post('/api/shifts', [shift(10 + index), shift(20 + index)]);
  await context.close();
}

beforeAll(async () => {
  server = await startServer(['--seed-demo'], { ADMIN_PASSWORD });
  browser = await launchBrowser();
  for (const [index, dollars] of [70, 75, 80].entries()) await austinClinic(index, dollars);
  const admin = await browser.newContext();
  expect((await admin.request.post(`${server.url}/api/admin/auth`, { data: { password: ADMIN_PASSWORD } })).ok()).toBe(true);
  expect((await admin.request.post(`${server.url}/api/admin/jobs/market-refresh/run`, { data: {} })).ok()).toBe(true);
  await admin.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const state = (page: Page, code: string) => page.locator(`svg path[data-state="${code}"]`);
const focusedState = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.state ?? null);

async function openMarket(page: Page) {
  await page.goto(`${server.url}/market-data`);
  await page.getByRole('heading', { name: 'Market Data', level: 1 }).waitFor();
  await state(page, 'TX').waitFor();
}

describe('/market-data', () => {
  test('the map colours the states with data, names them with their averages, and shows a focused state with its cities', async () => {
    const page = await signedIn(browser, server, 'vet', DESKTOP);
    await openMarket(page);
    const figures = page.getByRole('region', { name: 'Market figures' });
    for (const label of ['Average Rate', 'Active Shifts', 'Rate Range', 'Data Coverage']) await figures.getByText(label, { exact: true }).waitFor();
    await figures.getByText('2 states').waitFor();

    const map = page.getByRole('group', { name: /Map of average hourly rates by state/ });
    expect(await map.locator('path[data-state]').count()).toBe(51);
    expect(await map.getByRole('img', { name: /^Texas: average \$75\/hr from 6 shifts; Austin \$75\/hr$/ }).count()).toBe(1);
    expect(await map.getByRole('img', { name: /^Colorado: average \$\d+\/hr from \d+ shifts/ }).count()).toBe(1);
    expect(await map.getByRole('img', { name: /^Wyoming: no shifts posted$/ }).count()).toBe(1);
    const fills = await page.evaluate(() =>
      Object.fromEntries(['TX', 'CO', 'WY'].map((code) => [code, document.querySelector(`path[data-state="${code}"]`)!.getAttribute('fill')])),
    );
    expect(fills.TX).not.toBe(fills.WY);
    expect(fills.CO).not.toBe(fills.WY);
    expect(fills.TX).not.toBe(fills.CO);

    // Focus shows the state's figures and cities beside the map; the arrow keys move on.
    const details = page.getByTestId('state-details');
    await state(page, 'TX').focus();
    await details.getByText('Texas').waitFor();
    await details.getByText('$75/hr').first().waitFor();
    await details.getByRole('list', { name: 'Cities in Texas' }).getByText('Austin').waitFor();
    await page.keyboard.press('ArrowUp');
    expect(await focusedState(page)).toBe('OK');
    await details.getByText('Oklahoma').waitFor();
    await details.getByText(/No shifts posted/).waitFor();
    // The map is one tab stop: the last focused state.
    expect(await map.locator('path[tabindex="0"]').count()).toBe(1);
    // Hover shows a state too.
    await state(page, 'CO').hover();
    await details.getByText('Colorado').waitFor();

    // The legend names the dollars of each colour.
    expect(await page.getByRole('list', { name: 'Legend' }).getByRole('listitem').first().textContent()).toMatch(/^\$75–\$\d+\/hr$/);
  });

  test('the map comes drawn before the app runs, and a state tapped then is shown once it does (phone)', async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    context.setDefaultTimeout(8000);
    expect((await context.request.post(`${server.url}/api/dev-vet-login`)).ok()).toBe(true);
    const page = await context.newPage();
    await page.goto(`${server.url}/market-data`);
    await state(page, 'TX').waitFor();
    // Only the boot script has run: every state is the server's drawing, already coloured.
    expect(await page.evaluate(() => document.documentElement.dataset.app ?? null)).toBe(null);
    expect(await page.locator('svg path[data-state]').count()).toBe(51);
    expect(await state(page, 'TX').getAttribute('fill')).not.toBe(await state(page, 'WY').getAttribute('fill'));
    // The tap starts the app; the state it touched is shown as soon as the app has the map.
    await state(page, 'TX').tap();
    const details = page.getByTestId('state-details');
    await details.getByText('Texas').waitFor();
    await details.getByRole('list', { name: 'Cities in Texas' }).getByText('Austin').waitFor();
    await context.close();
  });

  test('the chart, the lists with signed percents, the tables, the insights and the window', async () => {
    const page = await signedIn(browser, server, 'clinic', DESKTOP);
    await openMarket(page);
    await page.getByRole('img', { name: /^Bar chart of average hourly rate by practice type: Small Animal \$\d+\/hr/ }).waitFor();

    for (const list of ['By Practice Type', 'By Shift Type']) {
      const percents = await page.getByRole('region', { name: list }).getByText(/%$/).allTextContents();
      expect(percents.length).toBeGreaterThan(0);
      for (const percent of percents) expect(percent).toMatch(/^(\+\d+\.\d|−\d+\.\d|0\.0)%$/);
    }
    await page.getByRole('region', { name: 'By Region' }).getByRole('list', { name: 'Cities in Texas' }).getByText('Austin $75/hr').waitFor();

    const disclosures = page.locator('summary', { hasText: 'Show as table' });
    expect(await disclosures.count()).toBe(2);
    await disclosures.nth(0).click();
    await disclosures.nth(0).getByText('Hide table').waitFor();
    const byState = page.getByRole('table', { name: 'Average hourly rate by state' });
    const texas = byState.getByRole('row', { name: /Texas/ });
    expect(await texas.getByRole('cell').allTextContents()).toEqual(['$75/hr', '6', 'Austin $75/hr']);
    await byState.getByRole('rowheader', { name: 'Colorado' }).waitFor();
    await disclosures.nth(1).click();
    const byType = page.getByRole('table', { name: 'Average hourly rate by practice type' });
    await byType.getByRole('rowheader', { name: 'Small Animal' }).waitFor();
    expect(await byType.getByRole('row').count()).toBeGreaterThan(1);

    await page.getByRole('heading', { name: 'Market Insights' }).waitFor();
    expect(await page.getByText('Market data is being analyzed...').count()).toBe(0);
    await page.getByText(/^Shifts posted \w{3} \d+, \d{4} – \w{3} \d+, \d{4} · computed/).waitFor();
    await page.getByText(/Rates are anonymized and aggregated/).waitFor();
  });

  test('the figures say when they were computed, that a multi-type shift counts in each type, and every rate in whole dollars (phone and desktop)', async () => {
    for (const [kind, viewport] of [
      ['vet', PHONE],
      ['clinic', DESKTOP],
    ] as const) {
      const page = await signedIn(browser, server, kind, viewport);
      await openMarket(page);
      const api = await page.evaluate(async () => (await fetch('/api/market-data')).json());
      const asOf = page.getByTestId('market-as-of');
      expect(await asOf.textContent()).toMatch(/^Figures as of \d{1,2}:\d{2} [AP]M, updated every 10 minutes/);
      expect(await asOf.isVisible()).toBe(true);
      await page.getByRole('region', { name: 'By Practice Type' }).getByText('A shift open to several practice types counts in each of them.').waitFor();

      // Active Shifts: the open shifts dated today or later, the same number as the dashboards' opportunities.
      const figures = page.getByRole('region', { name: 'Market figures' });
      const opportunities = await page.evaluate(async () => (await (await fetch('/api/total-opportunities')).json()).totalOpportunities);
      expect(api.overall.activeShifts).toBe(opportunities);
      expect(await figures.getByText('Active Shifts').locator('xpath=..').textContent()).toBe(`Active Shifts${opportunities}Open, today or later`);

      // One precision for rates: the insights say the Average Rate card's whole dollars, and no rate anywhere shows cents.
      const average = `$${Math.round(api.overall.avgRate / 100)}/hr`;
      await figures.getByText(average, { exact: true }).waitFor();
      const insights = await page.getByRole('heading', { name: 'Market Insights' }).locator('xpath=../..').textContent();
      expect(insights).toContain(`at an average of ${average}`);
      expect(await page.locator('main').textContent()).not.toMatch(/\$\d[\d,]*\.\d/);
      await page.context().close();
    }
  });

  test('the map code is its own chunk, fetched only by /market-data', async () => {
    const page = await signedIn(browser, server, 'clinic', DESKTOP);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'Post New Shift' }).first().waitFor();
    const before = scripts.length;
    await page.getByRole('link', { name: 'Market Data' }).first().click();
    await state(page, 'TX').waitFor();
    expect(scripts.length).toBeGreaterThan(before);
  });

  test('when the call fails: the Market Data Unavailable card with a way back', async () => {
    const page = await signedIn(browser, server, 'vet', PHONE);
    await page.route('**/api/market-data', (route) => route.fulfill({ status: 500, json: { message: 'Internal error' } }));
    // From another page: /market-data opened directly arrives with its figures in the page.
    await page.goto(`${server.url}/dashboard`);
    // The dashboard runs no app until a person acts: the pointer over it starts the app, whose
    // router then follows the address change below.
    await page.locator('main').hover();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
    await page.evaluate(() => {
      history.pushState({}, '', '/market-data');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('Loading market data...').waitFor();
    // One retry (spec 2 §7), then the card.
    await page.getByRole('heading', { name: 'Market Data Unavailable' }).waitFor();
    await page.getByText('Unable to load market data at this time. Please try again later or contact support.').waitFor();
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
  });

  test('axe finds no serious or critical problem, and nothing is wider than the screen (phone and desktop)', async () => {
    for (const viewport of VIEWPORTS) {
      const page = await signedIn(browser, server, 'clinic', viewport, { bypassCSP: true });
      const { width } = viewport;
      await openMarket(page);
      for (const summary of await page.locator('summary').all()) await summary.click();
      await state(page, 'TX').focus();
      const violations = await axeViolations(page);
      expect({ width, violations }).toEqual({ width, violations: [] });
      expect(await overflowWidth(page)).toBe(0);
    }
  });
});

/** A day of the Post New Shift calendar ('2026-12-08'), moving on a month at a time (a phone shows one). */
async function day(dialog: Locator, date: string): Promise<Locator> {
  const button = dialog.getByRole('grid').getByRole('button', { name: new RegExp(dayLabel(date)) });
  // The dialog's code loads when it is first opened: count days only once the calendar is there.
  await dialog.getByRole('grid').first().waitFor();
  const next = dialog.getByRole('button', { name: /^Next (month|3 months)$/ });
  for (let i = 0; i < 14 && (await button.count()) === 0 && (await next.isEnabled()); i++) await next.click();
  // Picked after a later day: back again.
  for (let i = 0; i < 28 && (await button.count()) === 0; i++) await dialog.getByRole('button', { name: /^Previous (month|3 months)$/ }).click();
  return button;
}

/** The calendar's name of a day: 'December 8th, 2026'. */
function dayLabel(date: string): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const suffix =
    dayOfMonth % 10 === 1 && dayOfMonth !== 11
      ? 'st'
      : dayOfMonth % 10 === 2 && dayOfMonth !== 12
        ? 'nd'
        : dayOfMonth % 10 === 3 && dayOfMonth !== 13
          ? 'rd'
          : 'th';
  return `${monthName} ${dayOfMonth}${suffix}, ${year}`;
}

/**
 * The days the test picks, from today on so it never goes stale: a Tuesday at least a week
 * ahead whose Saturday after it is no holiday either, and the first holiday after them.
 */
function testDays(): { tuesday: string; saturday: string; holiday: string } {
  let tuesday = daysAhead(7);
  while (weekdayOf(tuesday) !== 'Tuesday' || holidayOn(tuesday) || holidayOn(addDays(tuesday, 4))) tuesday = addDays(tuesday, 1);
  const saturday = addDays(tuesday, 4);
  return { tuesday, saturday, holiday: nextDayFor('holiday', addDays(saturday, 1)) };
}

describe('Post New Shift', () => {
  test('a Weekend shift on a Tuesday is warned about, not on a Saturday, and can still be posted (phone and desktop)', async () => {
    const { tuesday, saturday, holiday } = testDays();
    for (const viewport of VIEWPORTS) {
      const { width } = viewport;
      const page = await signedIn(browser, server, 'clinic', viewport);
      await page.goto(`${server.url}/dashboard`);
      await page.getByRole('button', { name: 'Post New Shift' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Post New Shift' });
      await (await day(dialog, tuesday)).click();
      await dialog.getByRole('combobox', { name: 'Shift type' }).click();
      await page.getByRole('option', { name: 'Weekend' }).click();
      const warning = dialog.getByTestId('shift-type-warning');
      expect(await warning.textContent()).toBe(`${shortDay(tuesday)} is a Tuesday. Weekend is meant for Saturdays and Sundays. You can still post it.`);
      // Announced: the warning is inside a polite live region.
      expect(
        await dialog
          .getByRole('status')
          .filter({ has: page.getByTestId('shift-type-warning') })
          .count(),
      ).toBe(1);

      // The Saturday instead: nothing to warn about.
      await (await day(dialog, tuesday)).click();
      await (await day(dialog, saturday)).click();
      await warning.waitFor({ state: 'detached' });
      // Both: the Tuesday alone is named.
      await (await day(dialog, tuesday)).click();
      expect(await warning.textContent()).toStartWith(`${shortDay(tuesday)} is a Tuesday. Weekend`);
      // Holiday on the Saturday and the Tuesday; the next holiday is one.
      await dialog.getByRole('combobox', { name: 'Shift type' }).click();
      await page.getByRole('option', { name: 'Holiday' }).click();
      expect(await warning.textContent()).toStartWith(
        `${shortDay(tuesday)} is not a holiday and ${shortDay(saturday)} is not a holiday. Holiday is meant for US holidays`,
      );
      await (await day(dialog, tuesday)).click();
      await (await day(dialog, saturday)).click();
      await (await day(dialog, holiday)).click();
      await warning.waitFor({ state: 'detached' });

      if (width === 390) {
        // The warning does not block: a Weekend shift on the Tuesday is posted as asked.
        await (await day(dialog, holiday)).click();
        await (await day(dialog, tuesday)).click();
        await dialog.getByRole('combobox', { name: 'Shift type' }).click();
        await page.getByRole('option', { name: 'Weekend' }).click();
        await warning.waitFor();
        await dialog.getByRole('button', { name: 'Post Shift' }).click();
        await dialog.waitFor({ state: 'detached' });
        const posted = await page.evaluate(async () => (await (await fetch('/api/shifts')).json()) as { shiftDate: string; shiftType: string }[]);
        expect(posted.filter((shift) => shift.shiftDate === tuesday && shift.shiftType === 'weekend')).toHaveLength(1);
      }
      await page.context().close();
    }
  });

  test("the dialog shows the state's average for each chosen practice type beside the rate", async () => {
    const page = await signedIn(browser, server, 'clinic', PHONE);
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'Post New Shift' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Post New Shift' });
    const hints = dialog.getByRole('list', { name: 'Market rates' });
    // Small Animal is ticked by default; the demo's Colorado has enough small-animal shifts.
    await hints.getByText(/^Avg in CO for Small Animal: \$\d+\/hr$/).waitFor();
    const rate = dialog.getByLabel('Hourly rate ($/hr)');
    expect(await rate.getAttribute('aria-describedby')).toBe('hourlyRateDollars-market');

    await dialog.getByRole('checkbox', { name: 'Exotic' }).click();
    await hints.getByText('Not enough Exotic shifts in CO yet to show an average').waitFor();
    await dialog.getByRole('checkbox', { name: 'Small Animal' }).click();
    await hints.getByText('Not enough shifts in CO yet to show an average').waitFor();
    expect(await hints.getByRole('listitem').count()).toBe(1);
  });
});
