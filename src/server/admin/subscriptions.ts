// The admin's subscriptions (spec 2 §2 /admin Subscriptions, §3 Admin subscription): list with
// the clinic's name, cancel one (at Stripe first when billing is on, at once rather than at the
// period's end), and clean up the cancelled ones.
import { desc, eq } from 'drizzle-orm';
import type { AdminSubscription } from '../../shared/admin';
import type { AppDeps } from '../context';
import { clinicProfiles, subscriptions, users } from '../db/schema';
import { saveStripeSubscription } from '../billing/store';
import { AppError } from '../http/errors';
import { type Actor, audit } from './audit';
import { cancelAtStripe } from './delete-user';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'stripe' | 'events'>;

/** Every subscription, newest first, with its clinic's name and e-mail. */
export function listAdminSubscriptions(deps: Pick<Deps, 'db'>): AdminSubscription[] {
  const s = subscriptions;
  return deps.db
    .select({
      id: s.id,
      stripeSubscriptionId: s.stripeSubscriptionId,
      status: s.status,
      currentPeriodEnd: s.currentPeriodEnd,
      clinicId: s.clinicId,
      clinicName: clinicProfiles.clinicName,
      email: users.email,
    })
    .from(s)
    .innerJoin(users, eq(users.id, s.clinicId))
    .leftJoin(clinicProfiles, eq(clinicProfiles.userId, s.clinicId))
    .orderBy(desc(s.id))
    .all()
    .map((row) => ({ ...row, currentPeriodEnd: row.currentPeriodEnd === null ? null : new Date(row.currentPeriodEnd).toISOString() }));
}

/** Cancels a subscription now: at Stripe first when it is billed there, then here. */
export async function adminCancelSubscription(deps: Deps, actor: Actor, subscriptionId: number): Promise<AdminSubscription> {
  const s = subscriptions;
  const row = deps.db.select({ clinicId: s.clinicId, stripeId: s.stripeSubscriptionId, status: s.status }).from(s).where(eq(s.id, subscriptionId)).get();
  if (!row) throw new AppError(404, 'Subscription not found', 'SUBSCRIPTION_NOT_FOUND');
  const stripe = deps.stripe;
  const cancelled = row.stripeId && stripe ? await cancelAtStripe(stripe, row.stripeId) : null;
  const now = deps.clock();
  const saved = deps.db.transaction(
    (tx) => {
      const current = tx.select({ status: s.status }).from(s).where(eq(s.id, subscriptionId)).get();
      if (!current) throw new AppError(404, 'Subscription not found', 'SUBSCRIPTION_NOT_FOUND');
      // Billing off (or gone at Stripe): cancelled here. Either way no more charges, and the access
      // gate keeps a cancelled subscription usable until the paid period ends (shared/access.ts).
      const saved = cancelled
        ? saveStripeSubscription(tx, row.clinicId, cancelled, now)
        : tx
            .update(s)
            .set({ status: 'cancelled', cancelAtPeriodEnd: false, updatedAt: now })
            .where(eq(s.id, subscriptionId))
            .returning({ clinicId: s.clinicId, status: s.status })
            .get()!;
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
      const deleted = tx.delete(subscriptions).where(eq(subscriptions.status, 'cancelled')).returning({ id: subscriptions.id }).all().length;
      audit(tx, actor, 'subscription.cleanup', null, now, { deletedCount: deleted });
      return deleted;
    },
    { behavior: 'immediate' },
  );
}
