// The referral programme (spec 2 §2 dashboard referral card and /test-referral, §3 Referral
// stats and Referral, §4, §9; issue 13): a vet shares a link, the referee registers with its code,
// and a $10 Visa prepaid card goes to the referrer once an admin verifies the referral.

export const REFERRAL_REWARD_CENTS = 1000;
export const REFERRAL_REWARD_TYPE = 'visa_prepaid_card';
/** Spec 1 §3: referral codes are at most 10 characters. */
export const REFERRAL_CODE_MAX = 10;
/** /test-referral's default code (spec 2 §9). */
export const TEST_REFERRAL_CODE = 'VETREF001';
/** The dashboard card refreshes the counts this often (spec 2 §9). */
export const REFERRAL_STATS_REFRESH_MS = 30_000;

export const REFERRAL_STATUSES = ['pending', 'verified', 'rewarded'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** GET /api/referral-stats/{userId} (own only). */
export interface ReferralStats {
  total: number;
  verified: number;
  pending: number;
  referralCode: string | null;
}

/** POST /api/generate-referral-code. */
export interface GeneratedReferralCode {
  referralCode: string;
}

/** The share link of the dashboard card (spec 2 §2). */
export function referralShareLink(origin: string, code: string): string {
  return `${origin}/quick-login?ref=${encodeURIComponent(code)}`;
}

/** /test-referral's link (spec 2 §2). */
export function testReferralLink(origin: string, code: string): string {
  return `${origin}/register?ref=${encodeURIComponent(code)}`;
}

interface ReferralPerson {
  firstName: string;
  lastName: string;
  email: string;
}

/** A referral as the admin panel lists it (spec 2 §3 Referral (admin)). */
export interface AdminReferral {
  id: number;
  status: ReferralStatus;
  referralCode: string;
  createdAt: string;
  /** Whether the referee qualifies (onboarding done; a clinic also paid). */
  eligible: boolean;
  tremendousRewardId: string | null;
  rewardSentDate: string | null;
  verificationNotes: string | null;
  rewardError: string | null;
  registrationMethod: string | null;
  /** Dollars, as the spec shows it: '10.00'. */
  rewardAmount: string;
  rewardType: string;
  referrer: ReferralPerson;
  referee: ReferralPerson & { userType: 'clinic' | 'relief_vet'; onboardingCompleted: boolean; createdAt: string };
}

/** GET /api/referrals/admin/test-tremendous (spec 2 §3 Reward-API status, extended). */
export interface RewardApiStatus {
  configured: boolean;
  /** What the check found: reachable and authorised, or why not; how to configure it when not. */
  message: string;
  environment: 'production' | 'sandbox' | 'custom' | null;
}

/** POST /api/admin/send-referral-card/{id} (spec 2 §7: success and message). */
export interface SendCardResult {
  success: boolean;
  message: string;
}
