// Subscription payloads (spec 1 §7 "Subscription").
import { z } from 'zod';

// Kept in constants.ts (which has no zod), so the landing page's script can name the plan.
export { SUBSCRIPTION_PLAN } from './constants';

/** Stripe's subscription statuses, and 'cancelled': what we keep for one that ends (or has ended). */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
  'canceled',
  'cancelled',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** Stripe's invoice statuses. */
export const SUBSCRIPTION_INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;
export type SubscriptionInvoiceStatus = (typeof SUBSCRIPTION_INVOICE_STATUSES)[number];

export interface SubscriptionView {
  id: number;
  planType: string;
  status: string;
  /** Cents. */
  amount: number;
  currency: string;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  stripeSubscriptionId: string | null;
  /** Whether the subscription grants access now. */
  active: boolean;
}

/** POST /api/create-fresh-subscription: billing off activates at once; Stripe answers a card setup. */
export type FreshSubscriptionAnswer =
  | { skipPayment: true; subscription: SubscriptionView }
  | { skipPayment: false; clientSecret: string; setupIntentId: string };

export const createFreshSubscriptionSchema = z.object({
  planType: z.literal('professional', { error: 'Unknown plan' }).default('professional'),
  amount: z.literal(49, { error: 'The Professional plan is $49 per month' }).optional(),
  email: z.string().max(320).optional(),
  clinicName: z.string().max(200).optional(),
  forceNew: z.boolean().optional(),
  timestamp: z.number().optional(),
});

export const createSubscriptionSchema = z.object({
  planType: z.literal('professional', { error: 'Unknown plan' }).default('professional'),
  amount: z.number().optional(),
});

export const activateSubscriptionSchema = z.object({
  setupIntentId: z.string({ error: 'setupIntentId is required' }).regex(/^seti_\w+$/, { error: 'setupIntentId is not a setup intent id' }),
  planType: z.literal('professional', { error: 'Unknown plan' }).default('professional'),
});

export const storeSubscriptionSchema = z.object({
  subscriptionId: z.string({ error: 'subscriptionId is required' }).regex(/^sub_\w+$/, { error: 'subscriptionId is not a subscription id' }),
  paymentIntentId: z.string().max(200).optional(),
});

export const cancelSubscriptionSchema = z.object({
  subscriptionId: z.union([z.string(), z.number()]).optional(),
});
