// Account settings (issue 19): a signed-in user changes their password or their e-mail address.
// Plain functions over the database; the routes check the current password under the sign-in
// budget before calling them.
import { and, eq, gt, lt, or } from 'drizzle-orm';
import { EMAIL_CHANGE_TOKEN_LIFETIME_MS } from '../../shared/constants';
import { type HashCost, findUserByEmail, hashPassword, hashToken, newToken, passwordMatches, STRONG_HASH } from '../auth/service';
import { deleteUserSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { emailChangeRequests, type User, users } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { AppError } from '../http/errors';
import { confirmNewEmail, emailChangeRequested, passwordChanged } from './emails';

export interface AccountMailSettings {
  appName: string;
  publicUrl: string;
}

const EMAIL_TAKEN = () => new AppError(409, 'An account with this email already exists', 'EMAIL_TAKEN');
const INVALID_LINK = () => new AppError(400, 'This confirmation link is invalid or has expired', 'INVALID_EMAIL_TOKEN');

/** 403 unless `password` is the user's current password (a 403, not a 401: the session is fine). */
export async function checkCurrentPassword(user: User, password: string): Promise<void> {
  if (!(await passwordMatches(user, password))) throw new AppError(403, 'Your current password is incorrect', 'WRONG_PASSWORD');
}

/**
 * Sets a new password (the current one already checked), clears the must-change flag, ends every
 * other session of the user (keeping `keepSid`, the one asking) and e-mails a notice.
 */
export async function changePassword(
  db: Db,
  user: User,
  newPassword: string,
  settings: AccountMailSettings,
  now: number,
  keepSid?: string,
  cost: HashCost = STRONG_HASH,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword, cost);
  db.transaction(
    (tx) => {
      tx.update(users).set({ passwordHash, passwordChangeRequired: false, updatedAt: now }).where(eq(users.id, user.id)).run();
      deleteUserSessions(tx, user.id, keepSid);
      enqueueEmail(tx, passwordChanged(settings.appName, user.email, user.firstName), now);
    },
    { behavior: 'immediate' },
  );
}

/**
 * Starts a move to `newEmail` (the current password already checked): stores a single-use token
 * (only its hash), e-mails the link to the new address and a notice to the old one. An earlier
 * unconfirmed request of the user stops working, so only the newest link counts.
 */
export function requestEmailChange(db: Db, user: User, newEmail: string, settings: AccountMailSettings, now: number): void {
  if (newEmail === user.email) throw new AppError(400, 'This is already your e-mail address', 'SAME_EMAIL');
  if (findUserByEmail(db, newEmail)) throw EMAIL_TAKEN();
  const token = newToken();
  const link = `${settings.publicUrl}/confirm-email?token=${token}`;
  db.transaction(
    (tx) => {
      tx.update(emailChangeRequests)
        .set({ used: true })
        .where(and(eq(emailChangeRequests.userId, user.id), eq(emailChangeRequests.used, false)))
        .run();
      tx.insert(emailChangeRequests)
        .values({ userId: user.id, newEmail, tokenHash: hashToken(token), expiresAt: now + EMAIL_CHANGE_TOKEN_LIFETIME_MS, createdAt: now })
        .run();
      enqueueEmail(tx, confirmNewEmail(settings.appName, newEmail, user.firstName, link), now);
      enqueueEmail(tx, emailChangeRequested(settings.appName, user.email, user.firstName, newEmail), now);
    },
    { behavior: 'immediate' },
  );
}

function findLiveRequest(db: Pick<Db, 'select'>, tokenHash: string, now: number) {
  return db
    .select()
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.tokenHash, tokenHash), eq(emailChangeRequests.used, false), gt(emailChangeRequests.expiresAt, now)))
    .get();
}

/**
 * Makes the link's address the account's e-mail and uses the link up. 400 for a link that is
 * unknown, used or expired; 409 when another account took the address since the link was sent.
 * The link itself is the credential (it reached the new inbox), so no session is needed.
 */
export function confirmEmailChange(db: Db, token: string, now: number): { email: string } {
  const tokenHash = hashToken(token);
  try {
    return db.transaction(
      (tx) => {
        const request = findLiveRequest(tx, tokenHash, now);
        if (!request) throw INVALID_LINK();
        const holder = tx.select({ id: users.id }).from(users).where(eq(users.email, request.newEmail)).get();
        if (holder && holder.id !== request.userId) throw EMAIL_TAKEN();
        tx.update(emailChangeRequests).set({ used: true }).where(eq(emailChangeRequests.userId, request.userId)).run();
        tx.update(users).set({ email: request.newEmail, updatedAt: now }).where(eq(users.id, request.userId)).run();
        return { email: request.newEmail };
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    // A sign-up with the address racing the check above: the unique index decides.
    if (String(error).includes('UNIQUE constraint failed: users.email')) throw EMAIL_TAKEN();
    throw error;
  }
}

/** Removes used and expired e-mail change requests; returns how many. */
export function purgeEmailChangeRequests(db: Db, now: number): number {
  return db
    .delete(emailChangeRequests)
    .where(or(eq(emailChangeRequests.used, true), lt(emailChangeRequests.expiresAt, now)))
    .returning({ id: emailChangeRequests.id })
    .all().length;
}
