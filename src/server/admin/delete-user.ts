// Deleting users from the admin panel (issue 13), one or many, each batch in ONE transaction.
//
// The scheme (docs/features.md, "Admin panel"):
// - Almost everything a user owns goes by the foreign keys' ON DELETE CASCADE when the users row
//   is deleted: profile, sessions, reset tokens, subscription, invoices, cards, shifts (and every
//   application to them), availability postings (and clinics' requests for them), applications,
//   cancellations, booking fees, alert settings and deliveries, referrals, their own conversation
//   list.
// - What the OTHER party keeps is handed to a tombstone: a new users row per deleted user
//   (e-mail deleted-{id}.{random}@deleted.invalid, named 'Deleted' 'user', an unusable password,
//   the same user type, no profile). Messages in both directions, the other party's
//   conversation entry and the booking summaries between them are re-pointed to it, so the
//   other side still reads its thread and its summaries, from 'Deleted user'. A vet's past
//   booked shifts and a clinic's past bookings of postings point at the tombstone too.
// - Bookings still ahead are cancelled and the other party is told by e-mail: a deleted vet's
//   booked shifts open again for applications; a deleted clinic's booked shifts go with it; the
//   postings a deleted clinic booked are available again.
// - With billing on, a clinic's Stripe subscription is cancelled at Stripe first; if Stripe
//   refuses, nothing is deleted. The tombstones are left out of the admin lists and counts.
import { randomBytes } from 'node:crypto';
import { and, eq, gte, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type Stripe from 'stripe';
import type { AppDeps } from '../context';
import { bookingSummaries, clinicProfiles, conversations, messages, shifts, subscriptions, type User, users, vetAvailability } from '../db/schema';
import { callStripe } from '../billing/stripe-client';
import { cancelledEmail } from '../bookings/emails';
import { enqueueEmail } from '../email/outbox';
import { AppError } from '../http/errors';
import { type Actor, audit } from './audit';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'stripe'>;

/** How a tombstone's e-mail ends: the admin lists and counts leave these rows out. */
export const TOMBSTONE_DOMAIN = '@deleted.invalid';

/** A password hash nobody can sign in with: not an argon2 string, and reset e-mails go nowhere. */
const UNUSABLE_PASSWORD = '!deleted';

/** Subscription statuses Stripe may still bill. */
const BILLABLE = ['active', 'past_due', 'incomplete', 'trialing', 'unpaid'];

const targetColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  createdAt: users.createdAt,
};

type Target = Pick<User, keyof typeof targetColumns>;

/** Deletes one user (404 when there is none); see deleteUsers. */
export async function deleteUser(deps: Deps, actor: Actor, id: number): Promise<void> {
  const deleted = await deleteUsers(deps, actor, [id]);
  if (deleted.length === 0) throw new AppError(404, 'User not found', 'USER_NOT_FOUND');
}

/**
 * Deletes the users with these ids that exist (tombstones excepted), all in one transaction, after
 * cancelling their Stripe subscriptions when billing is on. Answers the ids deleted.
 */
export async function deleteUsers(deps: Deps, actor: Actor, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const targets = unique
    .map((id) => deps.db.select(targetColumns).from(users).where(eq(users.id, id)).get())
    .filter((user): user is Target => user !== undefined && !user.email.endsWith(TOMBSTONE_DOMAIN));
  if (targets.length === 0) return [];
  await cancelStripeSubscriptions(deps, targets);

  const now = deps.clock();
  deps.db.transaction(
    (tx) => {
      for (const target of targets) {
        removeUser(deps, tx, target, now);
        audit(tx, actor, 'user.delete', `user:${target.id}`, now, { email: target.email, userType: target.userType, batch: ids.length > 1 });
      }
    },
    { behavior: 'immediate' },
  );
  return targets.map((target) => target.id);
}

/** Cancels at Stripe, at once, every subscription of these clinics Stripe could still bill. */
async function cancelStripeSubscriptions(deps: Deps, targets: readonly Target[]): Promise<void> {
  const stripe = deps.stripe;
  if (!stripe) return;
  for (const target of targets) {
    if (target.userType !== 'clinic') continue;
    const row = deps.db
      .select({ stripeId: subscriptions.stripeSubscriptionId, status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.clinicId, target.id))
      .get();
    if (!row?.stripeId || !BILLABLE.includes(row.status)) continue;
    await cancelAtStripe(stripe, row.stripeId);
  }
}

/** Cancels a Stripe subscription now; one Stripe already ended counts as done. */
export async function cancelAtStripe(stripe: Stripe, stripeId: string): Promise<Stripe.Subscription | null> {
  try {
    return await callStripe(() => stripe.subscriptions.cancel(stripeId));
  } catch (error) {
    // Already cancelled or gone at Stripe: nothing left to bill.
    if (error instanceof AppError && error.code === 'PAYMENT_REQUEST_INVALID') return null;
    throw error;
  }
}

type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];

/** `column` with the deleted user's id replaced by the tombstone's. */
const swapped = (column: SQLiteColumn, old: number, tomb: number) => sql`CASE WHEN ${column} = ${old} THEN ${tomb} ELSE ${column} END`;

/** The thread id of the pair (a, b), one of them the deleted user: 'low:high' of the other and the tombstone. */
function retargetedThread(a: SQLiteColumn, b: SQLiteColumn, old: number, tomb: number): SQL<string> {
  const withTomb = (other: SQLiteColumn) => sql`CASE WHEN ${other} < ${tomb} THEN ${other} || ':' || ${tomb} ELSE ${tomb} || ':' || ${other} END`;
  return sql`CASE WHEN ${a} = ${old} THEN ${withTomb(b)} ELSE ${withTomb(a)} END`;
}

function removeUser(deps: Deps, tx: Tx, target: Target, now: number): void {
  const old = target.id;
  const tomb = tx
    .insert(users)
    .values({
      email: `deleted-${old}.${randomBytes(4).toString('hex')}${TOMBSTONE_DOMAIN}`,
      passwordHash: UNUSABLE_PASSWORD,
      firstName: 'Deleted',
      lastName: 'user',
      userType: target.userType,
      onboardingCompleted: false,
      messageEmails: false,
      createdAt: target.createdAt,
      updatedAt: now,
    })
    .returning({ id: users.id })
    .get().id;

  // Messages both ways stay with the other party, now from or to the tombstone, in the thread
  // the other party reads it under (thread ids are 'low:high' of the two user ids). Every SET
  // reads the row as it was, as in SQL.
  const m = messages;
  tx.update(m)
    .set({
      fromUserId: swapped(m.fromUserId, old, tomb),
      toUserId: swapped(m.toUserId, old, tomb),
      threadId: retargetedThread(m.fromUserId, m.toUserId, old, tomb),
    })
    .where(or(eq(m.fromUserId, old), eq(m.toUserId, old)))
    .run();
  tx.update(conversations).set({ partnerId: tomb }).where(eq(conversations.partnerId, old)).run();
  // The other party's summaries stay, addressed from or to the tombstone.
  const s = bookingSummaries;
  tx.update(s)
    .set({
      clinicId: swapped(s.clinicId, old, tomb),
      vetUserId: swapped(s.vetUserId, old, tomb),
      messageThreadId: retargetedThread(s.clinicId, s.vetUserId, old, tomb),
    })
    .where(or(eq(s.clinicId, old), eq(s.vetUserId, old)))
    .run();

  const today = new Date(now).toISOString().slice(0, 10);
  if (target.userType === 'relief_vet') cancelVetBookings(deps, tx, target, tomb, today, now);
  else cancelClinicBookings(deps, tx, target, tomb, today, now);

  tx.delete(users).where(eq(users.id, old)).run();
}

/** A booked shift as the cancellation e-mail names it. */
const bookedColumns = { id: shifts.id, shiftDate: shifts.shiftDate, startTime: shifts.startTime, endTime: shifts.endTime };

const REMOVED = (appName: string) => `The account was removed from ${appName}.`;

/** A deleted vet's shifts still ahead open again (the clinic is told); past ones keep the tombstone. */
function cancelVetBookings(deps: Deps, tx: Tx, vet: Target, tomb: number, today: string, now: number): void {
  const ahead = tx
    .select({ ...bookedColumns, email: users.email, name: sql<string>`coalesce(${clinicProfiles.clinicName}, ${users.firstName})` })
    .from(shifts)
    .innerJoin(users, eq(users.id, shifts.clinicId))
    .leftJoin(clinicProfiles, eq(clinicProfiles.userId, shifts.clinicId))
    .where(and(eq(shifts.bookedByVetId, vet.id), eq(shifts.status, 'booked'), gte(shifts.shiftDate, today)))
    .all();
  const byName = `Dr. ${vet.firstName} ${vet.lastName}`;
  for (const shift of ahead) {
    tx.update(shifts).set({ status: 'open', bookedByVetId: null, updatedAt: now }).where(eq(shifts.id, shift.id)).run();
    enqueueEmail(tx, cancelledEmail(deps.config.APP_NAME, shift.email, byName, shift, 'other', REMOVED(deps.config.APP_NAME), true, bookingsLink(deps)), now);
  }
  tx.update(shifts).set({ bookedByVetId: tomb }).where(eq(shifts.bookedByVetId, vet.id)).run();
}

/** A deleted clinic's booked shifts still ahead are cancelled (each vet is told); postings it booked ahead are free again. */
function cancelClinicBookings(deps: Deps, tx: Tx, clinic: Target, tomb: number, today: string, now: number): void {
  const clinicName =
    tx.select({ name: clinicProfiles.clinicName }).from(clinicProfiles).where(eq(clinicProfiles.userId, clinic.id)).get()?.name ??
    `${clinic.firstName} ${clinic.lastName}`;
  const ahead = tx
    .select({ ...bookedColumns, email: users.email, name: users.firstName })
    .from(shifts)
    .innerJoin(users, eq(users.id, shifts.bookedByVetId))
    .where(and(eq(shifts.clinicId, clinic.id), eq(shifts.status, 'booked'), gte(shifts.shiftDate, today)))
    .all();
  for (const shift of ahead) {
    enqueueEmail(
      tx,
      cancelledEmail(deps.config.APP_NAME, shift.email, clinicName, shift, 'other', REMOVED(deps.config.APP_NAME), false, bookingsLink(deps)),
      now,
    );
  }
  const p = vetAvailability;
  tx.update(p)
    .set({ status: 'available', bookedByClinicId: null, updatedAt: now })
    .where(and(eq(p.bookedByClinicId, clinic.id), gte(p.availableDate, today)))
    .run();
  tx.update(p).set({ bookedByClinicId: tomb }).where(eq(p.bookedByClinicId, clinic.id)).run();
}

const bookingsLink = (deps: Deps) => `${deps.config.publicUrl}/bookings`;
