// Demo mode only: activates the subscription without payment (POST /api/test-activate-subscription).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionView } from '../../shared/billing';
import { apiJson, errorMessage } from '../lib/api-client';
import { toast } from '../ui/use-toast';
import { reloadSoon } from './subscription-messages';
import { subscriptionPaths } from '../lib/paths';
import { subscriptionQueryKey } from './use-subscription';

export function useTestActivate() {
  const queryClient = useQueryClient();
  return useMutation<SubscriptionView, Error, void>({
    mutationFn: () => apiJson<SubscriptionView>('POST', subscriptionPaths.testActivateSubscription),
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      toast({ title: 'Subscription Active', description: 'Test subscription activated without payment (demo mode).' });
      reloadSoon();
    },
    onError: (error) => toast({ title: 'Test Activation Failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
  });
}
