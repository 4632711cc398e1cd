// The referral programme's rules (issue 13; spec 2 §3 Referral, §4, §7): a vet's code, the
// counts its dashboard card shows, the pending referral a registration with a code creates,
// and when a referee qualifies for the referrer's reward.
//
// Choices where the spec is silent:
// - Only relief vets past the gate make codes (the spec's programme is the vets'); anyone may
//   register with one, so a vet who brings a clinic is rewarded too, once the clinic has paid.
// - A code is stable: the second call answers the first code.
// - An unknown code never troubles the new user: the account is made, `referredBy` keeps what
//   they typed (as before), and no referral is recorded.
// - In demo mode the test code VETREF001 (/test-referral's default) belongs to the demo vet.
// - With the programme switched off (feature flag `referral_program`) no code is made (409) and
//   no referral is recorded; counts still answer.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../../shared/constants';
import { type GeneratedReferralCode, type ReferralStats, TEST_REFERRAL_CODE } from '../../shared/referrals';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { referrals, users, type User } from '../db/schema';
import { isFlagEnabled } from '../flags/flags';
import { AppError } from '../http/errors';
import { candidateCodes, normalizeCode } from './codes';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** Which register call brought the referee (the spec's second version stores it). */
export type RegistrationMethod = 'register' | 'simple-register';

export const PROGRAMME_OFF = new AppError(409, 'The referral programme is switched off at the moment', 'REFERRALS_OFF');

/** Whether the admin has the referral programme switched on. */
export function referralProgrammeOn(db: Db): boolean {
  return isFlagEnabled(db, 'referral_program');
}

/** The caller's code, made on the first call and the same on every later one (relief vets only). */
export function generateReferralCode(deps: Deps, user: User): GeneratedReferralCode {
  if (!referralProgrammeOn(deps.db)) throw PROGRAMME_OFF;
  const now = deps.clock();
  return deps.db.transaction(
    (tx) => {
      const current = tx.select({ code: users.referralCode }).from(users).where(eq(users.id, user.id)).get();
      if (current?.code) return { referralCode: current.code };
      for (const code of codesFor(deps, user)) {
        if (tx.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).get()) continue;
        tx.update(users)
          .set({ referralCode: code, updatedAt: now })
          .where(and(eq(users.id, user.id), isNull(users.referralCode)))
          .run();
        return { referralCode: code };
      }
      throw new AppError(503, 'Could not make a referral code just now. Please try again.', 'REFERRAL_CODE_UNAVAILABLE');
    },
    { behavior: 'immediate' },
  );
}

/** The demo vet gets the test code in demo mode; everyone else a code from their name. */
function* codesFor(deps: Deps, user: User): Generator<string> {
  if (deps.config.demoMode && user.email === DEMO_ACCOUNTS.relief_vet.email) yield TEST_REFERRAL_CODE;
  yield* candidateCodes(user.firstName, user.lastName);
}

/** The dashboard card's counts (verified counts rewarded ones too); 404 for anyone but the user. */
export function referralStats(db: Db, caller: User, userId: number): ReferralStats {
  if (caller.id !== userId) throw new AppError(404, 'Not found', 'REFERRAL_STATS_NOT_FOUND');
  const rows = db.select({ status: referrals.status, n: count() }).from(referrals).where(eq(referrals.referrerId, userId)).groupBy(referrals.status).all();
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  const code = db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId)).get();
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    verified: of('verified') + of('rewarded'),
    pending: of('pending'),
    referralCode: code?.code ?? null,
  };
}

/** What a registration asks to record: read before its transaction opens. */
export interface ReferralRequest {
  code: string;
  method: RegistrationMethod;
  demoMode: boolean;
}

/** The referral a registration should record, or null (no usable code, or the programme is off). */
export function referralRequest(db: Db, code: string | null | undefined, method: RegistrationMethod, demoMode: boolean): ReferralRequest | null {
  const normalized = normalizeCode(code);
  if (!normalized || !referralProgrammeOn(db)) return null;
  return { code: normalized, method, demoMode };
}

/** Whose code this is: its owner, or in demo mode the demo vet for the test code. */
function codeOwner(tx: Tx, code: string, demoMode: boolean): { id: number } | undefined {
  const owner = tx.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).get();
  if (owner || !demoMode || code !== TEST_REFERRAL_CODE) return owner;
  return tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.relief_vet.email)).get();
}

/**
 * Records a pending referral of `referee` inside its registration's transaction. An unknown
 * code, the referee's own code, or a referee already referred records nothing and throws nothing.
 * Returns whether a referral was recorded.
 */
export function recordReferral(tx: Tx, referee: Pick<User, 'id'>, request: ReferralRequest, now: number): boolean {
  const owner = codeOwner(tx, request.code, request.demoMode);
  if (!owner || owner.id === referee.id) return false;
  const inserted = tx
    .insert(referrals)
    .values({ referrerId: owner.id, refereeId: referee.id, referralCode: request.code, registrationMethod: request.method, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: referrals.refereeId })
    .returning({ id: referrals.id })
    .all();
  return inserted.length > 0;
}

/**
 * SQL: whether the referee `u` qualifies its referrer for the reward at `now` — onboarding done
 * (the profile made) and, for a clinic, a subscription that grants access (the gate's rule).
 */
export function refereeQualifies(now: number) {
  return sql`(u.onboarding_completed = 1 AND (u.user_type = 'relief_vet' OR EXISTS (
    SELECT 1 FROM subscriptions s WHERE s.clinic_id = u.id AND (
      (s.status = 'active' AND (s.current_period_end IS NULL OR s.current_period_end > ${now}))
      OR (s.status = 'cancelled' AND s.current_period_end > ${now})))))`;
}

/** Stamps `eligibleAt` on the pending referrals whose referee now qualifies; returns how many. */
export function markEligibleReferrals(db: Db, now: number): number {
  return db.all<{ id: number }>(sql`UPDATE referrals SET eligible_at = ${now}, updated_at = ${now}
     WHERE status = 'pending' AND eligible_at IS NULL
       AND referee_id IN (SELECT u.id FROM users u WHERE u.id = referrals.referee_id AND ${refereeQualifies(now)})
     RETURNING id`).length;
}
