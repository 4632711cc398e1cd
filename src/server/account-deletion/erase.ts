// "Delete my account", the second step: erasing a deactivated account (the account-erasure job,
// 30 days on, or an admin at once). The users row stays, anonymised, so what other people keep
// still points somewhere: messages the user sent stay in the other party's threads under "Deleted
// user", hours and ratings stay (ratings count in averages, their words removed), invoices keep
// the names as printed. Everything personal goes: names, e-mail (freed for a new registration),
// phone, addresses, licences, photo, sessions, tokens, alert settings, favourites, business
// details, cards on file, the e-mails queued to the user, and the user's name and address in the
// e-mails queued to others and in the admin audit log (which keeps the user id only).
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { TOMBSTONE_DOMAIN } from '../admin/delete-user';
import type { AppDeps } from '../context';
import {
  adminAuditLog,
  alertSettings,
  businessDetails,
  clinicProfiles,
  emailChangeRequests,
  emailOutbox,
  favourites,
  passwordResetTokens,
  paymentMethods,
  profilePhotos,
  sessions,
  shiftCancellations,
  shiftRatings,
  users,
  vetLicences,
  vetProfiles,
} from '../db/schema';
import { escapeHtml } from '../email/templates';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];

/** What an erased account is called wherever its name is shown. */
export const DELETED_NAME = 'Deleted user';

/** An erased account's e-mail: unique, undeliverable, and left out of the admin lists (TOMBSTONE_DOMAIN). */
export const erasedEmail = (id: number) => `deleted-${id}${TOMBSTONE_DOMAIN}`;

/** Not a password hash: nobody can sign in as an erased account (authenticate treats it as wrong). */
const NO_PASSWORD = '!erased';

const NO_ADDRESS = { address: '', city: '', state: '', zipCode: '', phone: '', latitude: null, longitude: null, fieldsToFix: null };

/** Erases the deactivated accounts whose grace period is over; answers how many. */
export function eraseDueAccounts(deps: Deps): number {
  const now = deps.clock();
  const due = deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.eraseAfter), lte(users.eraseAfter, now), isNotNull(users.deactivatedAt), isNull(users.erasedAt)))
    .all();
  for (const { id } of due) eraseAccount(deps, id);
  return due.length;
}

/**
 * Erases one deactivated account in one transaction (with `alsoDo`, e.g. the admin's audit row);
 * false when there is none to erase.
 */
export function eraseAccount(deps: Deps, userId: number, alsoDo?: (tx: Tx, now: number) => void): boolean {
  const now = deps.clock();
  return deps.db.transaction(
    (tx) => {
      const user = tx
        .select()
        .from(users)
        .where(and(eq(users.id, userId), isNotNull(users.deactivatedAt), isNull(users.erasedAt)))
        .get();
      if (!user) return false;
      scrubCopies(tx, user.id, user.email, personalStrings(tx, user));
      eraseOwnRows(tx, user.id, now);
      alsoDo?.(tx, now);
      return true;
    },
    { behavior: 'immediate' },
  );
}

/** The user's names, address and phone as other rows may have copied them (longest first, so a full name goes before a part of it). */
function personalStrings(tx: Tx, user: typeof users.$inferSelect): string[] {
  const vet = tx.select().from(vetProfiles).where(eq(vetProfiles.userId, user.id)).get();
  const clinic = tx.select().from(clinicProfiles).where(eq(clinicProfiles.userId, user.id)).get();
  const strings = [
    `${user.firstName} ${user.lastName}`,
    vet && `${vet.firstName} ${vet.lastName}`,
    clinic?.clinicName,
    vet?.phone,
    clinic?.phone,
    vet?.address,
    clinic?.address,
    user.email,
  ];
  // Very short strings would match inside unrelated words.
  const unique = [...new Set(strings.filter((s): s is string => typeof s === 'string' && s.trim().length >= 4))];
  return unique.sort((a, b) => b.length - a.length);
}

/** Removes the user's name and address from what others keep a copy of: e-mails queued to others, the audit log. */
function scrubCopies(tx: Tx, userId: number, email: string, strings: string[]): void {
  const o = emailOutbox;
  tx.delete(o).where(eq(o.toAddress, email)).run();
  for (const text of strings) {
    const html = escapeHtml(text);
    const mentions = or(sql`instr(${o.subject}, ${text}) > 0`, sql`instr(${o.textBody}, ${text}) > 0`, sql`instr(${o.htmlBody}, ${html}) > 0`);
    tx.update(o)
      .set({
        subject: sql`replace(${o.subject}, ${text}, ${DELETED_NAME})`,
        textBody: sql`replace(${o.textBody}, ${text}, ${DELETED_NAME})`,
        htmlBody: sql`replace(${o.htmlBody}, ${html}, ${DELETED_NAME})`,
      })
      .where(mentions)
      .run();
  }
  // The audit log keeps that something happened to user N, and nothing more about the user.
  const a = adminAuditLog;
  tx.update(a)
    .set({ detail: null })
    .where(or(eq(a.target, `user:${userId}`), ...strings.map((text) => sql`instr(${a.detail}, ${text}) > 0`)))
    .run();
}

function eraseOwnRows(tx: Tx, userId: number, now: number): void {
  tx.update(users)
    .set({
      email: erasedEmail(userId),
      passwordHash: NO_PASSWORD,
      firstName: 'Deleted',
      lastName: 'user',
      profileImageUrl: null,
      referralCode: null,
      referredBy: null,
      calendarToken: null,
      messageEmails: false,
      passwordChangeRequired: false,
      eraseAfter: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .run();
  tx.update(vetProfiles)
    .set({ firstName: 'Deleted', lastName: 'user', licenseNumber: '', bio: null, isAvailable: false, wantsAutoInvites: false, ...NO_ADDRESS, updatedAt: now })
    .where(eq(vetProfiles.userId, userId))
    .run();
  tx.update(clinicProfiles)
    .set({ clinicName: DELETED_NAME, description: null, arrivalNotes: null, ...NO_ADDRESS, updatedAt: now })
    .where(eq(clinicProfiles.userId, userId))
    .run();
  // Ratings keep their stars (averages stay true); the words, either way, go.
  const r = shiftRatings;
  tx.update(r)
    .set({ comment: null, response: null, hiddenReason: null })
    .where(or(eq(r.raterUserId, userId), eq(r.rateeUserId, userId)))
    .run();
  tx.update(shiftCancellations).set({ details: null }).where(eq(shiftCancellations.cancelledByUserId, userId)).run();
  for (const table of [profilePhotos, alertSettings, businessDetails, paymentMethods, sessions, passwordResetTokens, emailChangeRequests] as const) {
    tx.delete(table).where(eq(table.userId, userId)).run();
  }
  tx.delete(vetLicences).where(eq(vetLicences.vetId, userId)).run();
  tx.delete(favourites)
    .where(or(eq(favourites.ownerId, userId), eq(favourites.targetId, userId)))
    .run();
}

/** The accounts waiting for erasure, soonest first. */
export function pendingDeletions(db: Deps['db']) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      deactivatedAt: users.deactivatedAt,
      eraseAfter: users.eraseAfter,
    })
    .from(users)
    .where(and(isNotNull(users.deactivatedAt), isNull(users.erasedAt)))
    .orderBy(users.eraseAfter)
    .all();
}
