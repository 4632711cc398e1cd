// The subscription calls this feature makes (spec 1 §7 "Subscription").
export const subscriptionPaths = {
  subscription: '/api/subscription',
  createFreshSubscription: '/api/create-fresh-subscription',
  activateSubscription: '/api/activate-subscription',
  cancelSubscription: '/api/cancel-subscription',
  testActivateSubscription: '/api/test-activate-subscription',
} as const;
