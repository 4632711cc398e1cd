// The eligibility job: a pending referral qualifies once the referee completed onboarding, and
// for a clinic once it also has a subscription that grants access (issue 13).
import { expect, test } from 'bun:test';
import { registeredJobs } from '../jobs/registry';
import { createTestApp } from '../testing/harness';
import { DENVER } from '../testing/marketplace';
import { VALID_VET_PROFILE } from '../guard-rails/callers';
import { listAdminReferrals } from './admin-actions';
import { referralEligibilityJob } from './eligibility.job';
import { referringVet, signUpWith, storedReferrals } from '../testing/referrals';

test('the job is registered', () => {
  expect(registeredJobs).toContain(referralEligibilityJob);
  expect(referralEligibilityJob.name).toBe('referral-eligibility');
});

test('a vet referee becomes eligible once it has made its profile (onboarding), once', async () => {
  const t = createTestApp();
  const vet = await referringVet(t);
  const referee = await signUpWith(t, vet.code);
  expect(await referralEligibilityJob.run(t.deps)).toEqual({ eligible: 0 });
  expect(listAdminReferrals(t.deps.db, t.deps.clock())[0]!.eligible).toBe(false);

  expect((await referee.client.post('/api/vet-profiles', VALID_VET_PROFILE)).status).toBe(201);
  t.advance(60_000);
  expect(await referralEligibilityJob.run(t.deps)).toEqual({ eligible: 1 });
  expect(storedReferrals(t)[0]).toMatchObject({ status: 'pending', eligibleAt: t.deps.clock() });
  expect(listAdminReferrals(t.deps.db, t.deps.clock())[0]).toMatchObject({ eligible: true, referee: { onboardingCompleted: true } });

  t.advance(60_000);
  expect(await referralEligibilityJob.run(t.deps)).toEqual({ eligible: 0 });
  expect(storedReferrals(t)[0]!.eligibleAt).toBe(t.deps.clock() - 60_000);
});

test('a clinic referee becomes eligible only once it has subscribed, not on its profile alone', async () => {
  const t = createTestApp();
  const vet = await referringVet(t);
  const clinic = await signUpWith(t, vet.code, 'clinic');
  expect((await clinic.client.post('/api/clinic-profiles', { clinicName: 'Harbor Vet', ...DENVER })).status).toBe(201);
  expect(await referralEligibilityJob.run(t.deps)).toEqual({ eligible: 0 });
  expect(storedReferrals(t)[0]!.eligibleAt).toBeNull();

  expect((await clinic.client.post('/api/create-fresh-subscription', {})).status).toBe(200);
  expect(await referralEligibilityJob.run(t.deps)).toEqual({ eligible: 1 });
  expect(storedReferrals(t)[0]!.eligibleAt).toBe(t.deps.clock());
});

test('a clinic whose subscription has lapsed does not qualify', async () => {
  const t = createTestApp();
  const vet = await referringVet(t);
  const clinic = await signUpWith(t, vet.code, 'clinic');
  await clinic.client.post('/api/clinic-profiles', { clinicName: 'Harbor Vet', ...DENVER });
  await clinic.client.post('/api/create-fresh-subscription', {});
  t.deps.db.$client.run("UPDATE subscriptions SET status = 'cancelled', current_period_end = ?", [t.deps.clock() - 1]);
  expect(await referralEligibilityJob.run(t.deps)).toEqual({ eligible: 0 });
});
