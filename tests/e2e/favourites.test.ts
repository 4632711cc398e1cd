// Favourites in Chromium against the compiled binary: a clinic stars a vet on its search card →
// My relief team on the dashboard lists it with the shift they completed together; the
// "Favourites only" filter shows just that vet; unstarring empties the team. A vet stars a clinic
// on its shifts → Favourite clinics lists it, and "Favourites only" keeps only its shifts.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import {
  axeViolations,
  callApi,
  completedShift,
  daysAhead,
  DESKTOP,
  PHONE,
  registered,
  type RunningServer,
  startBoth,
  stopBoth,
  type Viewport,
  type Party,
} from './support';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => void ({ server, browser } = await startBoth()));
afterAll(() => stopBoth(server, browser));

const DENVER = { address: '1701 Wynkoop St', city: 'Denver', state: 'CO', zipCode: '80202', phone: '303-555-0100' };
const BOULDER = { address: '1777 Broadway', city: 'Boulder', state: 'CO', zipCode: '80302', phone: '720-555-0100' };
const SHIFT = { startTime: '08:00', endTime: '18:00', hourlyRate: 8000, shiftType: 'regular_day', practiceTypes: ['small_animal'] };

async function account(userType: 'clinic' | 'relief_vet', profile: Record<string, unknown>, viewport: Viewport): Promise<Party> {
  const { page, api } = await registered(browser, server, { userType, profile, viewport, bypassCSP: true });
  const me = await (await api.get(`${server.url}/api/auth/user`)).json();
  return { page, api, id: me.id };
}

const vetProfile = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  licenseNumber: 'CO-12345',
  experienceYears: 6,
  hourlyRate: 9000,
  travelRadius: 100,
  ...BOULDER,
});

/** Books the vet on a new shift of the clinic and approves its hours; answers the shift's date. */
async function completedShiftOn(clinic: Party, vet: Party, daysFromNow: number): Promise<string> {
  const shiftDate = daysAhead(daysFromNow);
  await completedShift(server, clinic, vet, shiftDate);
  return shiftDate;
}

describe('favourites', () => {
  test('a clinic stars a vet in search → My relief team; favourites only; unstar', async () => {
    const clinic = await account('clinic', { clinicName: 'Wynkoop Animal Clinic', searchRadius: 50, ...DENVER }, DESKTOP);
    const starred = await account('relief_vet', vetProfile('Casey', 'Morgan'), PHONE);
    await account('relief_vet', vetProfile('Robin', 'Lee'), PHONE);
    await completedShiftOn(clinic, starred, 3);
    const { page } = clinic;

    await page.goto(`${server.url}/dashboard`);
    await page.getByText('My relief team').waitFor();
    await page.getByText('Star a vet to build your relief team').waitFor();

    await page.goto(`${server.url}/browse`);
    const card = page.getByRole('article', { name: 'Dr. Casey Morgan' });
    const other = page.getByRole('article', { name: 'Dr. Robin Lee' });
    await other.waitFor();
    const star = card.getByRole('button', { name: 'Add to favourites' });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    const pressed = card.getByRole('button', { name: 'Remove from favourites' });
    expect(await pressed.getAttribute('aria-pressed')).toBe('true');
    expect(await other.getByRole('button', { name: 'Add to favourites' }).getAttribute('aria-pressed')).toBe('false');
    expect(await axeViolations(page)).toEqual([]);

    // A star the server refuses flips back, with the reason.
    const ONE_STAR = '**/api/favourites/*';
    await page.route(ONE_STAR, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'You can keep at most 500 favourites', code: 'FAVOURITES_FULL' }),
      }),
    );
    await other.getByRole('button', { name: 'Add to favourites' }).click();
    await page.getByText('Could not add to favourites').first().waitFor();
    expect(await other.getByRole('button', { name: 'Add to favourites' }).getAttribute('aria-pressed')).toBe('false');
    await page.unroute(ONE_STAR);

    // Favourites only: the starred vet alone.
    await page.getByLabel('Favourites only').check();
    await other.waitFor({ state: 'detached' });
    await card.waitFor();
    await page.getByRole('list', { name: 'Active filters' }).getByText('Favourites only').waitFor();

    // The dashboard's team: the vet, with the shift they completed together.
    await page.goto(`${server.url}/dashboard`);
    const row = page.getByRole('list', { name: 'Relief team' }).getByRole('listitem');
    await row.getByText('Dr. Casey Morgan').waitFor();
    await row.getByText(/1 shift together · last /).waitFor();

    // Unstar from the team: the empty state again, and the card's star is off on the search page.
    await row.getByRole('button', { name: 'Remove from favourites' }).click();
    await page.getByText('Star a vet to build your relief team').waitFor();
    await page.goto(`${server.url}/browse`);
    expect(await card.getByRole('button', { name: 'Add to favourites' }).getAttribute('aria-pressed')).toBe('false');

    // After approved hours, the rating step offers the same star.
    await page.goto(`${server.url}/bookings`);
    await page.getByTestId('to-do-item').filter({ hasText: 'Rate Dr. Casey Morgan' }).getByRole('button').click();
    const rating = page.getByRole('dialog', { name: 'Rate Dr. Casey Morgan' });
    await rating.getByRole('button', { name: 'Add to favourites' }).click();
    await rating.getByText('Dr. Casey Morgan is in your favourites.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('list', { name: 'Relief team' }).getByText('Dr. Casey Morgan').waitFor();
  }, 180_000);

  test('a vet stars a clinic from its shifts → Favourite clinics; favourites only keeps its shifts', async () => {
    const liked = await account('clinic', { clinicName: 'Larimer Pet Hospital', searchRadius: 50, ...DENVER }, DESKTOP);
    const other = await account('clinic', { clinicName: 'Blake Street Vets', searchRadius: 50, ...DENVER, address: '2000 Blake St' }, DESKTOP);
    for (const clinic of [liked, other]) await callApi(clinic.api, server.url, 'POST', '/api/shifts', { ...SHIFT, shiftDate: daysAhead(10) });
    const vet = await account('relief_vet', vetProfile('Sam', 'Rivera'), PHONE);
    const { page } = vet;

    await page.goto(`${server.url}/browse`);
    const group = page.getByRole('region', { name: 'Larimer Pet Hospital' });
    const otherGroup = page.getByRole('region', { name: 'Blake Street Vets' });
    await otherGroup.waitFor();
    await group.getByRole('button', { name: 'Add to favourites' }).click();
    expect(await group.getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByLabel('Favourites only').check();
    await otherGroup.waitFor({ state: 'detached' });
    await group.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${server.url}/dashboard`);
    const clinics = page.getByRole('list', { name: 'Favourite clinics' });
    await clinics.getByText('Larimer Pet Hospital').waitFor();
    await clinics.getByText(/Denver, CO · No shifts together yet/).waitFor();
    expect(await clinics.getByRole('listitem').count()).toBe(1);
  }, 120_000);
});
