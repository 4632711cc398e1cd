// Turns a confirmed card setup into the subscription (POST /api/activate-subscription), which
// charges the first month; then the page reloads so the access gate opens (spec 1 §4, §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_PLAN, type SubscriptionView } from '../../shared/billing';
import { apiJson, errorStatus, serverMessage } from '../lib/api-client';
import { toast } from '../ui/use-toast';
import { ACTIVATION_FAILED, PAYMENT_SYSTEM_DOWN, reloadSoon } from './subscription-messages';
import { subscriptionPaths } from '../lib/paths';
import { subscriptionQueryKey } from './use-subscription';

function activationFailureToast(error: unknown) {
  const status = errorStatus(error);
  if (status === 402) return { title: 'Payment Failed', description: serverMessage(error) ?? 'Your card was declined.' };
  if (status === 503) return { title: 'Activation Failed', description: PAYMENT_SYSTEM_DOWN };
  return { title: 'Activation Failed', description: ACTIVATION_FAILED };
}

export function useActivateSubscription() {
  const queryClient = useQueryClient();
  return useMutation<SubscriptionView, Error, string>({
    mutationFn: (setupIntentId) =>
      apiJson<SubscriptionView>('POST', subscriptionPaths.activateSubscription, { setupIntentId, planType: SUBSCRIPTION_PLAN.planType }),
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      toast({ title: 'Subscription Active', description: `Your ${SUBSCRIPTION_PLAN.name} subscription is active. Welcome aboard!` });
      reloadSoon();
    },
    onError: (error) => toast({ ...activationFailureToast(error), variant: 'destructive' }),
  });
}
