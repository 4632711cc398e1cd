// Demo mode (spec 1 §7): the dev logins and the x-user-id / userId demo identity, which act
// as a seeded demo account only, and only when demo mode is on.
import { describe, expect, test } from 'bun:test';
import { DEMO_ACCOUNTS } from '../../shared/constants';
import { hashCostOf } from './service';
import { seedDemo } from '../demo/seed';
import { createTestApp } from '../testing/harness';
import { AUTH_USER_KEYS, PASSWORD_LEAK, rowCounts, sessionCookie, signedUp, withCookie } from '../testing/fixtures';

async function demoApp() {
  const t = createTestApp({ demoMode: true });
  await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
  const idOf = (email: string) => t.deps.db.$client.query<{ id: number }, [string]>('SELECT id FROM users WHERE email = ?').get(email)!.id;
  return { t, clinicId: idOf(DEMO_ACCOUNTS.clinic.email), vetId: idOf(DEMO_ACCOUNTS.relief_vet.email) };
}

const DEV_LOGINS = [
  ['/api/dev-clinic-login', 'clinic'],
  ['/api/dev-vet-login', 'relief_vet'],
] as const;

describe('demo mode on', () => {
  test.each(DEV_LOGINS)('POST %s answers the demo %s and signs it in', async (path, userType) => {
    const { t } = await demoApp();
    const client = t.client();
    const response = await client.post(path);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(AUTH_USER_KEYS);
    expect(response.body).toMatchObject({ email: DEMO_ACCOUNTS[userType].email, userType, access: 'ok' });
    expect(response.text).not.toMatch(PASSWORD_LEAK);
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(rowCounts(t).sessions).toBe(1);
    expect((await client.get('/api/auth/user')).body.email).toBe(DEMO_ACCOUNTS[userType].email);
  });

  test('a dev login on a signed-in client rotates the session', async () => {
    const { t } = await demoApp();
    const client = t.client();
    await client.post('/api/dev-vet-login');
    const before = sessionCookie(client)!;
    await client.post('/api/dev-clinic-login');
    expect(sessionCookie(client)).not.toBe(before);
    expect(rowCounts(t).sessions).toBe(1);
    expect((await withCookie(t, '/api/auth/user', before)).status).toBe(401);
  });

  test('before the demo accounts are seeded the dev logins are 404', async () => {
    const t = createTestApp({ demoMode: true });
    const response = await t.client().post('/api/dev-clinic-login');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('The demo account has not been created');
  });

  test.each([
    ['the x-user-id header', 'clinic', (id: number) => ['/api/auth/user', { 'x-user-id': String(id) }] as const],
    ['the userId query', 'clinic', (id: number) => [`/api/auth/user?userId=${id}`, {}] as const],
    ['the x-user-id header', 'relief_vet', (id: number) => ['/api/user', { 'x-user-id': String(id) }] as const],
    ['the userId query', 'relief_vet', (id: number) => [`/api/user?userId=${id}`, {}] as const],
  ] as const)('%s naming the demo %s acts as that account, without a session', async (_, userType, request) => {
    const { t, clinicId, vetId } = await demoApp();
    const [path, headers] = request(userType === 'clinic' ? clinicId : vetId);
    const response = await t.client().get(path, headers);
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(DEMO_ACCOUNTS[userType].email);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(rowCounts(t).sessions).toBe(0);
  });

  test.each([
    ['x-user-id', (id: number) => ['/api/auth/user', { 'x-user-id': String(id) }] as const],
    ['userId', (id: number) => [`/api/auth/user?userId=${id}`, {}] as const],
  ])('%s naming an ordinary account is ignored: 401', async (_, request) => {
    const { t } = await demoApp();
    const owner = await signedUp(t);
    const { id } = (await owner.get('/api/auth/user')).body;
    const [path, headers] = request(id);
    expect((await t.client().get(path, headers)).status).toBe(401);
  });

  test('an x-user-id or userId that names no account is 401', async () => {
    const { t } = await demoApp();
    for (const claimed of ['0', '-1', '999', 'abc', '1.5', '', '1e3', ' ', '9007199254740993']) {
      expect({ claimed, status: (await t.client().get('/api/auth/user', { 'x-user-id': claimed })).status }).toEqual({ claimed, status: 401 });
      expect({ claimed, status: (await t.client().get(`/api/auth/user?userId=${encodeURIComponent(claimed)}`)).status }).toEqual({ claimed, status: 401 });
    }
  });

  test('only the canonical spelling of a demo account id names it: 0x…, +…, 0…, ….0, …e0 and padded ids are 401', async () => {
    const { t, clinicId } = await demoApp();
    const id = String(clinicId);
    expect((await t.client().get('/api/auth/user', { 'x-user-id': id })).status).toBe(200);
    expect((await t.client().get(`/api/auth/user?userId=${id}`)).status).toBe(200);
    for (const claimed of [`0x${clinicId.toString(16)}`, `+${id}`, `0${id}`, `${id}.0`, `${id}e0`, `${id},${id}`]) {
      expect({ claimed, status: (await t.client().get('/api/auth/user', { 'x-user-id': claimed })).status }).toEqual({ claimed, status: 401 });
      expect({ claimed, status: (await t.client().get(`/api/auth/user?userId=${encodeURIComponent(claimed)}`)).status }).toEqual({ claimed, status: 401 });
    }
    // A header value's surrounding spaces are not part of it (Fetch trims them); a query's are.
    expect((await t.client().get(`/api/auth/user?userId=${encodeURIComponent(` ${id}`)}`)).status).toBe(401);
  });

  test('a signed-in user stays themselves whatever x-user-id says', async () => {
    const { t, clinicId } = await demoApp();
    const owner = await signedUp(t);
    const response = await owner.get('/api/auth/user', { 'x-user-id': String(clinicId) });
    expect(response.body.email).toBe('ann@example.com');
  });
});

describe('demo mode off', () => {
  async function seededWithoutDemoMode() {
    const t = createTestApp({ demoMode: false });
    await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
    const clinicId = t.deps.db.$client.query<{ id: number }, [string]>('SELECT id FROM users WHERE email = ?').get(DEMO_ACCOUNTS.clinic.email)!.id;
    return { t, clinicId };
  }

  test.each(DEV_LOGINS)('POST %s is 404 and starts no session', async (path) => {
    const { t } = await seededWithoutDemoMode();
    const response = await t.client().post(path);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(rowCounts(t).sessions).toBe(0);
  });

  test('x-user-id and userId naming a demo account are ignored: 401', async () => {
    const { t, clinicId } = await seededWithoutDemoMode();
    expect((await t.client().get('/api/auth/user', { 'x-user-id': String(clinicId) })).status).toBe(401);
    expect((await t.client().get(`/api/auth/user?userId=${clinicId}`)).status).toBe(401);
  });

  test('/api/config says demo mode is off', async () => {
    const { t } = await seededWithoutDemoMode();
    expect((await t.client().get('/api/config')).body.demoMode).toBe(false);
  });
});

test('seedDemo is idempotent: run twice the same day, the same accounts, profiles, subscriptions, shifts and postings', async () => {
  const t = createTestApp({ demoMode: true });
  const count = (table: string) => t.deps.db.$client.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${table}`).get()!.n;
  const tables = ['users', 'clinic_profiles', 'vet_profiles', 'subscriptions', 'shifts', 'vet_availability'];
  await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
  const first = tables.map(count);
  await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
  expect(tables.map(count)).toEqual(first);
  // Every account has exactly one profile; every clinic one subscription.
  expect(count('clinic_profiles') + count('vet_profiles')).toBe(count('users'));
  expect(count('subscriptions')).toBe(count('clinic_profiles'));
});

test('the demo credentials also work on the normal login', async () => {
  const { t } = await demoApp();
  const { email, password } = DEMO_ACCOUNTS.relief_vet;
  expect((await t.client().post('/api/login', { email, password })).status).toBe(200);
});
