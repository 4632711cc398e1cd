// The dashboards' figures and the bookings list's sources (issue 19): one booking of each source,
// upcoming against completed by the shift's end (across midnight, in the clinic's zone), the
// vet's opportunities within its travel radius, and the clinic's open shifts.
import { beforeEach, describe, expect, test } from 'bun:test';
import type { VetStats } from '../../shared/dashboard';
import { createTestApp, type TestApp } from '../testing/harness';
import { posted } from '../testing/availability';
import { applied, decide, list } from '../testing/bookings';
import { BOULDER, clinic, DENVER, NEW_YORK, type Party, postShift, vet } from '../testing/marketplace';
import { sql } from '../testing/rows';
import { HOUR_MS } from '../../shared/time';

let t: TestApp;
let denver: Party;
let sam: Party;

const stats = async (party: Party) => {
  const response = await party.client.get('/api/stats');
  expect(response.status).toBe(200);
  return response.body;
};

/** A shift of `owner` booked for `booked` through an accepted application; answers the application's id. */
async function bookedByApplication(owner: Party, booked: Party, fields: Record<string, unknown> = {}): Promise<number> {
  const requestId = await applied(booked, await postShift(owner, fields));
  expect((await decide(owner, requestId, 'accepted')).status).toBe(200);
  return requestId;
}

async function bookedBySummary(owner: Party, booked: Party, shiftDate: string) {
  const sent = await owner.client.post('/api/booking-summaries', {
    vetUserId: booked.id,
    notes: null,
    shifts: [{ shiftDate, startTime: '09:00', endTime: '17:00', hourlyRate: 10_000 }],
    messageThreadId: 'thread',
  });
  expect(sent.status).toBe(201);
  const answered = await booked.client.post(`/api/booking-summaries/${sent.body.id}/respond`, {
    shiftResponses: [{ shiftId: sent.body.shifts[0].id, status: 'accepted' }],
  });
  expect(answered.status).toBe(200);
}

async function bookedByAvailability(owner: Party, booked: Party, availableDate: string) {
  const postingId = await posted(booked, { availableDate });
  const asked = await owner.client.post('/api/availability-requests', { availabilityPostingId: postingId });
  expect(asked.status).toBe(201);
  const accepted = await booked.client.request('PUT', `/api/availability-requests/${asked.body.id}`, { status: 'accepted' });
  expect(accepted.status).toBe(200);
}

beforeEach(async () => {
  t = createTestApp();
  denver = await clinic(t, 'Front Range Vets', DENVER);
  sam = await vet(t, BOULDER);
});

describe('one booking of each source', () => {
  test('each is one accepted request named by its source, for both sides, and all three are upcoming', async () => {
    await bookedByApplication(denver, sam, { shiftDate: '2026-12-10' });
    await bookedBySummary(denver, sam, '2026-12-11');
    await bookedByAvailability(denver, sam, '2026-12-12');

    for (const party of [sam, denver]) {
      const { requests } = await list(party);
      expect(requests.map((request) => [request.shift.shiftDate, request.status, request.source])).toEqual([
        ['2026-12-12', 'accepted', 'availability'],
        ['2026-12-11', 'accepted', 'summary'],
        ['2026-12-10', 'accepted', 'application'],
      ]);
    }
    const booked = sql<{ n: number }>(t, "SELECT count(*) AS n FROM shifts WHERE status = 'booked' AND booked_by_vet_id = ?", sam.id)[0]!.n;
    expect(booked).toBe(3);

    const figures: VetStats = await stats(sam);
    expect(figures).toMatchObject({ upcomingShifts: 3, completedShifts: 0, pendingApplications: 0 });
    expect(figures.nextShifts.map((next) => [next.shiftDate, next.clinicName, next.address, next.city, next.zipCode])).toEqual([
      ['2026-12-10', 'Front Range Vets', DENVER.address, 'Denver', '80202'],
      ['2026-12-11', 'Front Range Vets', DENVER.address, 'Denver', '80202'],
      ['2026-12-12', 'Front Range Vets', DENVER.address, 'Denver', '80202'],
    ]);
    // 08:00–18:00 at $75/h; 09:00–17:00 at $100/h; the posted date 08:00–18:00 at its $95/h.
    expect(figures.nextShifts.map((next) => next.value)).toEqual([75_000, 80_000, 95_000]);

    // A pending application is counted as such, not as a booking.
    await applied(sam, await postShift(denver, { shiftDate: '2026-12-20' }));
    expect(await stats(sam)).toMatchObject({ upcomingShifts: 3, pendingApplications: 1 });
  });
});

describe('upcoming, to do and completed shifts', () => {
  test('an overnight shift is upcoming until it ends the next morning in the clinic’s zone, then its hours are to do', async () => {
    // Denver is UTC−7 in November: 22:00 on the 24th to 06:00 on the 25th is 05:00Z to 13:00Z on the 25th.
    await bookedByApplication(denver, sam, { shiftDate: '2026-11-24', startTime: '22:00', endTime: '06:00' });
    t.advance(Date.parse('2026-11-25T12:59:00Z') - t.deps.clock());
    expect(await stats(sam)).toMatchObject({ upcomingShifts: 1, completedShifts: 0, hoursToDo: 0 });
    expect((await stats(sam)).nextShifts[0]).toMatchObject({ shiftDate: '2026-11-24', startTime: '22:00', endTime: '06:00', value: 60_000 });
    t.advance(2 * 60 * 1000);
    expect(await stats(sam)).toMatchObject({ upcomingShifts: 0, completedShifts: 0, hoursToDo: 1, nextShifts: [] });
  });

  test('an ended booking is to do until its hours are approved, then completed for both sides', async () => {
    await bookedByApplication(denver, sam, { shiftDate: '2026-11-23' });
    await bookedByApplication(denver, sam, { shiftDate: '2026-11-25' });
    await bookedByApplication(denver, sam, { shiftDate: '2027-01-05' });
    expect(await stats(sam)).toMatchObject({ upcomingShifts: 3, completedShifts: 0, hoursToDo: 0 });
    // 18:00 on the 23rd in Denver is 01:00Z on the 24th.
    t.advance(Date.parse('2026-11-24T01:00:00Z') - t.deps.clock());
    expect(await stats(sam)).toMatchObject({ upcomingShifts: 2, completedShifts: 0, hoursToDo: 1 });
    const [first] = sql<{ id: number }>(t, "SELECT id FROM shifts WHERE shift_date = '2026-11-23'");
    const hours = { startTime: '08:00', endTime: '18:00', breakMinutes: 30 };
    expect((await sam.client.post(`/api/shifts/${first!.id}/hours`, hours)).status).toBe(201);
    // Submitted: no longer the vet's to do, now the clinic's.
    expect(await stats(sam)).toMatchObject({ completedShifts: 0, hoursToDo: 0 });
    expect(await stats(denver)).toMatchObject({ completedShifts: 0, hoursToDo: 1 });
    expect((await denver.client.post(`/api/shifts/${first!.id}/hours/approve`, {})).status).toBe(200);
    expect(await stats(sam)).toMatchObject({ upcomingShifts: 2, completedShifts: 1, hoursToDo: 0 });
    expect(await stats(denver)).toMatchObject({ completedShifts: 1, hoursToDo: 0 });
    // Five days on, the 25th has ended too: to do until its hours come.
    t.advance(4 * 24 * HOUR_MS);
    expect(await stats(sam)).toMatchObject({ upcomingShifts: 1, completedShifts: 1, hoursToDo: 1 });
  });

  test('a cancelled booking is neither upcoming nor completed', async () => {
    const requestId = await bookedByApplication(denver, sam, { shiftDate: '2026-12-10' });
    expect((await sam.client.post(`/api/booking-requests/${requestId}/cancel`, { reason: 'illness' })).status).toBe(200);
    expect(await stats(sam)).toMatchObject({ upcomingShifts: 0, completedShifts: 0, hoursToDo: 0, pendingApplications: 0 });
  });
});

describe('available opportunities', () => {
  test('counts open future shifts within the vet’s travel radius, as /browse finds them', async () => {
    const newYork = await clinic(t, 'Battery Park Vets', NEW_YORK);
    await postShift(denver, { shiftDate: '2026-12-10' });
    await postShift(denver, { shiftDate: '2026-12-11' });
    await postShift(newYork, { shiftDate: '2026-12-10' });
    // Boulder to Denver is about 24 miles; the profile's travel radius is 50.
    expect(await stats(sam)).toMatchObject({ availableOpportunities: 2, opportunitiesCapped: false, travelRadius: 50 });
    const browse = await sam.client.get('/api/search-shifts?radius=50');
    expect(browse.body.total).toBe(2);
    expect((await sam.client.get('/api/total-opportunities')).body.totalOpportunities).toBe(3);

    t.deps.db.$client.run('UPDATE vet_profiles SET available_radius = 10 WHERE user_id = ?', [sam.id]);
    expect(await stats(sam)).toMatchObject({ availableOpportunities: 0, travelRadius: 10 });
    t.deps.db.$client.run('UPDATE vet_profiles SET available_radius = 500 WHERE user_id = ?', [sam.id]);
    expect(await stats(sam)).toMatchObject({ availableOpportunities: 2 });
  });

  test('a profile whose address is not located has no radius count (the dashboard shows the nationwide one)', async () => {
    await postShift(denver);
    t.deps.db.$client.run('UPDATE vet_profiles SET latitude = NULL, longitude = NULL WHERE user_id = ?', [sam.id]);
    expect(await stats(sam)).toMatchObject({ availableOpportunities: null, opportunitiesCapped: false });
  });
});

describe("the clinic's figures", () => {
  test('posted counts every shift not deleted; open counts those vets can still apply for', async () => {
    await bookedByApplication(denver, sam, { shiftDate: '2026-12-10' });
    await postShift(denver, { shiftDate: '2026-11-23' });
    await postShift(denver, { shiftDate: '2026-12-11' });
    const deleted = await postShift(denver, { shiftDate: '2026-12-12' });
    expect((await denver.client.request('DELETE', `/api/shifts/${deleted}`)).status).toBeLessThan(300);
    expect(await stats(denver)).toEqual({ totalShifts: 3, openShifts: 2, pendingApplications: 0, completedShifts: 0, hoursToDo: 0 });
    // 08:00 in Denver on the 23rd is 15:00Z: the open shift has started and can no longer be applied for.
    t.advance(Date.parse('2026-11-23T15:00:00Z') - t.deps.clock());
    expect(await stats(denver)).toEqual({ totalShifts: 3, openShifts: 1, pendingApplications: 0, completedShifts: 0, hoursToDo: 0 });
  });
});
