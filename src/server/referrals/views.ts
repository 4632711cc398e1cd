// Referrals as the admin panel shows them (spec 2 §3 Referral (admin)): one query, one mapping.
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { AdminReferral } from '../../shared/referrals';
import type { Db } from '../db/client';
import { referrals, users } from '../db/schema';
import { refereeQualifies } from './service';

/** The admin list's bound: the newest referrals first, this many at most. */
export const ADMIN_REFERRALS_LIMIT = 1000;

const referrer = alias(users, 'r');
const referee = alias(users, 'u');

function adminReferralQuery(db: Db, now: number) {
  return db
    .select({
      referral: referrals,
      referrer: { firstName: referrer.firstName, lastName: referrer.lastName, email: referrer.email },
      referee: {
        firstName: referee.firstName,
        lastName: referee.lastName,
        email: referee.email,
        userType: referee.userType,
        onboardingCompleted: referee.onboardingCompleted,
        createdAt: referee.createdAt,
      },
      qualifies: sql<number>`${refereeQualifies(now)}`,
    })
    .from(referrals)
    .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
    .innerJoin(referee, eq(referee.id, referrals.refereeId));
}

type AdminReferralRow = Awaited<ReturnType<ReturnType<typeof adminReferralQuery>['get']>> & {};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toAdminReferral(row: AdminReferralRow): AdminReferral {
  const { referral } = row;
  return {
    id: referral.id,
    status: referral.status,
    referralCode: referral.referralCode,
    createdAt: new Date(referral.createdAt).toISOString(),
    eligible: referral.eligibleAt !== null || row.qualifies === 1,
    tremendousRewardId: referral.rewardId,
    rewardSentDate: iso(referral.rewardSentDate),
    verificationNotes: referral.verificationNotes,
    rewardError: referral.rewardError,
    registrationMethod: referral.registrationMethod,
    rewardAmount: (referral.rewardAmount / 100).toFixed(2),
    rewardType: referral.rewardType,
    referrer: row.referrer,
    referee: { ...row.referee, createdAt: new Date(row.referee.createdAt).toISOString() },
  };
}

/** Every referral with its referrer and referee, newest first (at most ADMIN_REFERRALS_LIMIT). */
export function adminReferrals(db: Db, now: number, limit = ADMIN_REFERRALS_LIMIT): AdminReferral[] {
  return adminReferralQuery(db, now).orderBy(desc(referrals.id)).limit(limit).all().map(toAdminReferral);
}

/** One referral as the admin sees it, or null. */
export function adminReferral(db: Db, id: number, now: number): AdminReferral | null {
  const row = adminReferralQuery(db, now).where(eq(referrals.id, id)).get();
  return row ? toAdminReferral(row) : null;
}
