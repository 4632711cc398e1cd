// The admin's subscriptions (spec 2 §2 /admin Subscriptions, §3 Admin subscription): list with
// the clinic's name, cancel one (at Stripe first when billing is on, at once rather than at the
// period's end), and clean up the cancelled ones.
import type { AdminSubscription } from '../../shared/admin';
import type { AppDeps } from '../context';
import { saveStripeSubscription } from '../billing/store';
import { AppError } from '../http/errors';
import { type Actor, audit } from './audit';
import { cancelAtStripe } from './delete-user';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'stripe' | 'events'>;

interface SubscriptionRow {
  id: number;
  stripeSubscriptionId: string | null;
  status: string;
  currentPeriodEnd: number | null;
  clinicId: number;
  clinicName: string | null;
  email: string;
}

/** Every subscription, newest first, with its clinic's name and e-mail. */
export function listAdminSubscriptions(deps: Pick<Deps, 'db'>): AdminSubscription[] {
  return deps.db.$client
    .query<SubscriptionRow, []>(
      `SELECT s.id, s.stripe_subscription_id AS stripeSubscriptionId, s.status, s.current_period_end AS currentPeriodEnd, s.clinic_id AS clinicId,
              cp.clinic_name AS clinicName, u.email
         FROM subscriptions s JOIN users u ON u.id = s.clinic_id LEFT JOIN clinic_profiles cp ON cp.user_id = s.clinic_id
        ORDER BY s.id DESC`,
    )
    .all()
    .map((row) => ({ ...row, currentPeriodEnd: row.currentPeriodEnd === null ? null : new Date(row.currentPeriodEnd).toISOString() }));
}

/** Cancels a subscription now: at Stripe first when it is billed there, then here. */
export async function adminCancelSubscription(deps: Deps, actor: Actor, subscriptionId: number): Promise<AdminSubscription> {
  const sqlite = deps.db.$client;
  const row = sqlite
    .query<{ clinicId: number; stripeId: string | null; status: string }, [number]>(
      'SELECT clinic_id AS clinicId, stripe_subscription_id AS stripeId, status FROM subscriptions WHERE id = ?',
    )
    .get(subscriptionId);
  if (!row) throw new AppError(404, 'Subscription not found', 'SUBSCRIPTION_NOT_FOUND');
  const stripe = deps.stripe;
  const cancelled = row.stripeId && stripe ? await cancelAtStripe(stripe, row.stripeId) : null;
  const now = deps.clock();
  const saved = deps.db.transaction(
    (tx) => {
      const current = sqlite.query<{ status: string }, [number]>('SELECT status FROM subscriptions WHERE id = ?').get(subscriptionId);
      if (!current) throw new AppError(404, 'Subscription not found', 'SUBSCRIPTION_NOT_FOUND');
      // Billing off (or gone at Stripe): cancelled here. Either way no more charges, and the access
      // gate keeps a cancelled subscription usable until the paid period ends (shared/access.ts).
      const saved = cancelled
        ? saveStripeSubscription(tx, row.clinicId, cancelled, now)
        : sqlite
            .query<{ clinicId: number; status: string }, [number, number]>(
              "UPDATE subscriptions SET status = 'cancelled', cancel_at_period_end = 0, updated_at = ? WHERE id = ? RETURNING clinic_id AS clinicId, status",
            )
            .get(now, subscriptionId)!;
      audit(tx, actor, 'subscription.cancel', `subscription:${subscriptionId}`, now, { clinicId: row.clinicId, previousStatus: row.status });
      return saved;
    },
    { behavior: 'immediate' },
  );
  deps.events.publish({ type: 'subscription.changed', clinicId: saved.clinicId, status: saved.status });
  return listAdminSubscriptions(deps).find((subscription) => subscription.id === subscriptionId)!;
}

/** Deletes the cancelled subscriptions (their clinics subscribe afresh if they return); answers how many. */
export function cleanupCancelledSubscriptions(deps: Deps, actor: Actor): number {
  const now = deps.clock();
  return deps.db.transaction(
    (tx) => {
      const deleted = deps.db.$client.query("DELETE FROM subscriptions WHERE status = 'cancelled'").run().changes;
      audit(tx, actor, 'subscription.cleanup', null, now, { deletedCount: deleted });
      return deleted;
    },
    { behavior: 'immediate' },
  );
}
