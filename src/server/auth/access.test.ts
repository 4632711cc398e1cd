// The marketplace guard later features name with `{ requireAccess: true }`.
import { describe, expect, test } from 'bun:test';
import { Elysia } from 'elysia';
import { createTestApp } from '../testing/harness';
import { authGuards } from './guards';
import { errorHandler } from '../http/errors';

const clinicProfile = { clinicName: 'Harbor Vet', address: '1 Main St', city: 'Boulder', state: 'CO', zipCode: '80302', phone: '303-555-0100' };

function withGuardedRoute() {
  const t = createTestApp();
  const guarded = new Elysia()
    .use(errorHandler)
    .use(authGuards(t.deps))
    .get('/api/marketplace-probe', ({ caller }) => ({ userId: caller.user.id }), { requireAccess: true });
  // Requests go through the real app for sign-in, and through the probe for the guard.
  const probe = async (cookies: Map<string, string>) => {
    const response = await guarded.handle(
      new Request('http://localhost/api/marketplace-probe', { headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } }),
    );
    return { status: response.status, body: await response.json() };
  };
  return { t, probe };
}

describe('requireAccess', () => {
  test('visitor 401; clinic without profile PROFILE_REQUIRED; unsubscribed SUBSCRIPTION_REQUIRED; subscribed passes', async () => {
    const { t, probe } = withGuardedRoute();
    const client = t.client();
    expect((await probe(client.cookies)).status).toBe(401);
    await client.post('/api/register', { email: 'c@example.com', password: 'secret12', firstName: 'C', lastName: 'L', userType: 'clinic' });
    expect(await probe(client.cookies)).toEqual({ status: 403, body: { message: 'Please complete your profile first', code: 'PROFILE_REQUIRED' } });
    await client.post('/api/clinic-profiles', clinicProfile);
    expect((await probe(client.cookies)).body.code).toBe('SUBSCRIPTION_REQUIRED');
    await client.post('/api/create-fresh-subscription', {});
    expect((await probe(client.cookies)).status).toBe(200);
  });

  test('vet without profile PROFILE_REQUIRED', async () => {
    const { t, probe } = withGuardedRoute();
    const client = t.client();
    await client.post('/api/register', { email: 'v@example.com', password: 'secret12', firstName: 'V', lastName: 'L', userType: 'relief_vet' });
    expect((await probe(client.cookies)).body.code).toBe('PROFILE_REQUIRED');
  });
});
