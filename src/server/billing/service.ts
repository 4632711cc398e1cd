// The clinic subscription: billing off (activate directly, renewed monthly by a job) or Stripe
// (SetupIntent → card form → subscription charged immediately, kept in sync by webhooks).
// Stripe is always called before the database is written, so a failed call leaves nothing behind.
// Every committed change of a subscription is announced on the bus (subscription.changed).
import type Stripe from 'stripe';
import type { FreshSubscriptionAnswer, SubscriptionView } from '../../shared/billing';
import { subscriptionGrantsAccess } from '../../shared/access';
import type { Db } from '../db/client';
import { appSettings, type Subscription, type User } from '../db/schema';
import type { EventBus } from '../events/bus';
import { AppError } from '../http/errors';
import { findProfile } from '../profiles/service';
import { callStripe } from './stripe-client';
import {
  activateWithoutPayment,
  findByStripeCustomer,
  findSubscription,
  PLAN,
  renewUnbilledSubscriptions,
  saveDefaultCard,
  saveInvoice,
  saveStripeSubscription,
  toView,
  upsertSubscription,
} from './store';
import { applyWebhookEvent } from './webhooks';
import { eq } from 'drizzle-orm';

export interface BillingDeps {
  db: Db;
  stripe?: Stripe;
  priceId?: string;
  appName: string;
  clock: () => number;
  events: EventBus;
}

/** Announces a subscription row written (and committed) just before; returns it. */
function announce(deps: BillingDeps, row: Subscription): Subscription {
  deps.events.publish({ type: 'subscription.changed', clinicId: row.clinicId, status: row.status });
  return row;
}

function requireClinicProfile(deps: BillingDeps, user: User) {
  const profile = findProfile(deps.db, user);
  if (profile?.kind !== 'clinic') {
    throw new AppError(403, 'Please complete your clinic profile first, then try subscribing again.', 'PROFILE_REQUIRED');
  }
  return profile;
}

function requireNoActiveSubscription(deps: BillingDeps, user: User) {
  const current = findSubscription(deps.db, user.id);
  if (current && current.status === 'active' && subscriptionGrantsAccess(current, deps.clock())) {
    throw new AppError(409, 'You already have an active subscription', 'ALREADY_SUBSCRIBED');
  }
  return current;
}

/** The clinic's subscription, or null. */
export function getSubscription(deps: BillingDeps, user: User): SubscriptionView | null {
  const subscription = findSubscription(deps.db, user.id);
  return subscription ? toView(subscription, deps.clock()) : null;
}

/** The Stripe price of the plan: configured, or created once and remembered. */
async function planPrice(deps: BillingDeps, stripe: Stripe): Promise<string> {
  if (deps.priceId) return deps.priceId;
  const stored = deps.db.select().from(appSettings).where(eq(appSettings.key, 'stripe_price_id')).get();
  if (stored) return stored.value;
  const price = await callStripe(() =>
    stripe.prices.create({
      currency: PLAN.currency,
      unit_amount: PLAN.amountCents,
      recurring: { interval: 'month' },
      product_data: { name: `${deps.appName} Professional` },
    }),
  );
  deps.db.insert(appSettings).values({ key: 'stripe_price_id', value: price.id }).onConflictDoNothing().run();
  return deps.db.select().from(appSettings).where(eq(appSettings.key, 'stripe_price_id')).get()!.value;
}

/** The clinic's Stripe customer, created on first need. */
async function customerFor(deps: BillingDeps, stripe: Stripe, user: User, clinicName: string): Promise<string> {
  const existing = findSubscription(deps.db, user.id)?.stripeCustomerId;
  if (existing) return existing;
  const customer = await callStripe(() => stripe.customers.create({ email: user.email, name: clinicName, metadata: { userId: String(user.id) } }));
  // Remembered on an incomplete row so a retry reuses the customer instead of creating another.
  announce(
    deps,
    upsertSubscription(
      deps.db,
      user.id,
      { status: 'incomplete', stripeCustomerId: customer.id, currentPeriodStart: null, currentPeriodEnd: null },
      deps.clock(),
    ),
  );
  return customer.id;
}

/** Starts subscribing: billing off activates now; Stripe answers a SetupIntent for the card form. */
export async function createFreshSubscription(deps: BillingDeps, user: User): Promise<FreshSubscriptionAnswer> {
  const profile = requireClinicProfile(deps, user);
  requireNoActiveSubscription(deps, user);
  const now = deps.clock();
  if (!deps.stripe) return { skipPayment: true, subscription: toView(announce(deps, activateWithoutPayment(deps.db, user.id, now)), now) };
  const stripe = deps.stripe;
  const customer = await customerFor(deps, stripe, user, profile.clinicName);
  const intent = await callStripe(() => stripe.setupIntents.create({ customer, usage: 'off_session', metadata: { userId: String(user.id) } }));
  if (!intent.client_secret) throw new AppError(502, 'Payment setup required - no client secret received', 'NO_CLIENT_SECRET');
  return { skipPayment: false, clientSecret: intent.client_secret, setupIntentId: intent.id };
}

/** After the card form confirmed the SetupIntent: creates the subscription, charging $49 now. */
export async function activateSubscription(deps: BillingDeps, user: User, setupIntentId: string): Promise<SubscriptionView> {
  requireClinicProfile(deps, user);
  requireNoActiveSubscription(deps, user);
  const stripe = deps.stripe;
  if (!stripe) throw new AppError(409, 'Card payments are not configured on this server', 'BILLING_OFF');
  const customer = findSubscription(deps.db, user.id)?.stripeCustomerId;
  const intent = await callStripe(() => stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] }));
  const intentCustomer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  if (!customer || intentCustomer !== customer) throw new AppError(403, 'This payment setup belongs to another account', 'SETUP_INTENT_MISMATCH');
  if (intent.status !== 'succeeded' || !intent.payment_method) throw new AppError(402, 'The card has not been confirmed yet', 'SETUP_NOT_CONFIRMED');
  const method = intent.payment_method as Stripe.PaymentMethod;
  const price = await planPrice(deps, stripe);
  await callStripe(() => stripe.customers.update(customer, { invoice_settings: { default_payment_method: method.id } }));
  const subscription = await callStripe(() =>
    stripe.subscriptions.create(
      {
        customer,
        items: [{ price }],
        default_payment_method: method.id,
        // Charge the first month now, or fail now: no half-created subscription.
        payment_behavior: 'error_if_incomplete',
        expand: ['latest_invoice'],
        metadata: { userId: String(user.id) },
      },
      { idempotencyKey: `activate-${user.id}-${setupIntentId}` },
    ),
  );
  const now = deps.clock();
  const saved = deps.db.transaction(
    (tx) => {
      const row = saveStripeSubscription(tx, user.id, subscription, now);
      saveDefaultCard(tx, user.id, method);
      if (subscription.latest_invoice && typeof subscription.latest_invoice !== 'string') saveInvoice(tx, user.id, row.id, subscription.latest_invoice, now);
      return row;
    },
    { behavior: 'immediate' },
  );
  return toView(announce(deps, saved), now);
}

/** The older flow: an incomplete subscription whose first invoice the card form pays. */
export async function createSubscription(
  deps: BillingDeps,
  user: User,
): Promise<{ clientSecret: string | null; subscriptionId: string | null; skipPayment?: boolean }> {
  const profile = requireClinicProfile(deps, user);
  requireNoActiveSubscription(deps, user);
  const now = deps.clock();
  if (!deps.stripe) {
    announce(deps, activateWithoutPayment(deps.db, user.id, now));
    return { clientSecret: null, subscriptionId: null, skipPayment: true };
  }
  const stripe = deps.stripe;
  const customer = await customerFor(deps, stripe, user, profile.clinicName);
  const price = await planPrice(deps, stripe);
  const subscription = await callStripe(() =>
    stripe.subscriptions.create({
      customer,
      items: [{ price }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret'],
      metadata: { userId: String(user.id) },
    }),
  );
  announce(deps, saveStripeSubscription(deps.db, user.id, subscription, now));
  const invoice = subscription.latest_invoice as (Stripe.Invoice & { confirmation_secret?: { client_secret: string } }) | null;
  const clientSecret = invoice?.confirmation_secret?.client_secret ?? null;
  if (!clientSecret) throw new AppError(502, 'Payment setup required - no client secret received', 'NO_CLIENT_SECRET');
  return { clientSecret, subscriptionId: subscription.id };
}

/** After paying through the older flow: reads the subscription back from Stripe and stores it. */
export async function storeSubscription(deps: BillingDeps, user: User, subscriptionId: string): Promise<SubscriptionView> {
  const stripe = deps.stripe;
  if (!stripe) throw new AppError(409, 'Card payments are not configured on this server', 'BILLING_OFF');
  const customer = findSubscription(deps.db, user.id)?.stripeCustomerId;
  const subscription = await callStripe(() => stripe.subscriptions.retrieve(subscriptionId));
  const subscriptionCustomer = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  if (!customer || subscriptionCustomer !== customer) throw new AppError(404, 'Subscription not found', 'SUBSCRIPTION_NOT_FOUND');
  const now = deps.clock();
  return toView(announce(deps, saveStripeSubscription(deps.db, user.id, subscription, now)), now);
}

/** Cancels at the end of the paid period: access continues until then. */
export async function cancelSubscription(deps: BillingDeps, user: User): Promise<SubscriptionView> {
  const current = findSubscription(deps.db, user.id);
  if (!current || !['active', 'past_due', 'incomplete'].includes(current.status)) {
    throw new AppError(404, 'You have no subscription to cancel', 'SUBSCRIPTION_NOT_FOUND');
  }
  const now = deps.clock();
  const stripe = deps.stripe;
  if (current.stripeSubscriptionId && stripe) {
    const id = current.stripeSubscriptionId;
    const updated = await callStripe(() => stripe.subscriptions.update(id, { cancel_at_period_end: true }));
    return toView(announce(deps, saveStripeSubscription(deps.db, user.id, updated, now)), now);
  }
  const row = upsertSubscription(
    deps.db,
    user.id,
    { ...current, status: 'cancelled', cancelAtPeriodEnd: true, currentPeriodStart: current.currentPeriodStart, currentPeriodEnd: current.currentPeriodEnd },
    now,
  );
  return toView(announce(deps, row), now);
}

/** Demo mode's test button: a month of access without payment. */
export function testActivateSubscription(deps: BillingDeps, user: User): SubscriptionView {
  requireClinicProfile(deps, user);
  const now = deps.clock();
  return toView(announce(deps, activateWithoutPayment(deps.db, user.id, now)), now);
}

/** Billing off: renews the subscriptions whose paid month ran out; with Stripe on, Stripe renews them. */
export function renewWithoutBilling(deps: BillingDeps): number {
  if (deps.stripe) return 0;
  const renewed = renewUnbilledSubscriptions(deps.db, deps.clock());
  for (const row of renewed) announce(deps, row);
  return renewed.length;
}

/**
 * Applies a verified Stripe event once (webhooks.ts), then announces the subscription of the
 * event's customer: the subscription and invoice events are the ones that change it.
 */
export function applyStripeEvent(deps: BillingDeps, event: Stripe.Event): boolean {
  const applied = applyWebhookEvent(deps, event);
  if (!applied || !(event.type.startsWith('customer.subscription.') || event.type.startsWith('invoice.'))) return applied;
  const { customer } = event.data.object as { customer?: string | { id: string } | null };
  const customerId = typeof customer === 'string' ? customer : customer?.id;
  const row = customerId ? findByStripeCustomer(deps.db, customerId) : undefined;
  if (row) announce(deps, row);
  return applied;
}
