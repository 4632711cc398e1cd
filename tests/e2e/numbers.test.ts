// The numbers a new user checks first (issue 19), in Chromium against the compiled binary, a vet
// and a clinic side by side: one booking of each source is one card each with the tab counts to
// match; both dashboards' figures equal the database's; /browse and Post Availability start from
// the profile's radius, with nationwide one click away.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { callApi, daysAhead, DESKTOP, PHONE, registered, type RunningServer, startBoth, stopBoth, type Viewport } from './support';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => void ({ server, browser } = await startBoth()));
afterAll(() => stopBoth(server, browser));

const DENVER = { address: '1701 Wynkoop St', city: 'Denver', state: 'CO', zipCode: '80202', phone: '303-555-0100' };
const BOULDER = { address: '1777 Broadway', city: 'Boulder', state: 'CO', zipCode: '80302', phone: '720-555-0100' };

interface Party {
  context: BrowserContext;
  page: Page;
  api: APIRequestContext;
  id: number;
}

/** A signed-in context for a new account with its profile (and, for a clinic, a subscription). */
async function account(userType: 'clinic' | 'relief_vet', profile: Record<string, unknown>, viewport: Viewport): Promise<Party> {
  const { context, page, api } = await registered(browser, server, { userType, profile, viewport, bypassCSP: true });
  const me = await (await api.get(`${server.url}/api/auth/user`)).json();
  expect(me.access).toBe('ok');
  return { context, page, api, id: me.id };
}

const vetProfile = (travelRadius: number) => ({
  firstName: 'Casey',
  lastName: 'Morgan',
  licenseNumber: 'CO-12345',
  experienceYears: 6,
  hourlyRate: 9000,
  travelRadius,
  ...BOULDER,
});

function call<T = any>(party: Party, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  return callApi<T>(party.api, server.url, method, path, data);
}

const SHIFT = { startTime: '08:00', endTime: '18:00', hourlyRate: 8000, shiftType: 'regular_day', practiceTypes: ['small_animal'] };

/** The number a stat card shows, by its label. */
async function figure(page: Page, label: string): Promise<string> {
  const card = page
    .getByRole('region', { name: 'Figures' })
    .locator('div.rounded-xl')
    .filter({ has: page.getByText(label, { exact: true }) });
  await card.locator('p.text-2xl').waitFor();
  return (await card.locator('p.text-2xl').textContent())!;
}

describe('numbers that must be right', () => {
  let clinic: Party;
  let vet: Party;

  beforeAll(async () => {
    clinic = await account('clinic', { clinicName: 'Union Station Animal Clinic', ...DENVER }, PHONE);
    vet = await account('relief_vet', vetProfile(30), DESKTOP);

    // Application: the vet applies, the clinic accepts.
    const applied = await call(clinic, 'POST', '/api/shifts', { ...SHIFT, shiftDate: daysAhead(10) });
    const application = await call(vet, 'POST', '/api/booking-requests', { shiftId: applied.id });
    await call(clinic, 'PUT', `/api/booking-requests/${application.id}`, { status: 'accepted' });
    // Summary: the clinic offers a date, the vet accepts it.
    const summary = await call(clinic, 'POST', '/api/booking-summaries', {
      vetUserId: vet.id,
      notes: null,
      shifts: [{ shiftDate: daysAhead(11), startTime: '09:00', endTime: '17:00', hourlyRate: 10_000 }],
      messageThreadId: 'numbers',
    });
    await call(vet, 'POST', `/api/booking-summaries/${summary.id}/respond`, { shiftResponses: [{ shiftId: summary.shifts[0].id, status: 'accepted' }] });
    // Request for a posted date: the vet posts it, the clinic asks, the vet accepts.
    const posting = await call(vet, 'POST', '/api/vet-availability', {
      availableDate: daysAhead(12),
      startTime: '07:00',
      endTime: '15:00',
      practiceTypes: ['small_animal'],
      hourlyRate: 9500,
      travelRadius: 25,
      notes: null,
    });
    const asked = await call(clinic, 'POST', '/api/availability-requests', { availabilityPostingId: posting.id });
    await call(vet, 'PUT', `/api/availability-requests/${asked.id}`, { status: 'accepted' });
    // And one application still pending, on a shift that stays open, and one more open shift.
    const pending = await call(clinic, 'POST', '/api/shifts', { ...SHIFT, shiftDate: daysAhead(14) });
    await call(vet, 'POST', '/api/booking-requests', { shiftId: pending.id });
    await call(clinic, 'POST', '/api/shifts', { ...SHIFT, shiftDate: daysAhead(15) });
  });
  afterAll(async () => {
    await clinic?.context.close();
    await vet?.context.close();
  });

  test('one booking of each source: one card each, captioned by its source, and the tab counts equal the bookings', async () => {
    const requests = (await call(vet, 'GET', '/api/booking-requests')).requests as { status: string; source: string }[];
    expect(
      requests
        .filter((request) => request.status === 'accepted')
        .map((request) => request.source)
        .sort(),
    ).toEqual(['application', 'availability', 'summary']);

    // The vet, on a desktop: the tabs' counts.
    await vet.page.goto(`${server.url}/bookings`);
    await vet.page.getByRole('heading', { name: 'My Applications', level: 1 }).waitFor();
    await vet.page.getByRole('tab', { name: 'All (4)' }).waitFor();
    for (const name of ['Pending (1)', 'Accepted (3)', 'Declined (0)']) await vet.page.getByRole('tab', { name }).waitFor();
    await vet.page.getByRole('tab', { name: /Accepted/ }).click();
    // Pressed before the app has taken the page over, the tab switches once it has.
    await vet.page.getByRole('tab', { name: /Accepted/, selected: true }).waitFor();
    const accepted = vet.page.getByRole('tabpanel').getByRole('article');
    await accepted.nth(2).waitFor();
    expect(await accepted.count()).toBe(3);
    const captions = await accepted.evaluateAll((cards) => cards.map((card) => card.querySelector('p')!.textContent));
    expect(captions.sort()).toEqual(['Booked from a booking summary', "Booked from a clinic's request for your posted date", 'Your application']);
    await vet.page.getByRole('tab', { name: /All/ }).click();
    expect(await vet.page.getByRole('tabpanel').getByRole('article').count()).toBe(4);
    expect(await vet.page.getByText('Request for your posted date', { exact: true }).count()).toBe(0);

    // The clinic, on a phone: the Summary card's counts and the same three bookings.
    await clinic.page.goto(`${server.url}/bookings`);
    const summaryCard = clinic.page.getByRole('complementary', { name: 'Overview' });
    await summaryCard.waitFor();
    const count = async (label: string) => (await summaryCard.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').textContent())!;
    expect([await count('Total'), await count('Pending'), await count('Accepted'), await count('Declined')]).toEqual(['4', '1', '3', '0']);
    await clinic.page.getByRole('tab', { name: /Accepted/ }).click();
    await clinic.page.getByRole('tab', { name: /Accepted/, selected: true }).waitFor();
    const clinicCards = clinic.page.getByRole('tabpanel').getByRole('article');
    await clinicCards.nth(2).waitFor();
    expect(await clinicCards.count()).toBe(3);
    await clinicCards.filter({ hasText: 'Booked from your request for a posted date' }).waitFor();
    await clinicCards.filter({ hasText: 'Booked from a booking summary' }).waitFor();
    await clinicCards.filter({ hasText: 'Application to your shift' }).waitFor();
  });

  test("both dashboards' figures equal the database's", async () => {
    // The vet, on a phone this time.
    await vet.page.setViewportSize(PHONE);
    await vet.page.goto(`${server.url}/dashboard`);
    const withinRadius = (await call(vet, 'GET', '/api/search-shifts?radius=30')).total;
    const everywhere = (await call(vet, 'GET', '/api/total-opportunities')).totalOpportunities;
    expect(withinRadius).toBe(2);
    expect(await figure(vet.page, 'Upcoming Shifts')).toBe('3');
    expect(await figure(vet.page, 'Pending Applications')).toBe('1');
    expect(await figure(vet.page, 'Available Opportunities')).toBe(String(withinRadius));
    expect(await figure(vet.page, 'Completed Shifts')).toBe('0');
    await vet.page.getByText('Open shifts within 30 miles').waitFor();
    expect(everywhere).toBeGreaterThanOrEqual(withinRadius);
    const upcoming = vet.page.getByRole('list', { name: 'Upcoming shifts' }).getByRole('listitem');
    expect(await upcoming.count()).toBe(3);
    const next = (await upcoming.first().textContent())!;
    expect(next).toContain('Next shift');
    expect(next).toContain('Union Station Animal Clinic');
    expect(next).toContain('1701 Wynkoop St, Denver, CO 80202');
    expect(next).toContain('$800'); // 10 hours at $80/h

    // The clinic, on a desktop.
    await clinic.page.setViewportSize(DESKTOP);
    await clinic.page.goto(`${server.url}/dashboard`);
    const shifts = (await call(clinic, 'GET', '/api/shifts')) as { status: string }[];
    expect(await figure(clinic.page, 'Posted Shifts')).toBe(String(shifts.length));
    expect(await figure(clinic.page, 'Open Shifts')).toBe(String(shifts.filter((shift) => shift.status === 'open').length));
    expect(await figure(clinic.page, 'Applications')).toBe('1');
    expect([shifts.length, shifts.filter((shift) => shift.status === 'open').length]).toEqual([5, 2]);
    expect(await clinic.page.getByText('Active Shifts').count()).toBe(0);
  });

  test("/browse starts within the profile's radius with nationwide one click away; Post Availability starts at the travel radius", async () => {
    const near = await account('relief_vet', vetProfile(20), PHONE);
    // Denver is about 24 miles from Boulder: outside 20 miles.
    await near.page.goto(`${server.url}/browse`);
    await near.page.getByText('0 shifts found').waitFor();
    expect(await near.page.locator('#filter-distance').textContent()).toBe('Within 20 miles');
    await near.page.getByRole('button', { name: 'Search nationwide' }).click();
    await near.page.getByText('2 shifts found').waitFor();
    expect(await near.page.locator('#filter-distance').textContent()).toBe('Nationwide');
    expect(await near.page.getByRole('button', { name: 'Search nationwide' }).count()).toBe(0);

    await near.page.goto(`${server.url}/vet-availability`);
    await near.page
      .getByRole('button', { name: /Post Availability/ })
      .first()
      .click();
    const dialog = near.page.getByRole('dialog', { name: 'Post Your Availability' });
    expect(await dialog.locator('#availability-radius').textContent()).toBe('25 miles');
    await near.context.close();

    // The clinic (search radius 25 by default), on a desktop: the vet 24 miles away is found.
    const searched: string[] = [];
    clinic.page.on('request', (request) => {
      if (request.url().includes('/api/nearby-vets')) searched.push(new URL(request.url()).searchParams.get('radius')!);
    });
    // Opened directly, the page arrives with its first search answered (no request to watch);
    // reached from another page, the app asks for it: both start within the profile's radius.
    await clinic.page.goto(`${server.url}/browse`);
    await clinic.page.getByRole('heading', { name: 'Browse Relief Veterinarians' }).waitFor();
    await clinic.page.getByText(/\d+ veterinarians? found/).waitFor();
    expect(await clinic.page.locator('#filter-distance').textContent()).toBe('Within 25 miles');
    await clinic.page.goto(`${server.url}/dashboard`);
    // The pointer over the dashboard starts its app, whose router follows the address change.
    await clinic.page.locator('main').hover();
    await clinic.page.waitForFunction(() => document.documentElement.dataset.app === 'started');
    await clinic.page.evaluate(() => {
      history.pushState({}, '', '/browse');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await clinic.page.getByText(/\d+ veterinarians? found/).waitFor();
    expect(await clinic.page.locator('#filter-distance').textContent()).toBe('Within 25 miles');
    expect(searched[0]).toBe('25');
    const nationwide = clinic.page.waitForRequest((request) => request.url().includes('/api/nearby-vets') && request.url().includes('radius=1200'));
    await clinic.page.getByRole('button', { name: 'Search nationwide' }).click();
    await nationwide;
    await clinic.page.locator('#filter-distance', { hasText: 'Nationwide' }).waitFor();
  });
});
