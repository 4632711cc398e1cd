// What the referral tests share: a vet with a code, sign-ups through a code, the referral rows
// as stored, and the programme switch.
import { ok } from './expect-ok';
import type { TestApp, TestClient } from './harness';
import { DENVER, vetAt } from './marketplace';

let emails = 0;

/** A relief vet past the gate who has made its code. */
export async function referringVet(t: TestApp): Promise<{ client: TestClient; id: number; code: string }> {
  const client = await vetAt(t, DENVER);
  const response = ok(await client.post('/api/generate-referral-code'), 'generating a referral code');
  const me = ok(await client.get('/api/auth/user'), 'reading the referring vet');
  return { client, id: me.body.id, code: response.body.referralCode };
}

/** A visitor registering through /api/simple-register with `code`: the new user's client and id. */
export async function signUpWith(
  t: TestApp,
  code: string | undefined,
  userType: 'clinic' | 'relief_vet' = 'relief_vet',
): Promise<{ client: TestClient; id: number }> {
  const client = t.client();
  const body = {
    email: `referee${++emails}@example.com`,
    password: 'secret12',
    firstName: 'Rae',
    lastName: 'Ford',
    userType,
    referralCode: code,
  };
  const response = ok(await client.post('/api/simple-register', body), `registering ${body.email} with code ${code}`);
  return { client, id: response.body.id };
}

export interface StoredReferral {
  id: number;
  referrerId: number;
  refereeId: number;
  referralCode: string;
  status: string;
  registrationMethod: string | null;
  eligibleAt: number | null;
  verifiedAt: number | null;
  verificationNotes: string | null;
  rewardOrderId: string | null;
  rewardId: string | null;
  rewardSentDate: number | null;
  rewardError: string | null;
}

/** Every referral row, oldest first. */
export function storedReferrals(t: TestApp): StoredReferral[] {
  return t.deps.db.$client
    .query<StoredReferral, []>(
      `SELECT id, referrer_id AS referrerId, referee_id AS refereeId, referral_code AS referralCode, status, registration_method AS registrationMethod,
              eligible_at AS eligibleAt, verified_at AS verifiedAt, verification_notes AS verificationNotes, reward_order_id AS rewardOrderId,
              reward_id AS rewardId, reward_sent_date AS rewardSentDate, reward_error AS rewardError
         FROM referrals ORDER BY id`,
    )
    .all();
}

/** The admin's switch for the programme (feature flag referral_program). */
export function switchProgramme(t: TestApp, on: boolean): void {
  t.deps.db.$client.run('UPDATE feature_flags SET is_enabled = ? WHERE flag_name = ?', [on ? 1 : 0, 'referral_program']);
}
