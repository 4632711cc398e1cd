// Stripe webhooks: verified with the signing secret, each event applied once (the event id is
// recorded in the same transaction as its effect), keeping status, period, invoices and the
// default card in step with Stripe.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/client';
import { stripeEvents, subscriptions } from '../db/schema';
import { AppError } from '../http/errors';
import { findByStripeId, saveInvoice, saveStripeSubscription } from './store';

export interface WebhookDeps {
  db: Db;
  stripe?: Stripe;
  webhookSecret?: string;
  clock: () => number;
}

/** Checks the signature of a raw webhook body; 400 when it does not match. */
export async function verifyWebhook(deps: WebhookDeps, rawBody: string, signature: string | null): Promise<Stripe.Event> {
  if (!deps.stripe || !deps.webhookSecret) throw new AppError(404, 'Not found');
  if (!signature) throw new AppError(400, 'Missing Stripe-Signature header', 'BAD_SIGNATURE');
  try {
    // The async verifier: the synchronous one needs Node's crypto, which throws under Bun.
    return await deps.stripe.webhooks.constructEventAsync(rawBody, signature, deps.webhookSecret);
  } catch {
    throw new AppError(400, 'Invalid webhook signature', 'BAD_SIGNATURE');
  }
}

function subscriptionIdOf(invoice: Stripe.Invoice): string | undefined {
  const legacy = (invoice as Stripe.Invoice & { subscription?: string | { id: string } | null }).subscription;
  const parent = (invoice as Stripe.Invoice & { parent?: { subscription_details?: { subscription?: string | { id: string } } } }).parent;
  const ref = parent?.subscription_details?.subscription ?? legacy;
  return typeof ref === 'string' ? ref : ref?.id;
}

/** Applies one verified event; returns false when it had been applied before. */
export function applyWebhookEvent(deps: WebhookDeps, event: Stripe.Event): boolean {
  const now = deps.clock();
  return deps.db.transaction(
    (tx) => {
      const fresh = tx.insert(stripeEvents).values({ id: event.id, type: event.type, processedAt: now }).onConflictDoNothing().returning().get();
      if (!fresh) return false;
      switch (event.type) {
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted': {
          const stripeSubscription = event.data.object;
          const row = findByStripeId(tx, stripeSubscription.id);
          if (row) saveStripeSubscription(tx, row.clinicId, stripeSubscription, now);
          break;
        }
        case 'invoice.paid':
        case 'invoice.payment_failed': {
          const invoice = event.data.object;
          const subscriptionId = subscriptionIdOf(invoice);
          const row = subscriptionId ? findByStripeId(tx, subscriptionId) : undefined;
          if (!row) break;
          saveInvoice(tx, row.clinicId, row.id, invoice, now);
          const line = invoice.lines?.data?.[0];
          if (event.type === 'invoice.paid') {
            tx.update(subscriptions)
              .set({
                status: row.cancelAtPeriodEnd ? 'cancelled' : 'active',
                currentPeriodStart: line?.period?.start ? line.period.start * 1000 : row.currentPeriodStart,
                currentPeriodEnd: line?.period?.end ? line.period.end * 1000 : row.currentPeriodEnd,
                updatedAt: now,
              })
              .where(eq(subscriptions.id, row.id))
              .run();
          } else {
            tx.update(subscriptions).set({ status: 'past_due', updatedAt: now }).where(eq(subscriptions.id, row.id)).run();
          }
          break;
        }
      }
      return true;
    },
    { behavior: 'immediate' },
  );
}
