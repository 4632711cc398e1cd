// The export's account part: the account itself (never its password hash, tokens or sessions),
// the profile, photo, settings, business details and, for a clinic, the subscription.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { alertSettings, businessDetails, clinicProfiles, paymentMethods, subscriptionInvoices, subscriptions, type User, vetProfiles } from '../db/schema';
import { isoOrNull } from './pages';

/** The account's own fields; the password hash, calendar token and sessions are left out on purpose. */
export function accountPart(user: User, publicUrl: string) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    onboardingCompleted: user.onboardingCompleted,
    referralCode: user.referralCode,
    referredBy: user.referredBy,
    messageEmails: user.messageEmails,
    photoUrl: user.profileImageUrl === null ? null : new URL(user.profileImageUrl, `${publicUrl}/`).href,
    createdAt: isoOrNull(user.createdAt),
    updatedAt: isoOrNull(user.updatedAt),
  };
}

/** The vet's or clinic's profile as saved; null when none was made yet. */
export function profilePart(db: Db, user: User) {
  if (user.userType === 'clinic') {
    const row = db.select().from(clinicProfiles).where(eq(clinicProfiles.userId, user.id)).get();
    if (!row) return null;
    const { id: _id, userId: _userId, fieldsToFix: _fix, createdAt, updatedAt, ...profile } = row;
    return { ...profile, createdAt: isoOrNull(createdAt), updatedAt: isoOrNull(updatedAt) };
  }
  const row = db.select().from(vetProfiles).where(eq(vetProfiles.userId, user.id)).get();
  if (!row) return null;
  const { id: _id, userId: _userId, fieldsToFix: _fix, hourlyRate, createdAt, updatedAt, ...profile } = row;
  return { ...profile, hourlyRateCents: hourlyRate, createdAt: isoOrNull(createdAt), updatedAt: isoOrNull(updatedAt) };
}

/** How alerts reach the user: the defaults when never changed. */
export function alertSettingsPart(db: Db, user: User) {
  const row = db.select({ mode: alertSettings.mode, digestHour: alertSettings.digestHour }).from(alertSettings).where(eq(alertSettings.userId, user.id)).get();
  return row ?? { mode: 'instant', digestHour: 7 };
}

/** What the user's invoices print about them (business name, tax id, billing contact); null when never set. */
export function businessDetailsPart(db: Db, user: User) {
  const row = db.select().from(businessDetails).where(eq(businessDetails.userId, user.id)).get();
  if (!row) return null;
  const { userId: _userId, updatedAt, ...details } = row;
  return { ...details, updatedAt: isoOrNull(updatedAt) };
}

/** A clinic's subscription, the cards on file (brand and last four only) and its bills. */
export function subscriptionPart(db: Db, user: User) {
  const subscription = db.select().from(subscriptions).where(eq(subscriptions.clinicId, user.id)).get();
  const cards = db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id)).orderBy(asc(paymentMethods.id)).all();
  const bills = db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.clinicId, user.id)).orderBy(asc(subscriptionInvoices.id)).all();
  return {
    plan:
      subscription === undefined
        ? null
        : {
            planType: subscription.planType,
            status: subscription.status,
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
            currentPeriodStart: isoOrNull(subscription.currentPeriodStart),
            currentPeriodEnd: isoOrNull(subscription.currentPeriodEnd),
            amountCents: subscription.amount,
            currency: subscription.currency,
            createdAt: isoOrNull(subscription.createdAt),
          },
    paymentMethods: cards.map((card) => ({
      type: card.type,
      brand: card.brand,
      last4: card.last4,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      isDefault: card.isDefault,
    })),
    bills: bills.map((bill) => ({
      amountCents: bill.amount,
      status: bill.status,
      paidAt: isoOrNull(bill.paidAt),
      dueDate: isoOrNull(bill.dueDate),
      periodStart: isoOrNull(bill.periodStart),
      periodEnd: isoOrNull(bill.periodEnd),
    })),
  };
}
