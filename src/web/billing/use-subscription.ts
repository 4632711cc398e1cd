// The clinic's subscription (GET /api/subscription): null when it never subscribed.
import { useQuery } from '@tanstack/react-query';
import type { SubscriptionView } from '../../shared/billing';
import { apiRequest } from '../lib/api-client';
import { subscriptionPaths } from '../lib/paths';

export const subscriptionQueryKey = [subscriptionPaths.subscription] as const;

/** The server answers "no subscription" with an empty 200 body, which is not JSON. */
async function fetchSubscription(): Promise<SubscriptionView | null> {
  const text = await (await apiRequest('GET', subscriptionPaths.subscription)).text();
  return text.trim() ? (JSON.parse(text) as SubscriptionView | null) : null;
}

/** Only clinics ask (spec 1 §6). */
export function useSubscription(enabled: boolean) {
  return useQuery({ queryKey: subscriptionQueryKey, queryFn: fetchSubscription, enabled });
}
