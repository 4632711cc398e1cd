import { describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../testing/harness';
import { clinicAt, shift as defaultShift } from '../testing/marketplace';
import { rowCount } from '../testing/rows';

const harbor = { address: '1 Main St', city: 'Boulder', state: 'CO', zipCode: '80302', phone: '303-555-0100' };
const clinicProfile = { clinicName: 'Harbor Vet', ...harbor };
const shift = { ...defaultShift, notes: 'Bring a stethoscope' };

/** A subscribed clinic in Boulder named `name`. */
const subscribedClinic = (t: TestApp, name = 'clinic@example.com') => clinicAt(t, harbor, name);

describe('posting shifts', () => {
  test('one shift answers the created shift with its clinic', async () => {
    const t = createTestApp();
    const client = await subscribedClinic(t);
    const created = await client.post('/api/shifts', shift);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...shift, status: 'open', bookedByVetId: null });
    expect(created.body.clinic).toMatchObject({ clinicName: 'clinic@example.com', city: 'Boulder', averageAppointmentTime: 20 });
  });

  test('an array (the multi-date dialog) is stored in one go and answered as an array', async () => {
    const t = createTestApp();
    const client = await subscribedClinic(t);
    const dates = ['2026-12-10', '2026-12-11', '2026-12-12'];
    const created = await client.post(
      '/api/shifts',
      dates.map((shiftDate) => ({ ...shift, shiftDate })),
    );
    expect(created.status).toBe(201);
    expect(created.body.map((s: { shiftDate: string }) => s.shiftDate)).toEqual(dates);
    expect((await client.get('/api/shifts')).body).toHaveLength(3);
  });

  test('one bad shift in an array stores none', async () => {
    const t = createTestApp();
    const client = await subscribedClinic(t);
    const response = await client.post('/api/shifts', [shift, { ...shift, shiftDate: '2026-11-01' }]);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('shiftDate 2026-11-01 is in the past');
    expect(rowCount(t, 'shifts')).toBe(0);
  });

  test.each([
    [{ endTime: '08:00' }, 'endTime must differ from startTime (a shift ending the next morning ends at an earlier time)'],
    [{ hourlyRate: 0 }, 'hourlyRate must be more than 0'],
    [{ hourlyRate: -500 }, 'hourlyRate must be more than 0'],
    [{ shiftType: 'brunch' }, 'shiftType must be one of regular_day, regular, emergency, weekend, holiday, overnight'],
    [{ practiceTypes: ['dental'] }, 'practiceTypes must be among small_animal, large_animal, exotic, emergency'],
    [{ shiftDate: '2026-02-30' }, 'shiftDate is not a real calendar date'],
    [{ startTime: '8am' }, 'startTime must be a time as HH:MM'],
  ])('%p is 400 "%s"', async (change, message) => {
    const t = createTestApp();
    const client = await subscribedClinic(t);
    const response = await client.post('/api/shifts', { ...shift, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(rowCount(t, 'shifts')).toBe(0);
  });

  test('an overnight shift may end after midnight', async () => {
    const t = createTestApp();
    const client = await subscribedClinic(t);
    expect((await client.post('/api/shifts', { ...shift, shiftType: 'overnight', startTime: '20:00', endTime: '06:00' })).status).toBe(201);
  });
});

describe('who may', () => {
  test('an unsubscribed clinic gets 403 SUBSCRIPTION_REQUIRED, a vet 403, a visitor 401', async () => {
    const t = createTestApp();
    const unsubscribed = t.client();
    await unsubscribed.post('/api/register', { email: 'u@example.com', password: 'secret12', firstName: 'U', lastName: 'N', userType: 'clinic' });
    await unsubscribed.post('/api/clinic-profiles', clinicProfile);
    const refused = await unsubscribed.post('/api/shifts', shift);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SUBSCRIPTION_REQUIRED');

    const vet = t.client();
    await vet.post('/api/register', { email: 'v@example.com', password: 'secret12', firstName: 'V', lastName: 'T', userType: 'relief_vet' });
    await vet.post('/api/vet-profiles', {
      firstName: 'V',
      lastName: 'T',
      licenseNumber: 'L1',
      experienceYears: 2,
      hourlyRate: 8000,
      address: '1 A St',
      city: 'Denver',
      state: 'CO',
      zipCode: '80202',
      phone: '303-555-0100',
    });
    expect((await vet.post('/api/shifts', shift)).status).toBe(403);
    expect((await t.client().post('/api/shifts', shift)).status).toBe(401);
    expect(rowCount(t, 'shifts')).toBe(0);
  });

  test("clinic B cannot see, edit or delete clinic A's shift (404)", async () => {
    const t = createTestApp();
    const a = await subscribedClinic(t, 'a@example.com');
    const b = await subscribedClinic(t, 'b@example.com');
    const created = (await a.post('/api/shifts', shift)).body;
    expect((await b.get('/api/shifts')).body).toEqual([]);
    expect((await b.request('PATCH', `/api/shifts/${created.id}`, { ...shift, hourlyRate: 100 })).status).toBe(404);
    expect((await b.request('DELETE', `/api/shifts/${created.id}`)).status).toBe(404);
    expect((await a.get('/api/shifts')).body[0].hourlyRate).toBe(7500);
  });
});

describe('editing and deleting', () => {
  test('the owner edits and deletes; a booked shift cannot be deleted (409)', async () => {
    const t = createTestApp();
    const client = await subscribedClinic(t);
    const created = (await client.post('/api/shifts', shift)).body;
    const edited = await client.request('PATCH', `/api/shifts/${created.id}`, { ...shift, hourlyRate: 9000, shiftType: 'emergency' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ hourlyRate: 9000, shiftType: 'emergency' });

    t.deps.db.$client.run("UPDATE shifts SET status = 'booked'");
    const refused = await client.request('DELETE', `/api/shifts/${created.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A booked shift cannot be deleted: cancel the booking first');
    t.deps.db.$client.run("UPDATE shifts SET status = 'open'");
    expect((await client.request('DELETE', `/api/shifts/${created.id}`)).status).toBe(200);
    expect(rowCount(t, 'shifts')).toBe(0);
  });

  test('a non-numeric id is 400', async () => {
    const t = createTestApp();
    const client = await subscribedClinic(t);
    expect((await client.request('DELETE', '/api/shifts/abc')).status).toBe(400);
  });

  test('moving the clinic moves its shifts for distance search', async () => {
    const t = createTestApp();
    const client = await subscribedClinic(t);
    await client.post('/api/shifts', shift);
    await client.request('PUT', '/api/clinic-profiles', { ...clinicProfile, zipCode: '10001', city: 'New York', state: 'NY' });
    const row = t.deps.db.$client.query('SELECT latitude FROM shifts').get() as { latitude: number };
    expect(row.latitude).toBeCloseTo(40.75, 1);
  });
});
