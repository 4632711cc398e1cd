// The in-memory search indexes follow every committed write, whichever code path made it: the
// API, a later feature writing SQL directly, or a log pruned while nobody searched.
import { describe, expect, test } from 'bun:test';
import { pruneChanges } from '../lib/change-log';
import { createTestApp, type TestClient } from '../testing/harness';
import { BOULDER, clinicAt, DENVER, shift, vetAt } from '../testing/marketplace';
import { DAY_MS } from '../../shared/time';

const shiftSearch = async (vet: TestClient, query = 'radius=100') => (await vet.get(`/api/search-shifts?${query}`)).body;
const vetSearch = async (clinic: TestClient, query = 'radius=100') => (await clinic.get(`/api/nearby-vets?${query}`)).body;

describe('shift index', () => {
  test('posting, editing, booking and deleting after the first search show in the next one', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Denver Vet');
    const vet = await vetAt(t, BOULDER);
    expect((await shiftSearch(vet)).total).toBe(0);

    const posted = await clinic.post('/api/shifts', [shift, { ...shift, shiftDate: '2026-12-11' }]);
    const [first, second] = posted.body.map((created: { id: number }) => created.id);
    expect((await shiftSearch(vet)).total).toBe(2);

    await clinic.request('PATCH', `/api/shifts/${second}`, { ...shift, shiftDate: '2026-12-11', hourlyRate: 15000 });
    expect((await shiftSearch(vet, 'radius=100&sort=rate')).results.map((found: { id: number }) => found.id)).toEqual([second, first]);

    // Booking comes with a later feature; whatever writes the status, the search follows.
    t.deps.db.$client.run("UPDATE shifts SET status = 'booked' WHERE id = ?", [second]);
    expect((await shiftSearch(vet)).results.map((found: { id: number }) => found.id)).toEqual([first]);

    expect((await clinic.request('DELETE', `/api/shifts/${first}`)).status).toBe(200);
    expect((await shiftSearch(vet)).total).toBe(0);
  });

  test('a clinic that moves takes its shifts with it', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Denver Vet');
    await clinic.post('/api/shifts', shift);
    const vet = await vetAt(t, BOULDER);
    expect((await shiftSearch(vet, 'radius=10')).total).toBe(0);
    await clinic.request('PUT', '/api/clinic-profiles', { clinicName: 'Denver Vet', ...BOULDER });
    const moved = await shiftSearch(vet, 'radius=10');
    expect(moved.total).toBe(1);
    expect(moved.results[0].distance).toBeLessThan(2);
  });

  test("a clinic's new name and picture show in the next search", async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Denver Vet');
    await clinic.post('/api/shifts', shift);
    const vet = await vetAt(t, BOULDER);
    const before = (await shiftSearch(vet)).results[0];
    expect(before.clinic).toMatchObject({ clinicName: 'Denver Vet', profileImageUrl: null });
    await clinic.request('PUT', '/api/clinic-profiles', { clinicName: 'Mile High Animal Hospital', ...DENVER });
    t.deps.db.$client.run('UPDATE users SET profile_image_url = ? WHERE id = ?', ['https://img.example/logo.png', before.clinicId]);
    expect((await shiftSearch(vet)).results[0].clinic).toMatchObject({
      clinicName: 'Mile High Animal Hospital',
      profileImageUrl: 'https://img.example/logo.png',
    });
  });

  test("a clinic whose profile is removed keeps its shifts listed, as 'Unknown Clinic'", async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Denver Vet');
    await clinic.post('/api/shifts', shift);
    const vet = await vetAt(t, BOULDER);
    const { clinicId } = (await shiftSearch(vet)).results[0];
    t.deps.db.$client.run('DELETE FROM clinic_profiles WHERE user_id = ?', [clinicId]);
    expect((await shiftSearch(vet)).results[0].clinic).toMatchObject({ clinicName: 'Unknown Clinic', userId: clinicId, phone: '' });
  });

  test('after the change log was pruned unseen, the index rebuilds and misses nothing', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Denver Vet');
    const vet = await vetAt(t, BOULDER);
    expect((await shiftSearch(vet)).total).toBe(0);
    await clinic.post('/api/shifts', [shift, { ...shift, shiftDate: '2026-12-11' }]);
    expect(pruneChanges(t.deps.db, Date.now() + 2 * DAY_MS)).toBeGreaterThan(0);
    expect((await shiftSearch(vet)).total).toBe(2);
  });

  test('shifts whose day has passed leave the results on the next day', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Denver Vet');
    await clinic.post('/api/shifts', [
      { ...shift, shiftDate: '2026-11-23' },
      { ...shift, shiftDate: '2026-11-30' },
    ]);
    const vet = await vetAt(t, BOULDER);
    expect((await shiftSearch(vet)).total).toBe(2);
    t.advance(2 * DAY_MS);
    expect((await shiftSearch(vet)).results.map((found: { shiftDate: string }) => found.shiftDate)).toEqual(['2026-11-30']);
  });
});

describe('vet index', () => {
  test('profile changes and availability postings after the first search show in the next one', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Denver Vet');
    const vet = await vetAt(t, BOULDER, { experienceYears: 4 });
    const before = await vetSearch(clinic);
    expect(before.results[0]).toMatchObject({ yearsExperience: 4, availabilityStatus: 'limited', availablePostings: [] });
    const userId = before.results[0].userId;

    // Postings come with a later feature; whatever writes them, the search follows.
    t.deps.db.$client.run(
      "INSERT INTO vet_availability (vet_id, available_date, start_time, end_time, practice_types, travel_radius, status) VALUES (?, '2026-12-01', '08:00', '17:00', '[\"small_animal\"]', 50, 'available')",
      [userId],
    );
    const posted = (await vetSearch(clinic)).results[0];
    expect(posted.availabilityStatus).toBe('available');
    expect(posted.availablePostings).toMatchObject([{ availableDate: '2026-12-01', startTime: '08:00', endTime: '17:00', status: 'available' }]);

    await vet.request('PUT', '/api/vet-profiles', {
      firstName: 'Samantha',
      lastName: 'Rivera',
      licenseNumber: 'CO-1',
      experienceYears: 9,
      hourlyRate: 9000,
      isAvailable: false,
      ...BOULDER,
    });
    expect((await vetSearch(clinic)).results[0]).toMatchObject({ firstName: 'Samantha', yearsExperience: 9, availabilityStatus: 'busy' });
    expect((await vetSearch(clinic, 'radius=100&minExperience=10')).total).toBe(0);

    t.deps.db.$client.run('DELETE FROM vet_profiles WHERE user_id = ?', [userId]);
    expect((await vetSearch(clinic)).total).toBe(0);
  });

  test('a posting whose day has passed no longer counts as available', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Denver Vet');
    await vetAt(t, BOULDER);
    const userId = (await vetSearch(clinic)).results[0].userId;
    t.deps.db.$client.run(
      "INSERT INTO vet_availability (vet_id, available_date, start_time, end_time, practice_types, travel_radius, status) VALUES (?, '2026-11-23', '08:00', '17:00', '[\"small_animal\"]', 50, 'available')",
      [userId],
    );
    expect((await vetSearch(clinic)).results[0].availabilityStatus).toBe('available');
    t.advance(2 * DAY_MS);
    expect((await vetSearch(clinic)).results[0]).toMatchObject({ availabilityStatus: 'limited', availablePostings: [] });
    expect((await vetSearch(clinic, 'radius=100&availability=available')).total).toBe(0);
  });
});
