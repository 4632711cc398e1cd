// The clinic's subscription (GET /api/subscription): null when it never subscribed.
import { useQuery } from '@tanstack/react-query';
import type { SubscriptionView } from '../../shared/billing';
import { subscriptionPaths } from './subscription-paths';

export const subscriptionQueryKey = [subscriptionPaths.subscription] as const;

/** Only clinics ask (spec 1 §6). */
export function useSubscription(enabled: boolean) {
  return useQuery<SubscriptionView | null>({ queryKey: subscriptionQueryKey, enabled });
}
