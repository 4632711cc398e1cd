// The demo marketplace: a fresh `--seed-demo` start has shifts to browse and vets to find around
// Denver, and a start weeks later tops them up instead of showing an empty market.
import { expect, test } from 'bun:test';
import { DEMO_ACCOUNTS } from '../../shared/constants';
import { createTestApp, type TestApp } from '../testing/harness';
import { hashCostOf } from '../auth/service';
import { holidayOn, isWeekend, shiftTypeMismatch } from '../../shared/shift-days';
import { DEMO_CLINIC_SHIFTS, demoShiftDate, NEIGHBOUR_CLINICS } from './marketplace';
import { seedDemo } from './seed';

async function signedIn(t: TestApp, kind: keyof typeof DEMO_ACCOUNTS) {
  const client = t.client();
  const { email, password } = DEMO_ACCOUNTS[kind];
  expect((await client.post('/api/login', { email, password })).status).toBe(200);
  return client;
}

test('the demo vet finds the demo clinic and its neighbours nearest first; farther clinics only at a wider radius', async () => {
  const t = createTestApp({ demoMode: true });
  await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
  const vet = await signedIn(t, 'relief_vet');
  const near = (await vet.get('/api/search-shifts?radius=50')).body;
  const clinics = new Set(near.results.map((shift: any) => shift.clinic.clinicName));
  expect(clinics).toEqual(new Set(['Front Range Animal Hospital', 'Aurora Pet Care Center', 'Lakewood Emergency Vets', 'Poudre Valley Mixed Practice']));
  const distances = near.results.map((shift: any) => shift.distance);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  const wide = (await vet.get('/api/search-shifts?radius=1200')).body;
  expect(wide.results.some((shift: any) => shift.clinic.clinicName === 'Pikes Peak Exotics & Avian')).toBe(true);
  expect((await vet.get('/api/total-opportunities')).body.totalOpportunities).toBe(wide.total);
});

test('the demo clinic lists its own upcoming shifts and finds vets with their open dates', async () => {
  const t = createTestApp({ demoMode: true });
  await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
  const clinic = await signedIn(t, 'clinic');
  const own = (await clinic.get('/api/shifts')).body;
  expect(own.length).toBeGreaterThanOrEqual(5);
  expect(own.every((shift: any) => shift.status === 'open' && shift.shiftDate > '2026-11-22')).toBe(true);
  const vets = (await clinic.get('/api/nearby-vets?radius=50')).body.results;
  const demoVet = vets.find((vet: any) => vet.firstName === DEMO_ACCOUNTS.relief_vet.firstName && vet.lastName === DEMO_ACCOUNTS.relief_vet.lastName);
  expect(demoVet.availablePostings.length).toBeGreaterThan(0);
  expect(vets.length).toBeGreaterThanOrEqual(3);
});

test('neighbouring demo accounts cannot be signed into', async () => {
  const t = createTestApp({ demoMode: true });
  await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
  const attempt = await t.client().post('/api/login', { email: 'aurora.clinic@demo.vetrelief.app', password: `${DEMO_ACCOUNTS.clinic.password}` });
  expect(attempt.status).toBe(401);
});

test('a start after every demo shift has passed posts a fresh set dated from that day', async () => {
  const t = createTestApp({ demoMode: true });
  await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
  const count = () => t.deps.db.$client.query<{ n: number }, []>('SELECT count(*) AS n FROM shifts').get()!.n;
  const before = count();
  t.advance(60 * 86_400_000);
  await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
  expect(count()).toBe(2 * before);
  const vet = await signedIn(t, 'relief_vet');
  expect((await vet.get('/api/search-shifts?radius=50')).body.results.length).toBeGreaterThan(0);
});

test('the demo accounts have read conversations to show, no unread badge; seeding again adds none', async () => {
  const t = createTestApp({ demoMode: true });
  await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
  await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
  const vet = await signedIn(t, 'relief_vet');
  const clinic = await signedIn(t, 'clinic');
  const vetConversations = (await vet.get('/api/conversations')).body;
  expect(vetConversations.map((c: any) => [c.partner.clinicProfile?.clinicName, c.unreadCount])).toEqual([['Lakewood Emergency Vets', 0]]);
  expect((await vet.get(`/api/messages/${vetConversations[0].partner.id}`)).body).toHaveLength(4);
  expect((await clinic.get('/api/conversations')).body).toHaveLength(1);
  // The demo clinic's request for one of the vet's posted dates waits for the vet (see below).
  expect((await vet.get('/api/counts')).body).toEqual({ unreadMessages: 0, pendingBookings: 1 });
  // The demo vet's application waits for the demo clinic (see the bookings test below).
  expect((await clinic.get('/api/counts')).body).toEqual({ unreadMessages: 0, pendingBookings: 1 });
});

test('the demo vet has an application waiting at the demo clinic and a booking at Lakewood; seeding again adds none', async () => {
  const t = createTestApp({ demoMode: true });
  await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
  await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
  const vet = await signedIn(t, 'relief_vet');
  const clinic = await signedIn(t, 'clinic');
  const mine = (await vet.get('/api/booking-requests')).body.requests;
  expect(mine.map((r: any) => [r.status, r.clinic.clinicName])).toEqual([
    ['pending', 'Front Range Animal Hospital'],
    ['accepted', 'Lakewood Emergency Vets'],
  ]);
  expect(mine[1].confirmedShift).toMatchObject({ clinicName: 'Lakewood Emergency Vets', address: '7000 W Alameda Ave' });
  expect(mine.every((r: any) => r.shift.shiftDate > '2026-11-28')).toBe(true);
  const theirs = (await clinic.get('/api/booking-requests')).body.requests;
  expect(theirs.map((r: any) => [r.status, r.vet.firstName, r.vet.lastName])).toEqual([['pending', 'Sam', 'Rivera']]);
  expect((await vet.get('/api/stats')).body).toMatchObject({ pendingApplications: 1, upcomingShifts: 1, completedShifts: 0 });
  expect(t.deps.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM booking_fees WHERE status = 'pending'").get()!.n).toBe(1);

  // Weeks later, once both shifts have passed, a start seeds a fresh pair.
  t.advance(60 * 86_400_000);
  await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
  const count = t.deps.db.$client.query<{ n: number }, []>('SELECT count(*) AS n FROM booking_requests').get()!.n;
  expect(count).toBe(4);
});

test("the demo vet has posted dates ahead and the demo clinic's request for one waiting; seeding again adds none", async () => {
  const t = createTestApp({ demoMode: true });
  await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
  await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
  const vet = await signedIn(t, 'relief_vet');
  const clinic = await signedIn(t, 'clinic');
  const postings = (await vet.get('/api/vet-availability')).body;
  expect(postings.length).toBeGreaterThanOrEqual(3);
  expect(postings.every((p: any) => p.availableDate > '2026-11-22' && p.status === 'available')).toBe(true);
  const requests = (await vet.get('/api/availability-requests')).body;
  expect(requests.map((r: any) => [r.status, r.clinic.clinicName])).toEqual([['pending', 'Front Range Animal Hospital']]);
  expect(postings.find((p: any) => p.id === requests[0].availabilityPostingId).pendingRequests).toBe(1);
  expect((await clinic.get('/api/availability-requests')).body).toMatchObject([{ status: 'pending', vet: { firstName: 'Sam', lastName: 'Rivera' } }]);
  // The vet can accept it: the date clears the demo bookings.
  expect((await vet.request('PUT', `/api/availability-requests/${requests[0].id}`, { status: 'accepted' })).status).toBe(200);
});

test('every demo shift type fits its date, whatever day the demo starts: Weekend on a Saturday, Holiday on a holiday, regular days on working days', () => {
  const lists = [DEMO_CLINIC_SHIFTS, ...NEIGHBOUR_CLINICS.map((clinic) => clinic.shifts)];
  const start = Date.parse('2026-11-25T00:00:00Z');
  const seen = new Set<string>();
  for (let day = 0; day < 366; day++) {
    const today = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    for (const list of lists)
      for (const shift of list) {
        const date = demoShiftDate(today, shift);
        expect({ today, shift, date, mismatch: shiftTypeMismatch(shift.shiftType, date) }).toEqual({ today, shift, date, mismatch: null });
        if (shift.shiftType === 'regular_day')
          expect({ date, weekend: isWeekend(date), holiday: holidayOn(date) }).toEqual({ date, weekend: false, holiday: null });
        expect(date >= today).toBe(true);
        seen.add(shift.shiftType);
      }
  }
  expect(seen).toEqual(new Set(['regular_day', 'emergency', 'weekend', 'holiday']));
});

test('the seeded demo market has no Weekend shift on a weekday and no Holiday shift on an ordinary day', async () => {
  const t = createTestApp({ demoMode: true });
  await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
  const rows = t.deps.db.$client
    .query<{ shiftType: string; shiftDate: string }, []>('SELECT shift_type AS shiftType, shift_date AS shiftDate FROM shifts')
    .all();
  expect(rows.filter((row) => row.shiftType === 'weekend').length).toBeGreaterThanOrEqual(3);
  expect(rows.filter((row) => row.shiftType === 'holiday').length).toBeGreaterThanOrEqual(2);
  expect(rows.filter((row) => shiftTypeMismatch(row.shiftType, row.shiftDate) !== null)).toEqual([]);
});
