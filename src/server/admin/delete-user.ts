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
import type Stripe from 'stripe';
import type { AppDeps } from '../context';
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

interface Target {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  userType: 'clinic' | 'relief_vet';
  createdAt: number;
}

interface BookedShift {
  id: number;
  shiftDate: string;
  startTime: string;
  endTime: string;
  email: string;
  name: string;
}

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
  const sqlite = deps.db.$client;
  const unique = [...new Set(ids)];
  const targets = unique
    .map((id) =>
      sqlite
        .query<Target, [number]>(
          'SELECT id, email, first_name AS firstName, last_name AS lastName, user_type AS userType, created_at AS createdAt FROM users WHERE id = ?',
        )
        .get(id),
    )
    .filter((user): user is Target => user !== null && !user.email.endsWith(TOMBSTONE_DOMAIN));
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
    const row = deps.db.$client
      .query<{ stripeId: string | null; status: string }, [number]>('SELECT stripe_subscription_id AS stripeId, status FROM subscriptions WHERE clinic_id = ?')
      .get(target.id);
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

function removeUser(deps: Deps, tx: Tx, target: Target, now: number): void {
  const sqlite = deps.db.$client;
  const old = target.id;
  const tomb = sqlite
    .query<{ id: number }, [string, string, string, number, number]>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type, onboarding_completed, message_emails, created_at, updated_at)
       VALUES (?, ?, 'Deleted', 'user', ?, 0, 0, ?, ?) RETURNING id`,
    )
    .get(`deleted-${old}.${randomBytes(4).toString('hex')}${TOMBSTONE_DOMAIN}`, UNUSABLE_PASSWORD, target.userType, target.createdAt, now)!.id;

  // Messages both ways stay with the other party, now from or to the tombstone, in the thread
  // the other party reads it under (thread ids are 'low:high' of the two user ids).
  sqlite
    .query(
      `UPDATE messages SET
         from_user_id = CASE WHEN from_user_id = ?1 THEN ?2 ELSE from_user_id END,
         to_user_id = CASE WHEN to_user_id = ?1 THEN ?2 ELSE to_user_id END,
         thread_id = CASE WHEN from_user_id = ?1 THEN
                       CASE WHEN to_user_id < ?2 THEN to_user_id || ':' || ?2 ELSE ?2 || ':' || to_user_id END
                     ELSE
                       CASE WHEN from_user_id < ?2 THEN from_user_id || ':' || ?2 ELSE ?2 || ':' || from_user_id END
                     END
       WHERE from_user_id = ?1 OR to_user_id = ?1`,
    )
    .run(old, tomb);
  sqlite.query('UPDATE conversations SET partner_id = ? WHERE partner_id = ?').run(tomb, old);
  // The other party's summaries stay, addressed from or to the tombstone.
  sqlite
    .query(
      `UPDATE booking_summaries SET
         clinic_id = CASE WHEN clinic_id = ?1 THEN ?2 ELSE clinic_id END,
         vet_user_id = CASE WHEN vet_user_id = ?1 THEN ?2 ELSE vet_user_id END,
         message_thread_id = CASE WHEN clinic_id = ?1 THEN
                               CASE WHEN vet_user_id < ?2 THEN vet_user_id || ':' || ?2 ELSE ?2 || ':' || vet_user_id END
                             ELSE
                               CASE WHEN clinic_id < ?2 THEN clinic_id || ':' || ?2 ELSE ?2 || ':' || clinic_id END
                             END
       WHERE clinic_id = ?1 OR vet_user_id = ?1`,
    )
    .run(old, tomb);

  const today = new Date(now).toISOString().slice(0, 10);
  if (target.userType === 'relief_vet') cancelVetBookings(deps, tx, target, tomb, today, now);
  else cancelClinicBookings(deps, tx, target, tomb, today, now);

  sqlite.query('DELETE FROM users WHERE id = ?').run(old);
}

const REMOVED = (appName: string) => `The account was removed from ${appName}.`;

/** A deleted vet's shifts still ahead open again (the clinic is told); past ones keep the tombstone. */
function cancelVetBookings(deps: Deps, tx: Tx, vet: Target, tomb: number, today: string, now: number): void {
  const sqlite = deps.db.$client;
  const ahead = sqlite
    .query<BookedShift, [number, string]>(
      `SELECT s.id, s.shift_date AS shiftDate, s.start_time AS startTime, s.end_time AS endTime, u.email, coalesce(c.clinic_name, u.first_name) AS name
         FROM shifts s JOIN users u ON u.id = s.clinic_id LEFT JOIN clinic_profiles c ON c.user_id = s.clinic_id
        WHERE s.booked_by_vet_id = ? AND s.status = 'booked' AND s.shift_date >= ?`,
    )
    .all(vet.id, today);
  const byName = `Dr. ${vet.firstName} ${vet.lastName}`;
  for (const shift of ahead) {
    sqlite.query("UPDATE shifts SET status = 'open', booked_by_vet_id = NULL, updated_at = ? WHERE id = ?").run(now, shift.id);
    enqueueEmail(tx, cancelledEmail(deps.config.APP_NAME, shift.email, byName, shift, 'other', REMOVED(deps.config.APP_NAME), true, bookingsLink(deps)), now);
  }
  sqlite.query('UPDATE shifts SET booked_by_vet_id = ? WHERE booked_by_vet_id = ?').run(tomb, vet.id);
}

/** A deleted clinic's booked shifts still ahead are cancelled (each vet is told); postings it booked ahead are free again. */
function cancelClinicBookings(deps: Deps, tx: Tx, clinic: Target, tomb: number, today: string, now: number): void {
  const sqlite = deps.db.$client;
  const clinicName =
    sqlite.query<{ name: string }, [number]>('SELECT clinic_name AS name FROM clinic_profiles WHERE user_id = ?').get(clinic.id)?.name ??
    `${clinic.firstName} ${clinic.lastName}`;
  const ahead = sqlite
    .query<BookedShift, [number, string]>(
      `SELECT s.id, s.shift_date AS shiftDate, s.start_time AS startTime, s.end_time AS endTime, u.email, u.first_name AS name
         FROM shifts s JOIN users u ON u.id = s.booked_by_vet_id
        WHERE s.clinic_id = ? AND s.status = 'booked' AND s.shift_date >= ?`,
    )
    .all(clinic.id, today);
  for (const shift of ahead) {
    enqueueEmail(
      tx,
      cancelledEmail(deps.config.APP_NAME, shift.email, clinicName, shift, 'other', REMOVED(deps.config.APP_NAME), false, bookingsLink(deps)),
      now,
    );
  }
  sqlite
    .query("UPDATE vet_availability SET status = 'available', booked_by_clinic_id = NULL, updated_at = ? WHERE booked_by_clinic_id = ? AND available_date >= ?")
    .run(now, clinic.id, today);
  sqlite.query('UPDATE vet_availability SET booked_by_clinic_id = ? WHERE booked_by_clinic_id = ?').run(tomb, clinic.id);
}

const bookingsLink = (deps: Deps) => `${deps.config.publicUrl}/bookings`;
