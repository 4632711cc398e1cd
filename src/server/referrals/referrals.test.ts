// Referral codes, stats and the pending referral a registration records (issue 13; spec 2 §3,
// §7; spec 1 §3: codes at most 10 characters).
import { describe, expect, test } from 'bun:test';
import { DEMO_ACCOUNTS } from '../../shared/constants';
import { REFERRAL_CODE_MAX, TEST_REFERRAL_CODE } from '../../shared/referrals';
import { hashCostOf } from '../auth/service';
import { seedDemo } from '../demo/seed';
import { createTestApp } from '../testing/harness';
import { DENVER, vetAt } from '../testing/marketplace';
import { candidateCodes, codePrefix } from './codes';
import { recordReferral } from './service';
import { referringVet, signUpWith, storedReferrals, switchProgramme } from '../testing/referrals';

const READABLE = /^[A-HJKMNP-Z2-9]+$/;

describe('codes', () => {
  test('a readable prefix from the name without look-alike letters; VET when the name gives too few', () => {
    expect(codePrefix('Jane', 'Doe')).toBe('JANED');
    expect(codePrefix('Olivia', 'Lil')).toBe('VA');
    expect(codePrefix('Li', 'Lo')).toBe('VET');
    expect(codePrefix('José', "O'Brien")).toBe('JSEBR');
  });

  test('every candidate is at most 10 characters, readable, and never the demo test code', () => {
    for (const [first, last] of [
      ['Jane', 'Doe'],
      ['Maximiliane', 'Wolkenstein-Rodeneck'],
      ['', ''],
    ]) {
      const codes = [...candidateCodes(first!, last!)];
      expect(codes.length).toBeGreaterThan(8);
      for (const code of codes) {
        expect(code.length).toBeLessThanOrEqual(REFERRAL_CODE_MAX);
        expect(code).toMatch(READABLE);
        expect(code).not.toBe(TEST_REFERRAL_CODE);
      }
    }
  });

  test('a vet gets a code of at most 10 readable characters, the same on every later call, shown on its user', async () => {
    const t = createTestApp();
    const vet = await vetAt(t, DENVER);
    const first = await vet.post('/api/generate-referral-code');
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['referralCode']);
    expect(first.body.referralCode.length).toBeLessThanOrEqual(REFERRAL_CODE_MAX);
    expect(first.body.referralCode).toMatch(READABLE);
    expect(first.body.referralCode).toStartWith('SAMRV');
    expect((await vet.post('/api/generate-referral-code')).body).toEqual(first.body);
    expect((await vet.get('/api/auth/user')).body.referralCode).toBe(first.body.referralCode);
  });

  test('vets of one name get different codes', async () => {
    const t = createTestApp();
    const codes = new Set<string>();
    for (let i = 0; i < 12; i++) codes.add((await referringVet(t)).code);
    expect(codes.size).toBe(12);
  });

  test('with the programme switched off no code is made: 409 with a clear message', async () => {
    const t = createTestApp();
    const vet = await vetAt(t, DENVER);
    switchProgramme(t, false);
    const response = await vet.post('/api/generate-referral-code');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'The referral programme is switched off at the moment', code: 'REFERRALS_OFF' });
    expect((await vet.get('/api/auth/user')).body.referralCode).toBeNull();
  });

  test('in demo mode the demo vet’s code is the test code VETREF001, and it refers before the code is made', async () => {
    const t = createTestApp({ demoMode: true });
    await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
    const referee = await signUpWith(t, TEST_REFERRAL_CODE.toLowerCase());
    const demoVet = t.client();
    const me = await demoVet.post('/api/dev-vet-login');
    expect(me.body.email).toBe(DEMO_ACCOUNTS.relief_vet.email);
    expect(storedReferrals(t)).toMatchObject([{ referrerId: me.body.id, refereeId: referee.id, referralCode: TEST_REFERRAL_CODE, status: 'pending' }]);
    expect((await demoVet.post('/api/generate-referral-code')).body).toEqual({ referralCode: TEST_REFERRAL_CODE });
  });

  test('outside demo mode VETREF001 refers nobody', async () => {
    const t = createTestApp();
    await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
    await signUpWith(t, TEST_REFERRAL_CODE);
    expect(storedReferrals(t)).toEqual([]);
  });
});

describe('GET /api/referral-stats/:userId', () => {
  test('the vet reads its own counts: total, verified (verified and rewarded), pending, code', async () => {
    const t = createTestApp();
    const vet = await referringVet(t);
    expect((await vet.client.get(`/api/referral-stats/${vet.id}`)).body).toEqual({ total: 0, verified: 0, pending: 0, referralCode: vet.code });
    for (let i = 0; i < 4; i++) await signUpWith(t, vet.code);
    t.deps.db.$client.run("UPDATE referrals SET status = 'verified' WHERE id = 1");
    t.deps.db.$client.run("UPDATE referrals SET status = 'rewarded' WHERE id = 2");
    const response = await vet.client.get(`/api/referral-stats/${vet.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ total: 4, verified: 2, pending: 2, referralCode: vet.code });
  });

  test('before a code is made the counts are zero and the code null', async () => {
    const t = createTestApp();
    const vet = await vetAt(t, DENVER);
    const id = (await vet.get('/api/auth/user')).body.id;
    expect((await vet.get(`/api/referral-stats/${id}`)).body).toEqual({ total: 0, verified: 0, pending: 0, referralCode: null });
  });

  test("another user's counts are 404, unknown ids too; a visitor gets 401; a malformed id 400", async () => {
    const t = createTestApp();
    const vet = await referringVet(t);
    const other = await referringVet(t);
    await signUpWith(t, vet.code);
    for (const path of [`/api/referral-stats/${vet.id}`, '/api/referral-stats/9999']) {
      const response = await other.client.get(path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Not found', code: 'REFERRAL_STATS_NOT_FOUND' });
    }
    expect((await t.client().get(`/api/referral-stats/${vet.id}`)).status).toBe(401);
    expect((await vet.client.get('/api/referral-stats/abc')).status).toBe(400);
  });
});

describe('registering with a code', () => {
  test.each(['relief_vet', 'clinic'] as const)('a %s registering with a valid code is a pending referral of the code’s owner', async (userType) => {
    const t = createTestApp();
    const vet = await referringVet(t);
    const referee = await signUpWith(t, ` ${vet.code.toLowerCase()} `, userType);
    expect(storedReferrals(t)).toMatchObject([
      {
        referrerId: vet.id,
        refereeId: referee.id,
        referralCode: vet.code,
        status: 'pending',
        registrationMethod: 'simple-register',
        eligibleAt: null,
        verifiedAt: null,
        rewardId: null,
      },
    ]);
    expect((await referee.client.get('/api/auth/user')).body.referredBy).toBe(vet.code);
    expect((await vet.client.get(`/api/referral-stats/${vet.id}`)).body).toMatchObject({ total: 1, pending: 1, verified: 0 });
  });

  test('an unknown code does not trouble the new user: 201, referredBy kept, no referral', async () => {
    const t = createTestApp();
    await referringVet(t);
    const referee = await signUpWith(t, 'NOSUCH42');
    expect((await referee.client.get('/api/auth/user')).body.referredBy).toBe('NOSUCH42');
    expect(storedReferrals(t)).toEqual([]);
  });

  test('with the programme switched off the user registers but no referral is recorded', async () => {
    const t = createTestApp();
    const vet = await referringVet(t);
    switchProgramme(t, false);
    await signUpWith(t, vet.code);
    expect(storedReferrals(t)).toEqual([]);
  });

  test('a failed registration (e-mail taken) records no referral', async () => {
    const t = createTestApp();
    const vet = await referringVet(t);
    const taken = await t.client().post('/api/simple-register', {
      email: (await vet.client.get('/api/auth/user')).body.email,
      password: 'secret12',
      firstName: 'Rae',
      lastName: 'Ford',
      userType: 'relief_vet',
      referralCode: vet.code,
    });
    expect(taken.status).toBe(409);
    expect(storedReferrals(t).filter((row) => row.refereeId === vet.id)).toEqual([]);
  });

  test('self-referral and a second referral of one person record nothing', async () => {
    const t = createTestApp();
    const vet = await referringVet(t);
    const other = await referringVet(t);
    const referee = await signUpWith(t, vet.code);
    const request = (code: string) => ({ code, method: 'simple-register' as const, demoMode: false });
    const now = t.deps.clock();
    const results = t.deps.db.transaction((tx) => [
      recordReferral(tx, { id: vet.id }, request(vet.code), now),
      recordReferral(tx, { id: referee.id }, request(other.code), now),
      recordReferral(tx, { id: referee.id }, request(vet.code), now),
    ]);
    expect(results).toEqual([false, false, false]);
    expect(storedReferrals(t)).toMatchObject([{ referrerId: vet.id, refereeId: referee.id }]);
  });
});
