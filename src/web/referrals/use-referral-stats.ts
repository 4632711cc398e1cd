// GET /api/referral-stats/{userId} (own only), refreshed every 30 s while the card is shown, and
// POST /api/generate-referral-code, which stores the new code in the stats.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type GeneratedReferralCode, REFERRAL_STATS_REFRESH_MS, type ReferralStats } from '../../shared/referrals';
import { apiJson } from '../lib/api-client';
import { referralPaths } from '../lib/paths';

export function useReferralStats(userId: number) {
  return useQuery<ReferralStats>({ queryKey: [referralPaths.stats(userId)], refetchInterval: REFERRAL_STATS_REFRESH_MS });
}

export function useGenerateReferralCode(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<GeneratedReferralCode>('POST', referralPaths.generateCode),
    onSuccess: ({ referralCode }) =>
      queryClient.setQueryData<ReferralStats>([referralPaths.stats(userId)], (stats) =>
        stats ? { ...stats, referralCode } : { total: 0, verified: 0, pending: 0, referralCode },
      ),
    // Spec 2 §8: a failure to generate the code is only logged.
    onError: (error) => console.error('Referral code generation failed', error),
  });
}
