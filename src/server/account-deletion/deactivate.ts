// "Delete my account", the first step: the account is deactivated at once. In one transaction the
// user is marked (deactivatedAt, eraseAfter), every session ends, alerts and message e-mails stop,
// the subscription is cancelled and the confirmation e-mail is queued; the live sockets close on
// the event that follows. Then what the user had offered to others is withdrawn through each
// feature's own path, so the other parties are told exactly as when the user does it by hand.
// The erasure itself is erase.ts, 30 days later.
import { and, eq, gte, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { ACCOUNT_CLOSED } from '../../shared/booking-rules';
import { ERASE_AFTER_MS } from '../../shared/account-deletion';
import { earliestUsToday } from '../../shared/shifts';
import { cancelAtStripe } from '../admin/delete-user';
import { deleteUserSessions } from '../auth/sessions';
import { decideAvailabilityRequest, deletePosting } from '../availability/service';
import { saveStripeSubscription } from '../billing/store';
import { cancelBooking, decideRequest } from '../bookings/service';
import type { AppDeps } from '../context';
import {
  alertSettings,
  availabilityRequests,
  bookingRequests,
  bookingSummaries,
  bookingSummaryShifts,
  shifts,
  type Subscription,
  subscriptions,
  type User,
  users,
  vetAvailability,
} from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { AppError } from '../http/errors';
import { deleteShift } from '../shifts/service';
import { respondToSummary, withdrawSummary } from '../summaries/service';
import { accountDeletedEmail } from './emails';

export type DeletionDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'events' | 'stripe' | 'sendLimits' | 'log'>;

/** Subscription statuses Stripe may still bill. */
const BILLABLE: Subscription['status'][] = ['active', 'past_due', 'incomplete', 'trialing', 'unpaid'];

/**
 * Deactivates the user's account (the password already checked) and withdraws what it offered.
 * With billing on, a clinic's Stripe subscription is cancelled first: if Stripe refuses, nothing
 * changes. Answers when the account will be erased.
 */
export async function deactivateAccount(deps: DeletionDeps, user: User): Promise<{ eraseAfter: number }> {
  const stripeCancelled = await cancelAtStripeFirst(deps, user);
  const now = deps.clock();
  const eraseAfter = now + ERASE_AFTER_MS;
  deps.db.transaction(
    (tx) => {
      tx.update(users).set({ deactivatedAt: now, eraseAfter, messageEmails: false, updatedAt: now }).where(eq(users.id, user.id)).run();
      deleteUserSessions(tx, user.id);
      tx.insert(alertSettings)
        .values({ userId: user.id, mode: 'off' })
        .onConflictDoUpdate({ target: alertSettings.userId, set: { mode: 'off' } })
        .run();
      const s = subscriptions;
      if (stripeCancelled) saveStripeSubscription(tx, user.id, stripeCancelled, now);
      else
        tx.update(s)
          .set({ status: 'cancelled', cancelAtPeriodEnd: false, updatedAt: now })
          .where(and(eq(s.clinicId, user.id), inArray(s.status, BILLABLE)))
          .run();
      const eraseOn = new Date(eraseAfter).toISOString().slice(0, 10);
      enqueueEmail(tx, accountDeletedEmail(deps.config.APP_NAME, user.email, user.firstName, eraseOn, `${deps.config.publicUrl}/login`), now);
    },
    { behavior: 'immediate' },
  );
  deps.events.publish({ type: 'account.deactivated', userId: user.id });
  if (user.userType === 'clinic') deps.events.publish({ type: 'subscription.changed', clinicId: user.id, status: 'cancelled' });
  withdrawEverything(deps, user);
  return { eraseAfter };
}

/** Cancels a clinic's Stripe subscription now; answers Stripe's record of it (null: nothing to cancel there). */
async function cancelAtStripeFirst(deps: DeletionDeps, user: User) {
  const stripe = deps.stripe;
  if (!stripe || user.userType !== 'clinic') return null;
  const s = subscriptions;
  const row = deps.db.select({ stripeId: s.stripeSubscriptionId, status: s.status }).from(s).where(eq(s.clinicId, user.id)).get();
  if (!row?.stripeId || !BILLABLE.includes(row.status)) return null;
  return cancelAtStripe(stripe, row.stripeId);
}

/**
 * Withdraws, one by one through the features' own services, what the user still offered: each
 * step is its own transaction and tells the other party. A step that finds its item already gone
 * (a race with the other party) is skipped; the rest go on.
 */
function withdrawEverything(deps: DeletionDeps, user: User): void {
  const { db } = deps;
  const now = deps.clock();
  const today = earliestUsToday(now);
  const attempt = (what: string, step: () => unknown) => {
    try {
      step();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      deps.log.info(`account ${user.id} deactivation: ${what} skipped (${error.code ?? error.message})`);
    }
  };
  const r = bookingRequests;

  // Bookings still ahead are cancelled first, so the shifts and postings they held are free to withdraw.
  const booked = db
    .select({ id: r.id })
    .from(r)
    .innerJoin(shifts, eq(shifts.id, r.shiftId))
    .where(and(or(eq(r.vetId, user.id), eq(r.clinicId, user.id)), eq(r.status, 'accepted'), gte(shifts.shiftDate, today)))
    .all();
  for (const { id } of booked) attempt(`booking ${id}`, () => cancelBooking(deps, user, id, { reason: ACCOUNT_CLOSED, details: null }));

  if (user.userType === 'relief_vet') {
    for (const { id } of db
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.vetId, user.id), eq(r.status, 'pending')))
      .all()) {
      attempt(`application ${id}`, () => decideRequest(deps, user, id, 'withdrawn'));
    }
    const postings = db
      .select({ id: vetAvailability.id })
      .from(vetAvailability)
      .where(and(eq(vetAvailability.vetId, user.id), eq(vetAvailability.status, 'available'), gte(vetAvailability.availableDate, today)))
      .all();
    for (const { id } of postings) attempt(`posting ${id}`, () => deletePosting(deps, user, id));
    for (const summary of liveSummaries(deps, eq(bookingSummaries.vetUserId, user.id))) {
      const shiftResponses = db
        .select({ shiftId: bookingSummaryShifts.id })
        .from(bookingSummaryShifts)
        .where(eq(bookingSummaryShifts.summaryId, summary.id))
        .all()
        .map(({ shiftId }) => ({ shiftId, status: 'declined' as const }));
      attempt(`summary ${summary.id}`, () => respondToSummary(deps, user, summary.id, { shiftResponses, responseNotes: 'Account closed' }));
    }
    return;
  }

  const open = db
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.clinicId, user.id), eq(shifts.status, 'open'), gte(shifts.shiftDate, today)))
    .all();
  for (const { id } of open) attempt(`shift ${id}`, () => deleteShift(db, user, id, deps.events, { now: deps.clock(), config: deps.config }));
  for (const summary of liveSummaries(deps, eq(bookingSummaries.clinicId, user.id))) {
    attempt(`summary ${summary.id}`, () => withdrawSummary(deps, user, summary.id));
  }
  const a = availabilityRequests;
  for (const { id } of db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.clinicId, user.id), eq(a.status, 'pending')))
    .all()) {
    attempt(`availability request ${id}`, () => decideAvailabilityRequest(deps, user, id, 'withdrawn'));
  }
}

function liveSummaries(deps: DeletionDeps, party: SQL) {
  const s = bookingSummaries;
  return deps.db
    .select({ id: s.id })
    .from(s)
    .where(and(party, inArray(s.status, ['pending', 'edited'])))
    .all();
}

/** Whether a sign-in must restore the account first: deactivated, not yet erased. */
export function isDeactivated(user: Pick<User, 'deactivatedAt' | 'erasedAt'>): boolean {
  return user.deactivatedAt !== null && user.erasedAt === null;
}

/** Undoes the deactivation (signing in within the grace period); what was withdrawn stays withdrawn. */
export function restoreAccount(deps: Pick<AppDeps, 'db' | 'clock'>, user: User): User {
  const now = deps.clock();
  return deps.db
    .update(users)
    .set({ deactivatedAt: null, eraseAfter: null, updatedAt: now })
    .where(and(eq(users.id, user.id), isNull(users.erasedAt)))
    .returning()
    .get()!;
}
