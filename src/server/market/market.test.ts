// Market-rate data through the API (issue 14): the figures of a hand-computed small market, the
// folding of small groups, each viewer's recommendation, the trend between two windows, the
// refresh job, the Post New Shift rate hint and who may ask.
import { describe, expect, test } from 'bun:test';
import type { MarketData } from '../../shared/market';
import { databaseFrom } from '../db/client';
import { createJobRunner } from '../jobs/runner';
import { createTestApp, type TestApp } from '../testing/harness';
import { BOULDER, clinicAt, DENVER, NEW_YORK, shift, vetAt } from '../testing/marketplace';
import { loadStoredMarket, marketDataJson, marketSnapshot, rateHint, refreshMarket } from './snapshot';
import { DAY_MS } from '../../shared/time';

interface Place {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}
const DENVER_AT: Place = { city: 'Denver', state: 'CO', latitude: 39.7491, longitude: -104.9946 };
const BOULDER_AT: Place = { city: 'Boulder', state: 'CO', latitude: 40.0172, longitude: -105.2777 };
const ALBUQUERQUE: Place = { city: 'Albuquerque', state: 'NM', latitude: 35.0844, longitude: -106.6504 };
const SALT_LAKE: Place = { city: 'Salt Lake City', state: 'UT', latitude: 40.7608, longitude: -111.891 };

let seeded = 0;
/** A clinic written straight into the tables (its shifts make the market; it never signs in). */
function seedClinic(t: TestApp, place: Place): number {
  const now = t.deps.clock();
  const db = t.deps.db.$client;
  const id = Number(
    db.run(
      "INSERT INTO users (email, password_hash, first_name, last_name, user_type, onboarding_completed, created_at, updated_at) VALUES (?, 'x', 'A', 'B', 'clinic', 1, ?, ?)",
      [`seed${++seeded}@example.com`, now, now],
    ).lastInsertRowid,
  );
  db.run(
    "INSERT INTO clinic_profiles (user_id, clinic_name, address, city, state, zip_code, phone, latitude, longitude, practice_types, created_at, updated_at) VALUES (?, ?, '1 Main St', ?, ?, '00000', '555-0100', ?, ?, '[\"small_animal\"]', ?, ?)",
    [id, `Clinic ${id}`, place.city, place.state, place.latitude, place.longitude, now, now],
  );
  return id;
}

interface ShiftFields {
  shiftType?: string;
  practiceTypes?: string[];
  /** Posted this long before the clock (ms). */
  ago?: number;
  status?: string;
}
function seedShifts(t: TestApp, clinicId: number, place: Place, rates: number[], fields: ShiftFields = {}) {
  const createdAt = t.deps.clock() - (fields.ago ?? DAY_MS);
  for (const rate of rates)
    t.deps.db.$client.run(
      "INSERT INTO shifts (clinic_id, shift_date, start_time, end_time, hourly_rate, shift_type, status, practice_types, latitude, longitude, created_at, updated_at) VALUES (?, '2026-12-10', '08:00', '18:00', ?, ?, ?, ?, ?, ?, ?, ?)",
      [
        clinicId,
        rate,
        fields.shiftType ?? 'regular_day',
        fields.status ?? 'open',
        JSON.stringify(fields.practiceTypes ?? ['small_animal']),
        place.latitude,
        place.longitude,
        createdAt,
        createdAt,
      ],
    );
}

const BOTH = ['small_animal', 'emergency'];

/**
 * The hand-computed market (rates in cents, posted in the last 90 days unless said):
 * - Denver, CO: D1 8000 (both types) + 8000; D2 9000, 9000 (both types); D3 10000 (both types, an emergency shift)
 *   → 5 shifts, 3 clinics, 44000 / 5 = 8800
 * - Boulder, CO: B1 7000, 7000 (both types); B2 7000, 7000; B3 7000, 7000; all weekend shifts → 6 shifts, 7000
 *   → CO: 11 shifts, 86000 / 11 = 7818
 * - Albuquerque, NM: N1–N4 one 6000 shift each → 4 shifts: folded
 * - Salt Lake City, UT: U1 5000 ×3, U2 5000 ×2 → 5 shifts from 2 clinics: folded
 *   → Other: 9 shifts from 6 clinics, 49000 / 9 = 5444
 * - overall: 20 shifts, 135000 / 20 = 6750, range 5000–10000
 * - left out: a cancelled 99900 shift, a shift posted 200 days ago
 */
function seedMarket(t: TestApp) {
  const [d1, d2, d3] = [1, 2, 3].map(() => seedClinic(t, DENVER_AT)) as [number, number, number];
  seedShifts(t, d1, DENVER_AT, [8000], { practiceTypes: BOTH });
  seedShifts(t, d1, DENVER_AT, [8000]);
  seedShifts(t, d2, DENVER_AT, [9000, 9000], { practiceTypes: BOTH });
  seedShifts(t, d3, DENVER_AT, [10000], { practiceTypes: BOTH, shiftType: 'emergency' });
  const [b1, b2, b3] = [1, 2, 3].map(() => seedClinic(t, BOULDER_AT)) as [number, number, number];
  seedShifts(t, b1, BOULDER_AT, [7000, 7000], { practiceTypes: BOTH, shiftType: 'weekend' });
  seedShifts(t, b2, BOULDER_AT, [7000, 7000], { shiftType: 'weekend' });
  seedShifts(t, b3, BOULDER_AT, [7000, 7000], { shiftType: 'weekend' });
  for (let i = 0; i < 4; i++) seedShifts(t, seedClinic(t, ALBUQUERQUE), ALBUQUERQUE, [6000]);
  seedShifts(t, seedClinic(t, SALT_LAKE), SALT_LAKE, [5000, 5000, 5000]);
  seedShifts(t, seedClinic(t, SALT_LAKE), SALT_LAKE, [5000, 5000]);
  seedShifts(t, d1, DENVER_AT, [99900], { status: 'cancelled' });
  seedShifts(t, d1, DENVER_AT, [99900], { ago: 200 * DAY_MS });
}

async function marketData(client: { get(path: string): Promise<{ status: number; body: any }> }): Promise<MarketData> {
  const response = await client.get('/api/market-data');
  expect(response.status).toBe(200);
  return response.body;
}

describe('the figures', () => {
  test('overall, regions with their cities, practice and shift types against the hand-computed market', async () => {
    const t = createTestApp();
    seedMarket(t);
    const viewer = await vetAt(t, NEW_YORK);
    const data = await marketData(viewer);

    // Active: every open shift dated today or later, whenever posted (the one posted 200 days ago too).
    expect(data.overall).toEqual({ avgRate: 6750, totalShifts: 20, activeShifts: 21, rateRange: { min: 5000, max: 10000 } });
    expect(data.byRegion).toEqual([
      {
        state: 'CO',
        avgRate: 7818,
        shiftCount: 11,
        cities: [
          { city: 'Boulder', avgRate: 7000 },
          { city: 'Denver', avgRate: 8800 },
        ],
      },
      // NM (4 shifts) and UT (5 shifts from 2 clinics) are folded together.
      { state: 'Other', avgRate: 5444, shiftCount: 9, cities: [] },
    ]);
    // A shift of both types counts in each: emergency is D1 8000, D2 9000 ×2, D3 10000, B1 7000 ×2 = 50000 / 6.
    expect(data.byPracticeType).toEqual([
      { type: 'small_animal', avgRate: 6750, shiftCount: 20, percentAboveAvg: 0 },
      { type: 'emergency', avgRate: 8333, shiftCount: 6, percentAboveAvg: 23.5 },
    ]);
    // regular_day: D1 ×2, D2 ×2, NM ×4, UT ×5 = 83000 / 13 = 6385; the one emergency shift folds and
    // its 'Other' (one shift) is too small to show.
    expect(data.byShiftType).toEqual([
      { type: 'regular_day', avgRate: 6385, shiftCount: 13, percentAboveAvg: -5.4 },
      { type: 'weekend', avgRate: 7000, shiftCount: 6, percentAboveAvg: 3.7 },
    ]);
    expect(data.window).toEqual({ from: '2026-08-24', to: '2026-11-22', computedAt: '2026-11-22T12:00:00.000Z' });
    expect(data.trends.message).toBe(
      '20 shifts posted in the last 90 days at an average of $68/hr; no shifts were posted in the 90 days before to compare with.',
    );
  });

  test('a state lists at most four cities, those with the most shifts; a city too small to show is left out', async () => {
    const t = createTestApp();
    const cities = ['Austin', 'Dallas', 'Houston', 'El Paso', 'Waco'];
    // City i has three clinics with 2 + i shifts each at (60 + i) dollars.
    cities.forEach((city, i) => {
      const place = { city, state: 'TX', latitude: 30 + i, longitude: -97 - i };
      for (let c = 0; c < 3; c++) seedShifts(t, seedClinic(t, place), place, Array(2 + i).fill((60 + i) * 100));
    });
    // Two clinics in Plano: 10 shifts, still too few clinics to show.
    const plano = { city: 'Plano', state: 'TX', latitude: 33, longitude: -96.7 };
    for (let c = 0; c < 2; c++) seedShifts(t, seedClinic(t, plano), plano, Array(5).fill(20000));
    const data = await marketData(await vetAt(t, NEW_YORK));
    expect(data.byRegion).toHaveLength(1);
    expect(data.byRegion[0]!.cities).toEqual([
      { city: 'Waco', avgRate: 6400 },
      { city: 'El Paso', avgRate: 6300 },
      { city: 'Houston', avgRate: 6200 },
      { city: 'Dallas', avgRate: 6100 },
    ]);
  });

  test('groups too small on their own and together show nothing of them but the overall figures', async () => {
    const t = createTestApp();
    // 4 shifts from 4 clinics, and 5 shifts from 2 clinics: both folded; 'Other' has 9 shifts from 6 clinics.
    for (let i = 0; i < 4; i++) seedShifts(t, seedClinic(t, ALBUQUERQUE), ALBUQUERQUE, [6000]);
    const u1 = seedClinic(t, SALT_LAKE);
    const u2 = seedClinic(t, SALT_LAKE);
    seedShifts(t, u1, SALT_LAKE, [5000, 5000, 5000]);
    seedShifts(t, u2, SALT_LAKE, [5000, 5000]);
    let data = await marketData(await vetAt(t, NEW_YORK));
    expect(data.byRegion).toEqual([{ state: 'Other', avgRate: 5444, shiftCount: 9, cities: [] }]);

    // Alone, the 5 shifts of 2 clinics show nowhere: no state, no city, no type, no 'Other'.
    const alone = createTestApp();
    seedShifts(alone, seedClinic(alone, SALT_LAKE), SALT_LAKE, [5000, 5000, 5000]);
    seedShifts(alone, seedClinic(alone, SALT_LAKE), SALT_LAKE, [5500, 5500]);
    data = await marketData(await vetAt(alone, NEW_YORK));
    expect(data.overall.totalShifts).toBe(5);
    expect(data.byRegion).toEqual([]);
    expect(data.byPracticeType).toEqual([]);
    expect(data.byShiftType).toEqual([]);
  });
});

describe("the viewer's recommendation", () => {
  test("a clinic that posted nothing is told its state's average", async () => {
    const t = createTestApp();
    seedMarket(t);
    const clinic = await clinicAt(t, DENVER, 'Front Range Vets');
    const data = await marketData(clinic);
    expect(data.trends.recommendation).toBe("You posted no shifts in the last 90 days; Colorado's average is $78/hr. Pricing near it brings applicants.");
  });

  test('a clinic below its state, and one above it', async () => {
    const t = createTestApp();
    seedMarket(t);
    const low = await clinicAt(t, DENVER, 'Low Rate Vets');
    expect((await low.post('/api/shifts', { ...shift, hourlyRate: 7000 })).status).toBe(201);
    // CO now: 12 shifts, 93000 / 12 = 7750; the clinic's 7000 is 9.7% below.
    expect((await marketData(low)).trends.recommendation).toBe(
      "Your average $70/hr over 1 shift is 9.7% below Colorado's $78/hr. Raising your rate toward it may bring more applicants.",
    );

    const t2 = createTestApp();
    seedMarket(t2);
    const high = await clinicAt(t2, BOULDER, 'High Rate Vets');
    expect((await high.post('/api/shifts', { ...shift, hourlyRate: 9500 })).status).toBe(201);
    expect((await high.post('/api/shifts', { ...shift, shiftDate: '2026-12-11', hourlyRate: 9000 })).status).toBe(201);
    // CO: 13 shifts, 104500 / 13 = 8038; the clinic's 9250 is 15.1% above.
    expect((await marketData(high)).trends.recommendation).toBe(
      "Your average $93/hr over 2 shifts is 15.1% above Colorado's $80/hr: your shifts should stand out to relief vets.",
    );
  });

  test('a clinic in a state too small to show is compared with the nation', async () => {
    const t = createTestApp();
    seedMarket(t);
    const clinic = await clinicAt(t, NEW_YORK, 'Harbor Vets');
    expect((await clinic.post('/api/shifts', { ...shift, hourlyRate: 6750 })).status).toBe(201);
    // Overall: 21 shifts, 141750 / 21 = 6750.
    expect((await marketData(clinic)).trends.recommendation).toBe('Your average $68/hr over 1 shift is in line with the national $68/hr.');
  });

  test('a vet: the best-paying city and practice type within the travel radius; nothing near is said so', async () => {
    const t = createTestApp();
    seedMarket(t);
    // Boulder, 50 miles: Denver (about 25 miles) and Boulder, 11 shifts at 7818; emergency 6 shifts at 8333.
    const near = await vetAt(t, BOULDER);
    expect((await near.get('/api/vet-profiles')).body?.availableRadius ?? 50).toBe(50);
    expect((await marketData(near)).trends.recommendation).toBe(
      'Within your 50-mile radius, Denver, CO pays the most ($88/hr over 5 shifts), and emergency shifts pay the most ($83/hr, +6.6% against the local $78/hr).',
    );
    const far = await vetAt(t, NEW_YORK);
    expect((await marketData(far)).trends.recommendation).toBe(
      'Too few shifts were posted within your 50-mile radius recently to compare. Nationally, Colorado pays the most ($78/hr) and emergency shifts pay $83/hr.',
    );
  });
});

describe('freshness', () => {
  test('the trend compares this window with the one before; the refresh job counts new shifts', async () => {
    const t = createTestApp();
    const places = [DENVER_AT, BOULDER_AT, DENVER_AT].map((place) => ({ place, id: seedClinic(t, place) }));
    // Posted now: 5 shifts at $80 from 3 clinics.
    seedShifts(t, places[0]!.id, DENVER_AT, [8000, 8000]);
    seedShifts(t, places[1]!.id, BOULDER_AT, [8000, 8000]);
    seedShifts(t, places[2]!.id, DENVER_AT, [8000], { ago: 0 });
    const before = await marketData(await vetAt(t, BOULDER));
    expect(before.overall.totalShifts).toBe(5);

    // 91 days later: 6 shifts at $88. The snapshot still shows the old figures until the job runs.
    t.advance(91 * DAY_MS);
    const vet = await vetAt(t, BOULDER);
    for (const { place, id } of places) seedShifts(t, id, place, [8800, 8800], { ago: 0 });
    expect((await marketData(vet)).window.computedAt).toBe(before.window.computedAt);
    await createJobRunner(t.deps).run('market-refresh');
    const after = await marketData(vet);
    expect(after.window).toEqual({ from: '2026-11-23', to: '2027-02-21', computedAt: '2027-02-21T12:00:00.000Z' });
    // Every shift is dated 2026-12-10: none is active any more.
    expect(after.overall).toEqual({ avgRate: 8800, totalShifts: 6, activeShifts: 0, rateRange: { min: 8800, max: 8800 } });
    expect(after.trends.message).toBe(
      'Over the last 90 days, average rates rose 10% to $88/hr (from $80/hr) compared with the 90 days before, and shift volume is up 20% (6 shifts against 5).',
    );
  });

  test('a snapshot the job left stale is answered once more while a new one is made', async () => {
    const t = createTestApp();
    seedMarket(t);
    const vet = await vetAt(t, BOULDER);
    expect((await marketData(vet)).overall.totalShifts).toBe(20);
    seedShifts(t, seedClinic(t, DENVER_AT), DENVER_AT, [9000], { ago: 0 });
    t.advance(21 * 60 * 1000);
    expect((await marketData(vet)).overall.totalShifts).toBe(20);
    await Bun.sleep(5);
    expect((await marketData(vet)).overall.totalShifts).toBe(21);
  });
});

describe('after a post and after a restart', () => {
  test("a clinic's own figures count the shift it just posted, before the next pass; the market's say when they were computed", async () => {
    const t = createTestApp();
    seedMarket(t);
    const clinic = await clinicAt(t, DENVER, 'Front Range Vets');
    const before = await marketData(clinic);
    expect(before.trends.recommendation).toBe("You posted no shifts in the last 90 days; Colorado's average is $78/hr. Pricing near it brings applicants.");

    t.advance(60_000);
    expect((await clinic.post('/api/shifts', { ...shift, hourlyRate: 7000 })).status).toBe(201);
    const after = await marketData(clinic);
    // Colorado's figure is still the pass's (7818, as of its computedAt); the clinic's own is live: (7000 − 7818) / 7818 = −10.5%.
    expect(after.window.computedAt).toBe(before.window.computedAt);
    expect(after.overall.totalShifts).toBe(20);
    expect(after.trends.recommendation).toBe(
      "Your average $70/hr over 1 shift is 10.5% below Colorado's $78/hr. Raising your rate toward it may bring more applicants.",
    );
    // Asked again, the same; a shift it deletes no longer counts, at once.
    expect((await marketData(clinic)).trends.recommendation).toBe(after.trends.recommendation);
    const [own] = (await clinic.get('/api/shifts')).body;
    expect((await clinic.request('DELETE', `/api/shifts/${own.id}`)).status).toBeLessThan(300);
    expect((await marketData(clinic)).trends.recommendation).toStartWith('You posted no shifts in the last 90 days');
  });

  test('after a restart the figures the last pass stored are answered at once, and a new pass runs behind them', async () => {
    const t = createTestApp();
    seedMarket(t);
    const first = await refreshMarket(t.deps);
    expect(first.stats).not.toBeNull();

    // The restart: the same database file opened by a new process 30 minutes later, with one more shift.
    t.advance(30 * 60 * 1000);
    const restarted = { ...t.deps, db: databaseFrom(t.deps.db.$client.serialize()) };
    restarted.db.$client.run(
      "INSERT INTO shifts (clinic_id, shift_date, start_time, end_time, hourly_rate, shift_type, status, practice_types, created_at, updated_at) SELECT clinic_id, '2026-12-11', '08:00', '18:00', 9000, 'regular_day', 'open', '[\"small_animal\"]', ?, ? FROM shifts LIMIT 1",
      [t.deps.clock(), t.deps.clock()],
    );
    expect(loadStoredMarket(restarted)).toBe(true);
    const served = await marketSnapshot(restarted);
    // Answered from storage: no pass ran for it (no stats), the same figures, the same computedAt.
    expect(served.stats).toBeNull();
    expect(served.figures.head).toBe(first.figures.head);
    expect(served.figures.window).toEqual({ from: '2026-08-24', to: '2026-11-22', computedAt: '2026-11-22T12:00:00.000Z' });
    expect(marketDataJson(served, { userType: 'clinic', state: 'CO', own: { sum: 0, count: 0 } })).toContain("Colorado's average is $78/hr");
    expect(rateHint(served, 'CO', 'emergency')).toEqual({ state: 'CO', practiceType: 'emergency', avgRate: 8333, shiftCount: 6 });
    expect(marketDataJson(served, { userType: 'relief_vet', latitude: 40.0172, longitude: -105.2777, radius: 50 })).toContain(
      'Denver, CO pays the most ($88/hr over 5 shifts)',
    );

    // They were stale (30 minutes old), so a pass started behind them; it counts the new shift.
    const fresh = await refreshMarket(restarted);
    expect(fresh.stats).not.toBeNull();
    expect(JSON.parse(`{${fresh.figures.head}}`).overall.totalShifts).toBe(21);
    expect((await marketSnapshot(restarted)).figures.window.computedAt).toBe('2026-11-22T12:30:00.000Z');
  });

  test('stored figures that cannot be read are ignored: the first request waits for a pass instead', async () => {
    const t = createTestApp();
    seedMarket(t);
    t.deps.db.$client.run("INSERT INTO app_settings (key, value) VALUES ('market_snapshot', '{not json')");
    expect(loadStoredMarket(t.deps)).toBe(false);
    const data = await marketData(await vetAt(t, BOULDER));
    expect(data.overall.totalShifts).toBe(20);
    expect(
      JSON.parse(t.deps.db.$client.query<{ value: string }, []>("SELECT value FROM app_settings WHERE key = 'market_snapshot'").get()!.value).version,
    ).toBe(1);
  });
});

describe('the rate hint', () => {
  test("a state's average for a practice type; null when folded; the clinic's own state by default", async () => {
    const t = createTestApp();
    seedMarket(t);
    const clinic = await clinicAt(t, DENVER, 'Front Range Vets');
    expect((await clinic.get('/api/market-data/rate-hint?state=CO&practiceType=small_animal')).body).toEqual({
      state: 'CO',
      practiceType: 'small_animal',
      avgRate: 7818,
      shiftCount: 11,
    });
    expect((await clinic.get('/api/market-data/rate-hint?practiceType=emergency')).body).toEqual({
      state: 'CO',
      practiceType: 'emergency',
      avgRate: 8333,
      shiftCount: 6,
    });
    expect((await clinic.get('/api/market-data/rate-hint?state=nm&practiceType=small_animal')).body).toEqual({
      state: 'NM',
      practiceType: 'small_animal',
      avgRate: null,
      shiftCount: 4,
    });
    expect((await clinic.get('/api/market-data/rate-hint?state=WY&practiceType=exotic')).body).toEqual({
      state: 'WY',
      practiceType: 'exotic',
      avgRate: null,
      shiftCount: 0,
    });
    const bad = await clinic.get('/api/market-data/rate-hint?state=Colorado&practiceType=small_animal');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('state');
    expect((await clinic.get('/api/market-data/rate-hint?state=CO&practiceType=dogs')).status).toBe(400);
    expect((await clinic.get('/api/market-data/rate-hint?state=CO')).status).toBe(400);
  });

  test('who may ask: market data past the gate, the rate hint clinics only', async () => {
    const t = createTestApp();
    seedMarket(t);
    const visitor = t.client();
    expect((await visitor.get('/api/market-data')).status).toBe(401);
    const vet = await vetAt(t, BOULDER);
    expect((await vet.get('/api/market-data/rate-hint?state=CO&practiceType=small_animal')).body.code).toBe('CLINIC_ONLY');
    const unpaid = t.client();
    await unpaid.post('/api/register', { email: 'unpaid@example.com', password: 'secret12', firstName: 'U', lastName: 'P', userType: 'clinic' });
    await unpaid.post('/api/clinic-profiles', { clinicName: 'Unpaid Vets', ...DENVER });
    expect((await unpaid.get('/api/market-data')).body.code).toBe('SUBSCRIPTION_REQUIRED');
  });
});
