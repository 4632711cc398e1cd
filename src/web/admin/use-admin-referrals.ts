// The Referrals tab's writes, each with its toasts of spec 2 §8: verify, send the $10 card,
// process the pending ones.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendCardResult } from '../../shared/referrals';
import { apiJson, apiRequest, errorMessage } from '../lib/api-client';
import { adminPaths } from '../lib/paths';
import { pluralize } from '../lib/plural';
import { toast } from '../ui/use-toast';
import { endedSession, refreshAdmin } from './admin-api';

/** POST /api/admin/process-pending-referrals: eligible pending ones verified, cards sent when configured. */
interface ProcessPendingResult {
  verified: number;
  sent: number;
  failed: number;
}

function useRefresh() {
  const queryClient = useQueryClient();
  return { queryClient, refresh: () => refreshAdmin(queryClient, adminPaths.referrals, adminPaths.audit) };
}

export function useVerifyReferral() {
  const { queryClient, refresh } = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest('POST', adminPaths.verifyReferral(id)),
    onSuccess: () => toast({ title: 'Referral Verified', description: 'It is ready for its $10 Visa card.' }),
    onError: (error) => {
      if (!endedSession(queryClient, error))
        toast({ title: 'Verification Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
    onSettled: refresh,
  });
}

export function useSendReferralCard() {
  const { queryClient, refresh } = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiJson<SendCardResult>('POST', adminPaths.sendReferralCard(id)),
    onSuccess: (result) => {
      if (result.success) toast({ title: 'Visa Card Sent!', description: 'The $10 Visa prepaid card has been sent successfully' });
      else toast({ title: 'Card Sending Failed', description: result.message || 'Failed to send Visa card', variant: 'destructive' });
    },
    onError: (error) => {
      if (endedSession(queryClient, error)) return;
      // A refusal with a reason (not configured, not verified) reads like success: false.
      const reason = errorMessage(error, '');
      if (reason) toast({ title: 'Card Sending Failed', description: reason, variant: 'destructive' });
      else toast({ title: 'Error: Failed to send Visa card', variant: 'destructive' });
    },
    onSettled: refresh,
  });
}

export function useProcessPending() {
  const { queryClient, refresh } = useRefresh();
  return useMutation({
    mutationFn: () => apiJson<ProcessPendingResult>('POST', adminPaths.processPendingReferrals),
    onSuccess: ({ verified, sent, failed }) =>
      toast({
        title: 'Pending referrals processed',
        description: `${verified} verified, ${sent} ${pluralize(sent, 'card')} sent${failed ? `, ${failed} failed` : ''}.`,
        variant: failed ? 'destructive' : 'default',
      }),
    onError: (error) => {
      if (!endedSession(queryClient, error))
        toast({ title: 'Processing Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
    onSettled: refresh,
  });
}
