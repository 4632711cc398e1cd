// The access gate (spec 1 §4): who may use the marketplace yet. The server computes it for
// every request that needs it and sends it with the user; the web app only reads it.
export type Access = 'ok' | 'profile_required' | 'subscription_required';

export const ACCESS_ERRORS = {
  profile_required: { code: 'PROFILE_REQUIRED', message: 'Please complete your profile first' },
  subscription_required: { code: 'SUBSCRIPTION_REQUIRED', message: 'An active subscription is required' },
} as const;

export function accessGate(state: { userType: 'clinic' | 'relief_vet'; hasProfile: boolean; subscriptionActive: boolean }): Access {
  if (!state.hasProfile) return 'profile_required';
  if (state.userType === 'clinic' && !state.subscriptionActive) return 'subscription_required';
  return 'ok';
}

/** Statuses that grant access: active, and cancelled until the paid period ends. */
export function subscriptionGrantsAccess(subscription: { status: string; currentPeriodEnd: number | null } | null | undefined, now: number): boolean {
  if (!subscription) return false;
  if (subscription.status === 'active') return subscription.currentPeriodEnd === null || subscription.currentPeriodEnd > now;
  if (subscription.status === 'cancelled') return subscription.currentPeriodEnd !== null && subscription.currentPeriodEnd > now;
  return false;
}
