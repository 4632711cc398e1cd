// Ratings in Chromium against the compiled binary (issue 21), a clinic and a vet side by side:
// two earlier shifts are completed (booked through the API, hours approved in the database as
// the hours routes leave them) and rated both ways; the card shows "2 completed shifts"… and no
// average. Both sides rate a third shift, and the clinic's vet card and the vet's shift card show
// the average and count. The clinic's profile dialog lists the comments; the vet answers one
// once from its profile page. axe finds nothing on the dialog or the answer form.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  callApi,
  completedShift,
  type Party as SupportParty,
  axeViolations,
  daysAhead,
  DESKTOP,
  PHONE,
  registered,
  type RunningServer,
  startBoth,
  stopBoth,
  type Viewport,
} from './support';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => void ({ server, browser } = await startBoth()));
afterAll(() => stopBoth(server, browser));

const DENVER = { address: '1701 Wynkoop St', city: 'Denver', state: 'CO', zipCode: '80202', phone: '303-555-0100' };
const BOULDER = { address: '1777 Broadway', city: 'Boulder', state: 'CO', zipCode: '80302', phone: '720-555-0100' };
const SHIFT = { startTime: '08:00', endTime: '18:00', hourlyRate: 8000, shiftType: 'regular_day', practiceTypes: ['small_animal'] };

interface Party extends SupportParty {
  context: BrowserContext;
}

async function account(userType: 'clinic' | 'relief_vet', profile: Record<string, unknown>, viewport: Viewport): Promise<Party> {
  const { context, page, api } = await registered(browser, server, { userType, profile, viewport, bypassCSP: true });
  const me = await (await api.get(`${server.url}/api/auth/user`)).json();
  return { context, page, api, id: me.id };
}

function call<T = any>(party: Party, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  return callApi<T>(party.api, server.url, method, path, data);
}

/** A completed shift of the vet at the clinic, hours approved: answers its id. */
async function completedShiftAt(clinic: Party, vet: Party, daysFromNow: number): Promise<number> {
  return (await completedShift(server, clinic, vet, daysAhead(daysFromNow))).shiftId;
}

const rate = (party: Party, shiftId: number, stars: number, comment: string) =>
  call(party, 'POST', `/api/shifts/${shiftId}/rating`, { stars, wouldWorkAgain: true, comment });

describe('ratings on cards and profiles', () => {
  test('both sides rate the third shift → the average shows on both cards; comments list; the vet answers once', async () => {
    const clinic = await account('clinic', { clinicName: 'Wynkoop Animal Clinic', searchRadius: 50, ...DENVER }, DESKTOP);
    const vet = await account(
      'relief_vet',
      { firstName: 'Casey', lastName: 'Morgan', licenseNumber: 'CO-12345', experienceYears: 6, hourlyRate: 9000, travelRadius: 100, ...BOULDER },
      PHONE,
    );
    for (const [day, vetStars, clinicStars] of [
      [3, 5, 4],
      [4, 4, 4],
    ] as const) {
      const shiftId = await completedShiftAt(clinic, vet, day);
      await rate(clinic, shiftId, vetStars, `Shift ${day}: calm and thorough`);
      await rate(vet, shiftId, clinicStars, `Shift ${day}: friendly team`);
    }
    // An open shift, so the vet's search shows the clinic's card.
    await call(clinic, 'POST', '/api/shifts', { ...SHIFT, shiftDate: daysAhead(20) });

    const vetCard = clinic.page.getByRole('article', { name: 'Dr. Casey Morgan' });
    await clinic.page.goto(`${server.url}/browse`);
    await vetCard.getByText('2 completed shifts').waitFor();
    expect(await vetCard.getByText(/ratings?$/).count()).toBe(0);

    const third = await completedShiftAt(clinic, vet, 5);
    await rate(clinic, third, 4, 'Third time: stayed late to finish surgery');
    await rate(vet, third, 5, 'Third time: well organised');

    await clinic.page.reload();
    await vetCard.getByText('★ 4.3 · 3 ratings').waitFor();
    await vetCard.getByText('3 completed shifts').waitFor();

    await vet.page.goto(`${server.url}/browse`);
    const clinicGroup = vet.page.getByRole('region', { name: 'Wynkoop Animal Clinic' });
    await clinicGroup.getByText('★ 4.3 · 3 ratings').waitFor();

    // The clinic opens the vet's profile: the comments, newest first.
    await vetCard.getByRole('button', { name: 'View Profile' }).click();
    const dialog = clinic.page.getByRole('dialog', { name: 'Dr. Casey Morgan' });
    const comments = dialog.getByRole('list', { name: 'Ratings, newest first' });
    await comments.getByText('Third time: stayed late to finish surgery').waitFor();
    expect(await comments.getByRole('listitem').count()).toBe(3);
    expect(await comments.getByRole('listitem').first().textContent()).toContain('Third time');
    expect(await dialog.getByRole('button', { name: 'Post response' }).count()).toBe(0);
    expect(await axeViolations(clinic.page)).toEqual([]);

    // The vet answers the newest comment once, from its profile page.
    await vet.page.goto(`${server.url}/profile`);
    const own = vet.page.getByRole('list', { name: 'Ratings, newest first' });
    const newest = own.getByRole('listitem').filter({ hasText: 'Third time: stayed late' });
    await newest.getByLabel('Your response (once)').fill('Thank you, it was a pleasure.');
    expect(await axeViolations(vet.page)).toEqual([]);
    await newest.getByRole('button', { name: 'Post response' }).click();
    await newest.getByText('Thank you, it was a pleasure.').waitFor();
    await newest.getByRole('button', { name: 'Post response' }).waitFor({ state: 'detached' });
  }, 120_000);
});
