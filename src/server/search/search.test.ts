import { describe, expect, test } from 'bun:test';
import { createTestApp, type TestClient } from '../testing/harness';
import { BOULDER, clinicAt, DENVER, NEW_YORK, shift, vetAt } from '../testing/marketplace';

const search = (client: TestClient, query: string) => client.get(`/api/search-shifts?${query}`);

describe('search-shifts', () => {
  test('a vet 25 miles away (Boulder → Denver) sees the shifts at radius 50 but not at 10', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Front Range Animal Hospital');
    await clinic.post(
      '/api/shifts',
      ['2026-12-10', '2026-12-11', '2026-12-12'].map((shiftDate) => ({ ...shift, shiftDate })),
    );
    const vet = await vetAt(t, BOULDER);

    const near = await search(vet, 'radius=50');
    expect(near.status).toBe(200);
    expect(near.body.total).toBe(3);
    expect(near.body.results[0].distance).toBeGreaterThan(20);
    expect(near.body.results[0].distance).toBeLessThan(30);
    expect(near.body.results[0].clinic).toMatchObject({ clinicName: 'Front Range Animal Hospital', city: 'Denver', state: 'CO', averageAppointmentTime: 20 });
    expect((await search(vet, 'radius=10')).body.results).toEqual([]);
  });

  test('radius edges: Boulder → Denver is 24.1 miles, in at 25, out at 24', async () => {
    const t = createTestApp();
    await (await clinicAt(t, DENVER, 'Denver Vet')).post('/api/shifts', shift);
    const vet = await vetAt(t, BOULDER);
    const inside = await search(vet, 'radius=25');
    expect(inside.body.results).toHaveLength(1);
    expect(inside.body.results[0].distance).toBe(24.1);
    expect((await search(vet, 'radius=24')).body.results).toHaveLength(0);
    const clinic = await clinicAt(t, DENVER, 'Other Denver Vet');
    expect((await clinic.get('/api/nearby-vets?radius=25')).body.total).toBe(1);
    expect((await clinic.get('/api/nearby-vets?radius=24')).body.total).toBe(0);
  });

  test('nearest first; nationwide (1200) reaches across states; far ones beyond the radius are left out', async () => {
    const t = createTestApp();
    await (await clinicAt(t, NEW_YORK, 'Manhattan Vet')).post('/api/shifts', shift);
    await (await clinicAt(t, DENVER, 'Denver Vet')).post('/api/shifts', shift);
    await (await clinicAt(t, BOULDER, 'Boulder Vet')).post('/api/shifts', shift);
    const vet = await vetAt(t, BOULDER);
    const all = await search(vet, 'radius=1200');
    // New York is ~1,600 miles away: beyond even "nationwide" 1200.
    expect(all.body.results.map((s: { clinic: { clinicName: string } }) => s.clinic.clinicName)).toEqual(['Boulder Vet', 'Denver Vet']);
  });

  test('only open, future shifts with a matching practice type', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Denver Vet');
    await clinic.post('/api/shifts', [
      { ...shift, practiceTypes: ['exotic'] },
      { ...shift, shiftDate: '2026-12-11' },
      { ...shift, shiftDate: '2026-12-12' },
    ]);
    t.deps.db.$client.run("UPDATE shifts SET status = 'booked' WHERE shift_date = '2026-12-12'");
    const vet = await vetAt(t, BOULDER);
    expect((await search(vet, 'practiceTypes=exotic,emergency&radius=100')).body.results).toHaveLength(1);
    expect((await search(vet, 'radius=100')).body.results).toHaveLength(2);
    t.advance(25 * 24 * 3600 * 1000);
    expect((await search(vet, 'radius=100')).body.results).toHaveLength(0);
  });

  test('sort=rate puts the best-paid first, sort=date the soonest', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Denver Vet');
    await clinic.post('/api/shifts', [
      { ...shift, shiftDate: '2026-12-12', hourlyRate: 9000 },
      { ...shift, shiftDate: '2026-12-10', hourlyRate: 7000 },
      { ...shift, shiftDate: '2026-12-11', hourlyRate: 12000 },
    ]);
    const vet = await vetAt(t, BOULDER);
    const byRate = await search(vet, 'radius=100&sort=rate');
    expect(byRate.body.results.map((s: { hourlyRate: number }) => s.hourlyRate)).toEqual([12000, 9000, 7000]);
    expect(byRate.body.total).toBe(3);
    const byDate = await search(vet, 'radius=100&sort=date');
    expect(byDate.body.results.map((s: { shiftDate: string }) => s.shiftDate)).toEqual(['2026-12-10', '2026-12-11', '2026-12-12']);
  });

  test('pages: limit and offset, hasMore, total', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Denver Vet');
    await clinic.post(
      '/api/shifts',
      Array.from({ length: 7 }, (_, i) => ({ ...shift, shiftDate: `2026-12-${String(10 + i)}` })),
    );
    const vet = await vetAt(t, BOULDER);
    const first = await search(vet, 'radius=100&limit=5');
    expect(first.body).toMatchObject({ total: 7, totalCapped: false, limit: 5, offset: 0, hasMore: true });
    expect(first.body.results).toHaveLength(5);
    const second = await search(vet, 'radius=100&limit=5&offset=5');
    expect(second.body.results).toHaveLength(2);
    expect(second.body.hasMore).toBe(false);
    const ids = [...first.body.results, ...second.body.results].map((s: { id: number }) => s.id);
    expect(new Set(ids).size).toBe(7);
  });

  test.each([
    ['radius=0', 'radius must be a number from 1 to 1200'],
    ['radius=5000', 'radius must be a number from 1 to 1200'],
    ['radius=far', 'radius must be a number from 1 to 1200'],
    ['practiceTypes=dental', 'Unknown practice type "dental"'],
    ['limit=500', 'limit must be a number from 1 to 100'],
    ['sort=random', 'sort must be one of distance, rate, date'],
  ])('%s is 400 "%s"', async (query, message) => {
    const t = createTestApp();
    const vet = await vetAt(t, BOULDER);
    const response = await search(vet, query);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  test('clinics cannot search shifts; vets without a profile are refused', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Denver Vet');
    expect((await search(clinic, 'radius=50')).status).toBe(403);
    const bare = t.client();
    await bare.post('/api/register', { email: 'bare@example.com', password: 'secret12', firstName: 'B', lastName: 'V', userType: 'relief_vet' });
    expect((await search(bare, 'radius=50')).body.code).toBe('PROFILE_REQUIRED');
  });
});

describe('nearby-vets', () => {
  test('clinics find vets within the radius, with postings and never the street address', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Denver Vet');
    await vetAt(t, BOULDER, { experienceYears: 12 });
    await vetAt(t, NEW_YORK);
    const found = await clinic.get('/api/nearby-vets?radius=50');
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(1);
    const vet = found.body.results[0];
    expect(vet).toMatchObject({ city: 'Boulder', state: 'CO', yearsExperience: 12, availabilityStatus: 'limited', availablePostings: [] });
    expect(JSON.stringify(found.body)).not.toContain('2100 Pearl St');
    expect(vet.address).toBeUndefined();
    expect((await clinic.get('/api/nearby-vets?radius=50&minExperience=15')).body.total).toBe(0);
  });

  test('vets cannot search vets; bad radius is 400', async () => {
    const t = createTestApp();
    const vet = await vetAt(t, BOULDER);
    expect((await vet.get('/api/nearby-vets?radius=50')).status).toBe(403);
    const clinic = await clinicAt(t, DENVER, 'Denver Vet');
    expect((await clinic.get('/api/nearby-vets?radius=-1')).status).toBe(400);
  });
});

describe('figures', () => {
  test('stats and total opportunities', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Denver Vet');
    await clinic.post('/api/shifts', [shift, { ...shift, shiftDate: '2026-12-11' }]);
    expect((await clinic.get('/api/stats')).body).toEqual({ totalShifts: 2, openShifts: 2, pendingApplications: 0, completedShifts: 0, hoursToDo: 0 });
    const vet = await vetAt(t, BOULDER);
    expect((await vet.get('/api/total-opportunities')).body).toEqual({ totalOpportunities: 2 });
    expect((await vet.get('/api/stats')).body.availableOpportunities).toBe(2);
  });
});
