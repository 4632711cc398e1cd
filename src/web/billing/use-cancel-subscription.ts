// Cancelling (POST /api/cancel-subscription): access continues until the paid period ends.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionView } from '../../shared/billing';
import { apiJson } from '../lib/api-client';
import { toast } from '../ui/use-toast';
import { formatPeriodEnd } from './subscription-format';
import { subscriptionPaths } from '../lib/paths';
import { subscriptionQueryKey } from './use-subscription';

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation<SubscriptionView, Error, SubscriptionView>({
    mutationFn: (subscription) =>
      apiJson<SubscriptionView>('POST', subscriptionPaths.cancelSubscription, { subscriptionId: subscription.stripeSubscriptionId ?? subscription.id }),
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      toast({
        title: 'Subscription Cancelled',
        description: subscription.currentPeriodEnd
          ? `You keep full access until ${formatPeriodEnd(subscription.currentPeriodEnd)}.`
          : 'Your subscription has been cancelled.',
      });
    },
    onError: () => toast({ title: 'Cancellation Failed', description: 'Unable to cancel subscription. Please contact support.', variant: 'destructive' }),
  });
}
