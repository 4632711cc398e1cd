// The reward lifecycle pending → verified → rewarded against a local server that speaks
// Tremendous' API (testing/fakes/fake-tremendous.ts): success, provider failures, a timeout, and a retry after
// a lost answer that must not pay twice (issue 13).
import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import type { Config } from '../config';
import { VALID_VET_PROFILE } from '../guard-rails/callers';
import { createTestApp, type TestApp } from '../testing/harness';
import {
  listAdminReferrals,
  NOT_CONFIGURED_MESSAGE,
  PROGRAMME_OFF_MESSAGE,
  processPendingReferrals,
  rewardApiStatus,
  rewardExternalId,
  sendReferralCard,
  verifyReferral,
} from './admin-actions';
import { startFakeTremendous } from '../testing/fakes/fake-tremendous';
import { referringVet, signUpWith, storedReferrals, switchProgramme } from '../testing/referrals';

const fake = startFakeTremendous();
afterAll(() => fake.stop());
beforeEach(() => {
  fake.orders.length = 0;
});

/** An app pointed at the fake, a vet with a code, and one pending referral: its id and the vet's e-mail. */
async function withReferral(config: Partial<Config> = fake.config()) {
  const t = createTestApp(config);
  const vet = await referringVet(t);
  const referee = await signUpWith(t, vet.code);
  const email = (await vet.client.get('/api/auth/user')).body.email as string;
  return { t, vet, referee, email, id: storedReferrals(t)[0]!.id };
}

function referral(t: TestApp) {
  return storedReferrals(t)[0]!;
}

describe('verify', () => {
  test('pending → verified with the notes; again 409; unknown 404', async () => {
    const { t, id } = await withReferral();
    const verified = verifyReferral(t.deps, id, '  Checked the licence  ');
    expect(verified).toMatchObject({
      id,
      status: 'verified',
      verificationNotes: 'Checked the licence',
      rewardAmount: '10.00',
      rewardType: 'visa_prepaid_card',
    });
    expect(referral(t)).toMatchObject({ status: 'verified', verifiedAt: t.deps.clock() });
    expect(() => verifyReferral(t.deps, id)).toThrow(expect.objectContaining({ status: 409, code: 'REFERRAL_NOT_PENDING' }));
    expect(() => verifyReferral(t.deps, 999)).toThrow(expect.objectContaining({ status: 404, code: 'REFERRAL_NOT_FOUND' }));
  });
});

describe('send the card', () => {
  test('verified → rewarded: a $10 card ordered to the referrer’s e-mail, ids and date stored; sending again orders nothing', async () => {
    const { t, vet, id, email } = await withReferral();
    verifyReferral(t.deps, id);
    t.advance(1000);
    const result = await sendReferralCard(t.deps, id);
    expect(result).toEqual({ success: true, message: `$10 Visa prepaid card sent to ${email}` });
    expect(fake.orders).toHaveLength(1);
    const order = fake.orders[0]!;
    expect(order).toMatchObject({
      external_id: rewardExternalId({ id, createdAt: Date.parse('2026-11-22T12:00:00Z') }),
      payment: { funding_source_id: 'balance' },
      campaign_id: 'CAMPAIGN1',
    });
    expect(order.rewards[0]).toMatchObject({
      value: { denomination: 10, currency_code: 'USD' },
      recipient: { email, name: 'Sam Rivera' },
      delivery: { method: 'EMAIL' },
    });
    expect(referral(t)).toMatchObject({
      status: 'rewarded',
      rewardOrderId: order.id,
      rewardId: order.rewards[0]!.id,
      rewardSentDate: t.deps.clock(),
      rewardError: null,
    });
    expect(listAdminReferrals(t.deps.db, t.deps.clock())[0]).toMatchObject({
      status: 'rewarded',
      tremendousRewardId: order.rewards[0]!.id,
      rewardSentDate: new Date(t.deps.clock()).toISOString(),
    });
    expect((await vet.client.get(`/api/referral-stats/${vet.id}`)).body).toMatchObject({ total: 1, verified: 1, pending: 0 });

    const requests = fake.orderRequests;
    const again = await sendReferralCard(t.deps, id);
    expect(again.success).toBe(true);
    expect(again.message).toContain('already sent');
    expect(fake.orderRequests).toBe(requests);
    expect(fake.orders).toHaveLength(1);
  });

  test('a pending referral is 409, an unknown one 404', async () => {
    const { t, id } = await withReferral();
    await expect(sendReferralCard(t.deps, id)).rejects.toMatchObject({ status: 409, code: 'REFERRAL_NOT_VERIFIED' });
    await expect(sendReferralCard(t.deps, 999)).rejects.toMatchObject({ status: 404 });
    expect(fake.orders).toHaveLength(0);
  });

  test.each([
    [500, 'Internal server error'],
    [402, 'Insufficient funds'],
  ])('Tremendous answering %i: success false with the reason, the error kept, nothing rewarded; a later retry sends', async (status, reason) => {
    const { t, id } = await withReferral();
    verifyReferral(t.deps, id);
    fake.next({ kind: 'fail', status, message: reason });
    const result = await sendReferralCard(t.deps, id);
    expect(result.success).toBe(false);
    expect(result.message).toContain(`${status}: ${reason}`);
    expect(referral(t)).toMatchObject({ status: 'verified', rewardId: null, rewardSentDate: null, rewardError: `Tremendous answered ${status}: ${reason}` });
    expect(listAdminReferrals(t.deps.db, t.deps.clock())[0]!.rewardError).toContain(reason);

    expect((await sendReferralCard(t.deps, id)).success).toBe(true);
    expect(referral(t)).toMatchObject({ status: 'rewarded', rewardError: null });
    expect(fake.orders).toHaveLength(1);
  });

  test('Tremendous not answering: success false within the configured timeout, nothing ordered or rewarded', async () => {
    const { t, id } = await withReferral();
    verifyReferral(t.deps, id);
    fake.next({ kind: 'hang' });
    const started = performance.now();
    const result = await sendReferralCard(t.deps, id);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result).toMatchObject({ success: false });
    expect(result.message).toContain('did not answer within');
    expect(referral(t)).toMatchObject({ status: 'verified', rewardId: null });
    expect(fake.orders).toHaveLength(0);
  });

  test('an answer lost after Tremendous made the order: the retry gets that order back, one order in all', async () => {
    const { t, id } = await withReferral();
    verifyReferral(t.deps, id);
    fake.next({ kind: 'record-then-hang' });
    expect((await sendReferralCard(t.deps, id)).success).toBe(false);
    expect(fake.orders).toHaveLength(1);
    expect(referral(t).status).toBe('verified');

    const retry = await sendReferralCard(t.deps, id);
    expect(retry.success).toBe(true);
    expect(fake.orders).toHaveLength(1);
    expect(referral(t)).toMatchObject({ status: 'rewarded', rewardOrderId: fake.orders[0]!.id, rewardId: fake.orders[0]!.rewards[0]!.id });
  });

  test('without TREMENDOUS_API_KEY: success false naming the variable, the referral stays verified', async () => {
    const { t, id } = await withReferral({});
    verifyReferral(t.deps, id);
    const result = await sendReferralCard(t.deps, id);
    expect(result).toEqual({ success: false, message: NOT_CONFIGURED_MESSAGE });
    expect(result.message).toContain('TREMENDOUS_API_KEY');
    expect(referral(t).status).toBe('verified');
  });

  test('with the programme switched off no card is sent', async () => {
    const { t, id } = await withReferral();
    verifyReferral(t.deps, id);
    switchProgramme(t, false);
    expect(await sendReferralCard(t.deps, id)).toEqual({ success: false, message: PROGRAMME_OFF_MESSAGE });
    expect(fake.orders).toHaveLength(0);
  });
});

describe('process pending', () => {
  test('verifies the eligible pending referrals only, then sends their cards', async () => {
    const { t, vet, referee } = await withReferral();
    await signUpWith(t, vet.code);
    await referee.client.post('/api/vet-profiles', VALID_VET_PROFILE);
    expect(await processPendingReferrals(t.deps)).toEqual({ verified: 1, sent: 1, failed: 0 });
    expect(storedReferrals(t).map((row) => row.status)).toEqual(['rewarded', 'pending']);
    expect(storedReferrals(t)[0]!.verificationNotes).toContain('Process Pending');
    expect(fake.orders).toHaveLength(1);
    expect(await processPendingReferrals(t.deps)).toEqual({ verified: 0, sent: 0, failed: 0 });
  });

  test('a failure is counted and the referral left verified for the next try', async () => {
    const { t, referee } = await withReferral();
    await referee.client.post('/api/vet-profiles', VALID_VET_PROFILE);
    fake.next({ kind: 'fail', status: 503, message: 'Maintenance' });
    expect(await processPendingReferrals(t.deps)).toEqual({ verified: 1, sent: 0, failed: 1 });
    expect(await processPendingReferrals(t.deps)).toEqual({ verified: 0, sent: 1, failed: 0 });
    expect(fake.orders).toHaveLength(1);
  });

  test('not configured: verifies, sends nothing', async () => {
    const { t, referee } = await withReferral({});
    await referee.client.post('/api/vet-profiles', VALID_VET_PROFILE);
    expect(await processPendingReferrals(t.deps)).toEqual({ verified: 1, sent: 0, failed: 0 });
    expect(storedReferrals(t)[0]!.status).toBe('verified');
  });
});

describe('reward API status', () => {
  test('without a key: Not Configured, naming the variable', async () => {
    const status = await rewardApiStatus(createTestApp().deps);
    expect(status).toMatchObject({ configured: false, environment: null });
    expect(status.message).toStartWith('Not Configured');
    expect(status.message).toContain('TREMENDOUS_API_KEY');
  });

  test('with a working key: configured, and says Tremendous accepted it', async () => {
    const status = await rewardApiStatus(createTestApp(fake.config()).deps);
    expect(status).toEqual({ configured: true, environment: 'custom', message: 'Configured: Tremendous (custom) accepted the API key.' });
  });

  test('with a wrong key: configured, and says why the check failed', async () => {
    const status = await rewardApiStatus(createTestApp({ ...fake.config(), TREMENDOUS_API_KEY: 'TEST_wrong-key-123' }).deps);
    expect(status.configured).toBe(true);
    expect(status.message).toContain('401: Invalid API key');
  });

  test('production by default, the sandbox by its URL', async () => {
    const { tremendousEnvironment } = await import('./tremendous-client');
    expect(tremendousEnvironment('https://www.tremendous.com/api/v2')).toBe('production');
    expect(tremendousEnvironment('https://testflight.tremendous.com/api/v2/')).toBe('sandbox');
  });
});
