// The subscription calls of spec 1 §7 (clinics only) and the Stripe webhook.
import { Elysia } from 'elysia';
import {
  activateSubscriptionSchema,
  cancelSubscriptionSchema,
  createFreshSubscriptionSchema,
  createSubscriptionSchema,
  storeSubscriptionSchema,
} from '../../shared/billing';
import { billingDeps, type AppDeps } from '../context';
import { authGuards } from '../auth/guards';
import { AppError, jsonResponse } from '../http/errors';
import {
  activateSubscription,
  applyStripeEvent,
  cancelSubscription,
  createFreshSubscription,
  createSubscription,
  getSubscription,
  storeSubscription,
  testActivateSubscription,
} from './service';
import { verifyWebhook } from './webhooks';

export function billingRoutes(deps: AppDeps) {
  const billing = billingDeps(deps);
  return (
    new Elysia()
      .use(authGuards(deps))
      // No subscription answers JSON `null`, not an empty body.
      .get('/api/subscription', ({ caller }) => getSubscription(billing, caller.user) ?? jsonResponse(200, null), { requireUser: 'clinic' })
      .get(
        '/api/subscription-status',
        ({ caller }) => {
          const subscription = getSubscription(billing, caller.user);
          return { status: subscription?.status ?? 'none', active: subscription?.active ?? false, currentPeriodEnd: subscription?.currentPeriodEnd ?? null };
        },
        { requireUser: 'clinic' },
      )
      .post('/api/create-fresh-subscription', ({ caller }) => createFreshSubscription(billing, caller.user), {
        requireClinicProfile: true,
        body: createFreshSubscriptionSchema,
      })
      .post('/api/create-subscription', ({ caller }) => createSubscription(billing, caller.user), {
        requireClinicProfile: true,
        body: createSubscriptionSchema,
      })
      .post('/api/activate-subscription', ({ caller, body }) => activateSubscription(billing, caller.user, body.setupIntentId), {
        requireClinicProfile: true,
        body: activateSubscriptionSchema,
      })
      .post('/api/store-subscription', ({ caller, body }) => storeSubscription(billing, caller.user, body.subscriptionId), {
        requireUser: 'clinic',
        body: storeSubscriptionSchema,
      })
      .post('/api/cancel-subscription', ({ caller }) => cancelSubscription(billing, caller.user), { requireUser: 'clinic', body: cancelSubscriptionSchema })
      .post(
        '/api/test-activate-subscription',
        ({ caller }) => {
          if (!deps.config.demoMode) throw new AppError(404, 'Not found');
          return testActivateSubscription(billing, caller.user);
        },
        { requireUser: 'clinic' },
      )
      .post(
        '/api/stripe/webhook',
        async ({ body, request }) => {
          const event = await verifyWebhook(billing, String(body ?? ''), request.headers.get('stripe-signature'));
          const applied = applyStripeEvent(billing, event);
          return { received: true, duplicate: !applied };
        },
        // The signature covers the exact bytes: read the body as text, never re-serialised JSON.
        { parse: 'text' },
      )
  );
}
