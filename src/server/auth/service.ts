// Accounts: registration, credentials, password reset. Plain functions over the database.
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { AuthUser, RegisterInput } from '../../shared/auth';
import { PASSWORD_MIN_LENGTH, RESET_TOKEN_LIFETIME_MS } from '../../shared/constants';
import type { Db } from '../db/client';
import type { Config } from '../config';
import { prepared } from '../db/prepared';
import { passwordResetTokens, users, type User } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { passwordResetEmail } from '../email/templates';
import { AppError } from '../http/errors';
import { recordReferral, referralRequest, type RegistrationMethod } from '../referrals/service';
import { deleteUserSessions } from './sessions';

const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_RESET_TOKEN = 'Invalid or expired reset token';

/** argon2id's cost (config PASSWORD_HASH_MEMORY_KIB / PASSWORD_HASH_TIME_COST). */
export interface HashCost {
  memoryKib: number;
  timeCost: number;
}

/** OWASP-strength, Bun's own defaults: what production uses unless configured otherwise. */
export const STRONG_HASH: HashCost = { memoryKib: 65536, timeCost: 2 };

/** The cost the operator configured (tests configure the cheapest). */
export function hashCostOf(config: Pick<Config, 'PASSWORD_HASH_MEMORY_KIB' | 'PASSWORD_HASH_TIME_COST'>): HashCost {
  return { memoryKib: config.PASSWORD_HASH_MEMORY_KIB, timeCost: config.PASSWORD_HASH_TIME_COST };
}

// Verified against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong
// password and response times do not reveal which accounts exist. One per cost, so the timing
// matches the real hashes.
const dummyHashes = new Map<string, Promise<string>>();
function timingDummyHash(cost: HashCost): Promise<string> {
  const key = `${cost.memoryKib}:${cost.timeCost}`;
  let hash = dummyHashes.get(key);
  if (!hash) dummyHashes.set(key, (hash = hashPassword('not-a-real-password', cost)));
  return hash;
}

/** A self-describing argon2id hash: verifying works whatever cost made it. */
export function hashPassword(password: string, cost: HashCost = STRONG_HASH): Promise<string> {
  return Bun.password.hash(password, { algorithm: 'argon2id', memoryCost: cost.memoryKib, timeCost: cost.timeCost });
}

/** The user object every auth call answers with; never the password hash. */
export function toAuthUser(user: User, state: Pick<AuthUser, 'profile' | 'access'>): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    userType: user.userType,
    onboardingCompleted: user.onboardingCompleted,
    referralCode: user.referralCode,
    referredBy: user.referredBy,
    messageEmails: user.messageEmails,
    passwordChangeRequired: user.passwordChangeRequired,
    createdAt: new Date(user.createdAt).toISOString(),
    profile: state.profile,
    access: state.access,
  };
}

export function findUserById(db: Db, id: number): User | undefined {
  return prepared(db, 'user-by-id', () =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare(),
  ).get({ id });
}

export function findUserByEmail(db: Db, email: string): User | undefined {
  return prepared(db, 'user-by-email', () =>
    db
      .select()
      .from(users)
      .where(eq(users.email, sql.placeholder('email')))
      .prepare(),
  ).get({ email: email.trim().toLowerCase() });
}

/** How a registration was made, for the referral it may record. */
export interface RegistrationContext {
  method: RegistrationMethod;
  demoMode: boolean;
}

/**
 * Creates an account; 409 when the e-mail is taken (compared case-insensitively). A valid
 * referral code records a pending referral in the same transaction; any other code is only kept
 * as `referredBy`.
 */
export async function registerUser(
  db: Db,
  input: RegisterInput & { referralCode?: string },
  now: number,
  cost: HashCost = STRONG_HASH,
  context: RegistrationContext = { method: 'register', demoMode: false },
): Promise<User> {
  const email = input.email.trim().toLowerCase();
  if (findUserByEmail(db, email)) throw new AppError(409, 'An account with this email already exists', 'EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password, cost);
  const referral = referralRequest(db, input.referralCode, context.method, context.demoMode);
  try {
    return db.transaction(
      (tx) => {
        const user = tx
          .insert(users)
          .values({
            email,
            passwordHash,
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            userType: input.userType,
            referredBy: input.referralCode ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
          .get();
        if (referral) recordReferral(tx, user, referral, now);
        return user;
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    // Two sign-ups with one e-mail racing past the check above: the unique index decides.
    if (String(error).includes('UNIQUE constraint failed: users.email')) {
      throw new AppError(409, 'An account with this email already exists', 'EMAIL_TAKEN');
    }
    throw error;
  }
}

/**
 * The user with these credentials, or 401 with the same message whichever part is wrong. A
 * password shorter than today's rule still signs in (it was valid when chosen), and flags the
 * account so the app asks for a new one.
 */
export async function authenticate(db: Db, email: string, password: string, cost: HashCost = STRONG_HASH): Promise<User> {
  const user = findUserByEmail(db, email);
  // A tombstone's or an erased account's hash is not a hash at all ('!deleted'): Bun throws on it.
  const valid = await Bun.password.verify(password, user?.passwordHash ?? (await timingDummyHash(cost))).catch(() => false);
  if (!user || !valid) throw new AppError(401, INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
  if (password.length >= PASSWORD_MIN_LENGTH || user.passwordChangeRequired) return user;
  return db.update(users).set({ passwordChangeRequired: true }).where(eq(users.id, user.id)).returning().get();
}

/** Whether `password` is the user's password (argon2id verifies whatever cost made the hash). */
export function passwordMatches(user: User, password: string): Promise<boolean> {
  return Bun.password.verify(password, user.passwordHash).catch(() => false);
}

/** SHA-256 of a token sent by e-mail: only this is stored, so a copy of the database opens no link. */
export function hashToken(token: string): string {
  return new Bun.CryptoHasher('sha256').update(token).digest('hex');
}

/** A fresh 256-bit token for a link sent by e-mail. */
export function newToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
}

export interface ResetMailSettings {
  appName: string;
  publicUrl: string;
}

/**
 * Stores a single-use reset token and queues the e-mail with its link. Does nothing for an
 * unknown e-mail: the caller answers the same either way, so the form cannot discover accounts.
 */
export function requestPasswordReset(db: Db, email: string, settings: ResetMailSettings, now: number): void {
  const user = findUserByEmail(db, email);
  if (!user) return;
  const token = newToken();
  const link = `${settings.publicUrl}/reset-password?token=${token}`;
  db.transaction(
    (tx) => {
      tx.insert(passwordResetTokens)
        .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: now + RESET_TOKEN_LIFETIME_MS, createdAt: now })
        .run();
      enqueueEmail(tx, passwordResetEmail(settings.appName, user.email, user.firstName, link), now);
    },
    { behavior: 'immediate' },
  );
}

function findLiveToken(db: Pick<Db, 'select'>, tokenHash: string, now: number) {
  return db
    .select()
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), eq(passwordResetTokens.used, false), gt(passwordResetTokens.expiresAt, now)))
    .get();
}

/** 400 unless the token is live (unused, unexpired); does not use it up. */
export function checkResetToken(db: Db, token: string, now: number): void {
  if (!findLiveToken(db, hashToken(token), now)) throw new AppError(400, INVALID_RESET_TOKEN, 'INVALID_RESET_TOKEN');
}

/** Sets a new password from a valid token, uses the token up and ends the user's other sessions. */
export async function resetPassword(db: Db, token: string, newPassword: string, now: number, keepSid?: string, cost: HashCost = STRONG_HASH): Promise<User> {
  const tokenHash = hashToken(token);
  if (!findLiveToken(db, tokenHash, now)) throw new AppError(400, INVALID_RESET_TOKEN, 'INVALID_RESET_TOKEN');
  const passwordHash = await hashPassword(newPassword, cost);
  return db.transaction(
    (tx) => {
      // Checked again inside the write transaction: two resets racing with one token, one wins.
      const row = findLiveToken(tx, tokenHash, now);
      if (!row) throw new AppError(400, INVALID_RESET_TOKEN, 'INVALID_RESET_TOKEN');
      tx.update(passwordResetTokens).set({ used: true }).where(eq(passwordResetTokens.userId, row.userId)).run();
      const user = tx.update(users).set({ passwordHash, passwordChangeRequired: false, updatedAt: now }).where(eq(users.id, row.userId)).returning().get();
      deleteUserSessions(tx, row.userId, keepSid);
      return user;
    },
    { behavior: 'immediate' },
  );
}

/** Removes used and expired reset tokens; returns how many. */
export function purgeResetTokens(db: Db, now: number): number {
  return db
    .delete(passwordResetTokens)
    .where(or(eq(passwordResetTokens.used, true), lt(passwordResetTokens.expiresAt, now)))
    .returning({ id: passwordResetTokens.id })
    .all().length;
}
