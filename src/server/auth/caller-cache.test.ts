// The caller cache must never let a request through that the database would refuse: every test
// primes the cache with a successful request, changes the database behind the server's back
// (raw SQL, as another code path or an operator would) or moves the clock, and asks again.
import { describe, expect, test } from 'bun:test';
import { SESSION_LIFETIME_MS } from '../../shared/constants';
import { sessionCookie, withCookie } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/harness';
import { clinicAt, DENVER, vetAt } from '../testing/marketplace';
import { HOUR_MS } from '../../shared/time';

function run(t: TestApp, sql: string, ...params: (string | number)[]) {
  t.deps.db.$client.run(sql, params);
}

async function primedClinic(t: TestApp) {
  const clinic = await clinicAt(t, DENVER, 'Cached Clinic');
  const me = await clinic.get('/api/user');
  expect((await clinic.get('/api/nearby-vets?radius=50')).status).toBe(200);
  return { clinic, id: me.body.id as number };
}

describe('caller cache', () => {
  test('a session deleted in the database is refused on the next request', async () => {
    const t = createTestApp();
    const { clinic, id } = await primedClinic(t);
    run(t, 'DELETE FROM sessions WHERE user_id = ?', id);
    expect((await clinic.get('/api/user')).status).toBe(401);
    expect((await clinic.get('/api/nearby-vets?radius=50')).status).toBe(401);
  });

  test('logging out ends that session only; the same user signed in elsewhere stays in', async () => {
    const t = createTestApp();
    const { clinic } = await primedClinic(t);
    const email = (await clinic.get('/api/user')).body.email;
    const laptop = t.client();
    await laptop.post('/api/login', { email, password: 'secret12' });
    expect((await laptop.get('/api/user')).status).toBe(200);
    const loggedOut = sessionCookie(clinic)!;
    await clinic.post('/api/logout');
    expect((await laptop.get('/api/nearby-vets?radius=50')).status).toBe(200);
    // A browser replaying the old cookie.
    expect((await withCookie(t, '/api/nearby-vets?radius=50', loggedOut)).status).toBe(401);
  });

  test('a subscription ended in the database closes the gate at once', async () => {
    const t = createTestApp();
    const { clinic, id } = await primedClinic(t);
    run(t, "UPDATE subscriptions SET status = 'past_due' WHERE clinic_id = ?", id);
    const refused = await clinic.get('/api/nearby-vets?radius=50');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SUBSCRIPTION_REQUIRED');
    const me = (await clinic.get('/api/user')).body;
    expect(me.access).toBe('subscription_required');
    expect(me.profile.subscriptionActive).toBe(false);
  });

  test('a cancelled subscription closes the gate when its paid period ends, with no write in between', async () => {
    const t = createTestApp();
    const { clinic, id } = await primedClinic(t);
    run(t, "UPDATE subscriptions SET status = 'cancelled', current_period_end = ? WHERE clinic_id = ?", t.deps.clock() + HOUR_MS, id);
    expect((await clinic.get('/api/nearby-vets?radius=50')).status).toBe(200);
    t.advance(2 * HOUR_MS);
    expect((await clinic.get('/api/nearby-vets?radius=50')).body.code).toBe('SUBSCRIPTION_REQUIRED');
  });

  test('a profile deleted in the database sends the caller back to onboarding', async () => {
    const t = createTestApp();
    const vet = await vetAt(t, DENVER);
    const { id } = (await vet.get('/api/user')).body;
    expect((await vet.get('/api/search-shifts?radius=50')).status).toBe(200);
    run(t, 'DELETE FROM vet_profiles WHERE user_id = ?', id);
    expect((await vet.get('/api/search-shifts?radius=50')).body.code).toBe('PROFILE_REQUIRED');
  });

  test('a user changed in the database is answered as changed', async () => {
    const t = createTestApp();
    const { clinic, id } = await primedClinic(t);
    run(t, "UPDATE users SET email = 'renamed@example.com' WHERE id = ?", id);
    expect((await clinic.get('/api/user')).body.email).toBe('renamed@example.com');
  });

  test('a session past its expiry is refused while cached', async () => {
    const t = createTestApp();
    const { clinic } = await primedClinic(t);
    t.advance(SESSION_LIFETIME_MS + HOUR_MS);
    expect((await clinic.get('/api/user')).status).toBe(401);
  });

  test('when the change log was pruned past what the cache saw, the cache starts over', async () => {
    const t = createTestApp();
    const { clinic, id } = await primedClinic(t);
    run(t, 'DELETE FROM sessions WHERE user_id = ?', id);
    run(t, 'DELETE FROM change_log');
    expect((await clinic.get('/api/user')).status).toBe(401);
  });
});
