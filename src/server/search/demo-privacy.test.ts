// Issue 9, defect 7: demo mode lets anyone act as the demo clinic through x-user-id; a demo
// server mixes demo and real accounts, so real vets' phone and licence stay hidden from that
// identity. The demo clinic signed in for real sees them.
import { expect, test } from 'bun:test';
import { findDemoUser } from '../auth/caller';
import { hashCostOf } from '../auth/service';
import { seedDemo } from '../demo/seed';
import { createTestApp } from '../testing/harness';
import { BOULDER, vetAt } from '../testing/marketplace';

test('the impersonated demo clinic sees real vets without phone and licence; signed in, it sees them', async () => {
  const t = createTestApp({ demoMode: true });
  await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
  await vetAt(t, BOULDER, { phone: '720-555-0199', licenseNumber: 'CO-REAL-7' });
  const demoClinic = findDemoUser(t.deps, 'clinic')!;

  const impersonated = await t.client().get('/api/nearby-vets?radius=100', { 'x-user-id': String(demoClinic.id) });
  expect(impersonated.status).toBe(200);
  const realSeenByImpersonator = impersonated.body.results.find(
    (vet: { licenseNumber: string | null; phone: string | null }) => vet.phone === '+17205550199' || vet.licenseNumber === 'CO-REAL-7',
  );
  expect(realSeenByImpersonator).toBeUndefined();
  const blanked = impersonated.body.results.filter((vet: { phone: string | null }) => vet.phone === null);
  expect(blanked.length).toBe(1);

  const signedIn = t.client();
  expect((await signedIn.post('/api/dev-clinic-login')).status).toBe(200);
  const real = (await signedIn.get('/api/nearby-vets?radius=100')).body.results.find((vet: { phone: string | null }) => vet.phone === '+17205550199');
  expect(real).toMatchObject({ licenseNumber: 'CO-REAL-7' });
});
