// The first step of subscribing (POST /api/create-fresh-subscription, spec 1 §7, §8): with
// billing off the subscription is active at once; with Stripe the answer is the client secret
// of a card setup that the payment step confirms.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { type FreshSubscriptionAnswer, SUBSCRIPTION_PLAN, type SubscriptionView } from '../../shared/billing';
import { PROFILE_REQUIRED_REDIRECT_MS } from '../../shared/constants';
import { apiJson, errorCode, errorMessage, errorStatus } from '../lib/api-client';
import { useAuth } from '../lib/auth-provider';
import { toast } from '../ui/use-toast';
import { NO_CLIENT_SECRET, PAYMENT_SYSTEM_DOWN, PROFILE_REQUIRED, reloadSoon } from './subscription-messages';
import { subscriptionPaths } from '../lib/paths';
import { formatPeriodEnd } from './subscription-format';
import { subscriptionQueryKey } from './use-subscription';

export interface CardSetup {
  clientSecret: string;
  setupIntentId: string;
}

interface Handlers {
  /** Stripe: the card form comes next. */
  onCardSetup: (setup: CardSetup) => void;
  /** Billing off: the subscription is active already. */
  onActive: (subscription: SubscriptionView) => void;
  /** The clinic has no profile yet: the profile screen comes next. */
  onProfileRequired: () => void;
}

export function useStartSubscription({ onCardSetup, onActive, onProfileRequired }: Handlers) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useMutation<FreshSubscriptionAnswer, Error, void>({
    mutationFn: () =>
      apiJson<FreshSubscriptionAnswer>('POST', subscriptionPaths.createFreshSubscription, {
        planType: SUBSCRIPTION_PLAN.planType,
        amount: SUBSCRIPTION_PLAN.priceDollars,
        email: user?.email,
        clinicName: user?.profile?.kind === 'clinic' ? user.profile.clinicName : undefined,
        forceNew: true,
        timestamp: Date.now(),
      }),
    onSuccess: (answer) => {
      if (answer.skipPayment) {
        queryClient.setQueryData(subscriptionQueryKey, answer.subscription);
        const until = formatPeriodEnd(answer.subscription.currentPeriodEnd);
        toast({ title: 'Subscription Active', description: `Your ${SUBSCRIPTION_PLAN.name} plan is active without charge until ${until}.` });
        onActive(answer.subscription);
        reloadSoon();
        return;
      }
      if (!answer.clientSecret || !answer.setupIntentId) {
        toast({ title: 'Setup Failed', description: NO_CLIENT_SECRET, variant: 'destructive' });
        return;
      }
      onCardSetup({ clientSecret: answer.clientSecret, setupIntentId: answer.setupIntentId });
    },
    onError: (error) => {
      if (errorCode(error) === 'PROFILE_REQUIRED') {
        toast({ title: 'Profile Required', description: PROFILE_REQUIRED, variant: 'destructive' });
        onProfileRequired();
        setTimeout(() => navigate('/profile'), PROFILE_REQUIRED_REDIRECT_MS);
        return;
      }
      // Someone subscribed meanwhile (another tab): show what the server has.
      if (errorStatus(error) === 409) void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      const fallback = errorStatus(error) === 503 ? PAYMENT_SYSTEM_DOWN : 'Please try again';
      toast({ title: 'Setup Failed', description: errorMessage(error, fallback), variant: 'destructive' });
    },
  });
}
