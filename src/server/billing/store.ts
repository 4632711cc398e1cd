// The subscription tables: reads and the writes every billing path shares.
import { addMonths } from 'date-fns';
import { and, eq, lt, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { subscriptionGrantsAccess } from '../../shared/access';
import type { SubscriptionInvoiceStatus, SubscriptionStatus, SubscriptionView } from '../../shared/billing';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { paymentMethods, subscriptionInvoices, subscriptions, type Subscription } from '../db/schema';

export const PLAN = { planType: 'professional', amountCents: 4900, currency: 'usd' } as const;

type Writer = Pick<Db, 'insert' | 'update' | 'select' | 'delete'>;

export function findSubscription(db: Db, clinicId: number): Subscription | undefined {
  return prepared(db, 'subscription-by-clinic', () =>
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.clinicId, sql.placeholder('clinicId')))
      .prepare(),
  ).get({ clinicId });
}

export function findByStripeId(db: Writer, stripeSubscriptionId: string): Subscription | undefined {
  return db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId)).get();
}

export function toView(subscription: Subscription, now: number): SubscriptionView {
  return {
    id: subscription.id,
    planType: subscription.planType,
    status: subscription.status,
    amount: subscription.amount,
    currency: subscription.currency,
    currentPeriodStart: subscription.currentPeriodStart ? new Date(subscription.currentPeriodStart).toISOString() : null,
    currentPeriodEnd: subscription.currentPeriodEnd ? new Date(subscription.currentPeriodEnd).toISOString() : null,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    stripeSubscriptionId: subscription.stripeSubscriptionId,
    active: subscriptionGrantsAccess(subscription, now),
  };
}

export interface SubscriptionFields {
  status: SubscriptionStatus;
  stripeSubscriptionId?: string | null;
  stripeCustomerId?: string | null;
  cancelAtPeriodEnd?: boolean;
  currentPeriodStart: number | null;
  currentPeriodEnd: number | null;
}

/** Creates or replaces the clinic's one subscription row. */
export function upsertSubscription(db: Writer, clinicId: number, fields: SubscriptionFields, now: number): Subscription {
  const values = {
    ...fields,
    cancelAtPeriodEnd: fields.cancelAtPeriodEnd ?? false,
    planType: PLAN.planType,
    amount: PLAN.amountCents,
    currency: PLAN.currency,
    updatedAt: now,
  };
  return db
    .insert(subscriptions)
    .values({ clinicId, createdAt: now, ...values })
    .onConflictDoUpdate({ target: subscriptions.clinicId, set: values })
    .returning()
    .get();
}

/** A month of access with no payment (billing off, demo activation). */
export function activateWithoutPayment(db: Writer, clinicId: number, now: number): Subscription {
  return upsertSubscription(db, clinicId, { status: 'active', currentPeriodStart: now, currentPeriodEnd: addMonths(now, 1).getTime() }, now);
}

/** The status we keep for a Stripe subscription: one that will end is shown as cancelled. */
export function localStatus(stripeSubscription: Stripe.Subscription): SubscriptionStatus {
  if (stripeSubscription.status === 'canceled') return 'cancelled';
  if (stripeSubscription.cancel_at_period_end && stripeSubscription.status === 'active') return 'cancelled';
  // Stripe types its statuses open-ended for ones it may add; a new one is stored as sent.
  return stripeSubscription.status as SubscriptionStatus;
}

/** Period bounds of a Stripe subscription (on its items since API 2025-03). */
export function stripePeriod(stripeSubscription: Stripe.Subscription): { start: number | null; end: number | null } {
  const item = stripeSubscription.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_start?: number; current_period_end?: number }) | undefined;
  const legacy = stripeSubscription as Stripe.Subscription & { current_period_start?: number; current_period_end?: number };
  const start = item?.current_period_start ?? legacy.current_period_start;
  const end = item?.current_period_end ?? legacy.current_period_end;
  return { start: start ? start * 1000 : null, end: end ? end * 1000 : null };
}

/** Mirrors a Stripe subscription into the clinic's row. */
export function saveStripeSubscription(db: Writer, clinicId: number, stripeSubscription: Stripe.Subscription, now: number): Subscription {
  const period = stripePeriod(stripeSubscription);
  return upsertSubscription(
    db,
    clinicId,
    {
      status: localStatus(stripeSubscription),
      stripeSubscriptionId: stripeSubscription.id,
      stripeCustomerId: typeof stripeSubscription.customer === 'string' ? stripeSubscription.customer : stripeSubscription.customer.id,
      cancelAtPeriodEnd: stripeSubscription.cancel_at_period_end,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
    },
    now,
  );
}

/** Records a card as the clinic's default payment method. */
export function saveDefaultCard(db: Writer, userId: number, method: Stripe.PaymentMethod): void {
  db.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.userId, userId)).run();
  const values = {
    type: method.type,
    last4: method.card?.last4 ?? null,
    brand: method.card?.brand ?? null,
    expiryMonth: method.card?.exp_month ?? null,
    expiryYear: method.card?.exp_year ?? null,
    isDefault: true,
  };
  db.insert(paymentMethods)
    .values({ userId, stripePaymentMethodId: method.id, ...values })
    .onConflictDoUpdate({ target: paymentMethods.stripePaymentMethodId, set: values })
    .run();
}

/** Records (or updates) a Stripe invoice of the clinic. */
export function saveInvoice(db: Writer, clinicId: number, subscriptionId: number | null, invoice: Stripe.Invoice, now: number): void {
  const line = invoice.lines?.data?.[0];
  const values = {
    amount: invoice.amount_paid || invoice.amount_due,
    // Stripe types its statuses open-ended for ones it may add; a new one is stored as sent.
    status: (invoice.status ?? 'open') as SubscriptionInvoiceStatus,
    paidAt: invoice.status === 'paid' ? (invoice.status_transitions?.paid_at ?? 0) * 1000 || now : null,
    dueDate: invoice.due_date ? invoice.due_date * 1000 : null,
    periodStart: line?.period?.start ? line.period.start * 1000 : null,
    periodEnd: line?.period?.end ? line.period.end * 1000 : null,
    subscriptionId,
  };
  db.insert(subscriptionInvoices)
    .values({ clinicId, stripeInvoiceId: invoice.id, createdAt: now, ...values })
    .onConflictDoUpdate({ target: subscriptionInvoices.stripeInvoiceId, set: values })
    .run();
}

/** Billing off: extends active, not-cancelled subscriptions whose month has run out; returns them renewed. */
export function renewUnbilledSubscriptions(db: Db, now: number): Subscription[] {
  return db.transaction(
    (tx) =>
      tx
        .select()
        .from(subscriptions)
        .where(and(sql`${subscriptions.stripeSubscriptionId} IS NULL`, eq(subscriptions.status, 'active'), lt(subscriptions.currentPeriodEnd, now)))
        .all()
        .map((subscription) => {
          let end = subscription.currentPeriodEnd ?? now;
          while (end <= now) end = addMonths(end, 1).getTime();
          return tx
            .update(subscriptions)
            .set({ currentPeriodStart: now, currentPeriodEnd: end, updatedAt: now })
            .where(eq(subscriptions.id, subscription.id))
            .returning()
            .get()!;
        }),
    { behavior: 'immediate' },
  );
}

/** The subscription of a Stripe customer (each clinic has its own customer). */
export function findByStripeCustomer(db: Db, stripeCustomerId: string): Subscription | undefined {
  return db.select().from(subscriptions).where(eq(subscriptions.stripeCustomerId, stripeCustomerId)).get();
}
