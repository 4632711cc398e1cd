// What the admin panel does with referrals (spec 2 §2 Referrals tab, §7 admin referral calls):
// list, verify, send the $10 card through Tremendous, process the pending ones, check the reward
// API. The admin feature's routes call these; the rules live here. A provider failure is an
// answer ({ success: false, message }) with the error kept on the referral, never a 500.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AdminReferral, RewardApiStatus, SendCardResult } from '../../shared/referrals';
import type { AppDeps } from '../context';
import { referrals, users } from '../db/schema';
import { AppError } from '../http/errors';
import { markEligibleReferrals, referralProgrammeOn } from './service';
import { checkKey, orderCard, TremendousError, tremendousEnvironment, tremendousSettings } from './tremendous-client';
import { adminReferral, adminReferrals } from './views';

export type ReferralAdminDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'log'>;

export const NOT_CONFIGURED_MESSAGE =
  'Reward cards are not configured: set TREMENDOUS_API_KEY (and TREMENDOUS_CAMPAIGN_ID or TREMENDOUS_PRODUCT_ID) in the server environment and restart it.';
export const PROGRAMME_OFF_MESSAGE = 'The referral programme is switched off: switch it on under Flags to send cards.';
const AUTO_VERIFY_NOTE = 'Verified by Process Pending: the referee completed onboarding';
/** Cards one 'Process Pending' sends at most, so a backlog cannot hold the call for minutes. */
export const PROCESS_SEND_LIMIT = 50;

const notFound = (id: number) => new AppError(404, `Referral #${id} not found`, 'REFERRAL_NOT_FOUND');

/** Every referral for the Referrals tab, newest first. */
export function listAdminReferrals(db: AppDeps['db'], now: number = Date.now()): AdminReferral[] {
  return adminReferrals(db, now);
}

/** pending → verified (with the admin's notes); 404 unknown, 409 when no longer pending. */
export function verifyReferral(deps: ReferralAdminDeps, referralId: number, notes?: string): AdminReferral {
  const now = deps.clock();
  deps.db.transaction(
    (tx) => {
      const row = tx.select({ status: referrals.status }).from(referrals).where(eq(referrals.id, referralId)).get();
      if (!row) throw notFound(referralId);
      if (row.status !== 'pending') throw new AppError(409, `Referral #${referralId} is already ${row.status}`, 'REFERRAL_NOT_PENDING');
      tx.update(referrals)
        .set({ status: 'verified', verifiedAt: now, verificationNotes: notes?.trim() || null, updatedAt: now })
        .where(eq(referrals.id, referralId))
        .run();
    },
    { behavior: 'immediate' },
  );
  return adminReferral(deps.db, referralId, now)!;
}

/**
 * Tremendous' idempotency key for a referral's card: stable for the row, and unlike the bare id
 * never reused by a later referral after the database is reset or restored from an older copy
 * (a reused key would answer the old order and pay nobody).
 */
export function rewardExternalId(referral: { id: number; createdAt: number }): string {
  return `vetrelief-referral-${referral.id}-${referral.createdAt}`;
}

/**
 * verified → rewarded: orders the $10 Visa prepaid card to the referrer's e-mail and stores the
 * order, reward, link and sent date. Sending a rewarded one again answers success without a
 * second order. 404 unknown, 409 still pending.
 */
export async function sendReferralCard(deps: ReferralAdminDeps, referralId: number): Promise<SendCardResult> {
  const row = deps.db
    .select({ referral: referrals, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referrerId))
    .where(eq(referrals.id, referralId))
    .get();
  if (!row) throw notFound(referralId);
  const { referral } = row;
  if (referral.status === 'rewarded') {
    const sent = referral.rewardSentDate ? ` on ${new Date(referral.rewardSentDate).toISOString().slice(0, 10)}` : '';
    return { success: true, message: `The card for referral #${referralId} was already sent${sent}` };
  }
  if (referral.status !== 'verified') throw new AppError(409, `Verify referral #${referralId} before sending its card`, 'REFERRAL_NOT_VERIFIED');
  if (!referralProgrammeOn(deps.db)) return { success: false, message: PROGRAMME_OFF_MESSAGE };
  const settings = tremendousSettings(deps.config);
  if (!settings) return { success: false, message: NOT_CONFIGURED_MESSAGE };

  const amount = `$${(referral.rewardAmount / 100).toFixed(0)}`;
  try {
    const placed = await orderCard(settings, {
      externalId: rewardExternalId(referral),
      recipient: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
      amountCents: referral.rewardAmount,
    });
    const now = deps.clock();
    deps.db
      .update(referrals)
      .set({
        status: 'rewarded',
        rewardOrderId: placed.orderId,
        rewardId: placed.rewardId,
        prepaidUrl: placed.link,
        rewardSentDate: now,
        rewardError: null,
        updatedAt: now,
      })
      .where(and(eq(referrals.id, referralId), eq(referrals.status, 'verified')))
      .run();
    const waiting = placed.status === 'PENDING APPROVAL' ? ' (the order waits for approval in Tremendous)' : '';
    return { success: true, message: `${amount} Visa prepaid card sent to ${row.email}${waiting}` };
  } catch (error) {
    const reason = error instanceof TremendousError ? error.message : 'an unexpected error';
    deps.log.error(`referral #${referralId}: the card was not sent`, error);
    deps.db.update(referrals).set({ rewardError: reason, updatedAt: deps.clock() }).where(eq(referrals.id, referralId)).run();
    return { success: false, message: `The card was not sent: ${reason}. Nothing was paid twice; try again.` };
  }
}

/**
 * 'Process Pending': brings eligibility up to date, verifies every eligible pending referral, then
 * (when cards are configured and the programme is on) sends the cards of the verified ones, at
 * most PROCESS_SEND_LIMIT, oldest first.
 */
export async function processPendingReferrals(deps: ReferralAdminDeps): Promise<{ verified: number; sent: number; failed: number }> {
  const now = deps.clock();
  markEligibleReferrals(deps.db, now);
  const verified = deps.db
    .update(referrals)
    .set({ status: 'verified', verifiedAt: now, verificationNotes: AUTO_VERIFY_NOTE, updatedAt: now })
    .where(and(eq(referrals.status, 'pending'), isNotNull(referrals.eligibleAt)))
    .returning({ id: referrals.id })
    .all().length;
  let sent = 0;
  let failed = 0;
  if (tremendousSettings(deps.config) && referralProgrammeOn(deps.db)) {
    const ready = deps.db
      .select({ id: referrals.id })
      .from(referrals)
      .where(eq(referrals.status, 'verified'))
      .orderBy(asc(referrals.id))
      .limit(PROCESS_SEND_LIMIT)
      .all();
    for (const { id } of ready) {
      if ((await sendReferralCard(deps, id)).success) sent++;
      else failed++;
    }
  }
  return { verified, sent, failed };
}

/** 'Test Tremendous API': whether a key is set and, if so, whether Tremendous accepts it. */
export async function rewardApiStatus(deps: Pick<AppDeps, 'config'>): Promise<RewardApiStatus> {
  const settings = tremendousSettings(deps.config);
  if (!settings) return { configured: false, message: `Not Configured. ${NOT_CONFIGURED_MESSAGE}`, environment: null };
  const environment = tremendousEnvironment(settings.baseUrl);
  try {
    await checkKey(settings);
    return { configured: true, message: `Configured: Tremendous (${environment}) accepted the API key.`, environment };
  } catch (error) {
    const reason = error instanceof TremendousError ? error.message : 'an unexpected error';
    return { configured: true, message: `Configured, but the check failed: ${reason}.`, environment };
  }
}
