// A user's business details: what their invoices print (a vet's name, address, tax id, payment
// instructions and terms; a clinic's billing e-mail and contact). Private: they are answered to
// their owner only and copied onto invoices, never shown on a profile, card or search answer.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type BusinessDetails,
  type ClinicBillingDetails,
  clinicBillingDetailsSchema,
  PAYMENT_TERMS_DAYS,
  type VetBusinessDetails,
  vetBusinessDetailsSchema,
} from '../../shared/invoices';
import type { Db } from '../db/client';
import { type BusinessDetailsRow, businessDetails, clinicProfiles, type User, users, vetProfiles } from '../db/schema';

/**
 * PUT /api/business-details reads both roles' fields: a field of the wrong type is refused
 * whoever sends it, and the caller's role picks which are saved (the other role's are left aside).
 */
export const businessDetailsBody = vetBusinessDetailsSchema.extend(clinicBillingDetailsSchema.shape);

/** The saved row, or null when the user never saved any (the defaults apply). */
export function savedDetails(db: Db, userId: number): BusinessDetailsRow | null {
  return db.select().from(businessDetails).where(eq(businessDetails.userId, userId)).get() ?? null;
}

/** "Dr. {first} {last}": the profile's name, or the account's before there is a profile. */
export function doctorName(db: Db, user: Pick<User, 'id' | 'firstName' | 'lastName'>): string {
  const profile = db
    .select({ firstName: vetProfiles.firstName, lastName: vetProfiles.lastName })
    .from(vetProfiles)
    .where(eq(vetProfiles.userId, user.id))
    .get();
  return `Dr. ${profile?.firstName ?? user.firstName} ${profile?.lastName ?? user.lastName}`;
}

type AddressFields = { address: string; city: string; state: string; zipCode: string };

/** A profile's address as printed: the street, then "City, ST 80202". */
export function addressLines(profile: AddressFields | undefined): string[] {
  if (!profile) return [];
  return [profile.address, `${profile.city}, ${profile.state} ${profile.zipCode}`].filter((line) => line.trim() !== '');
}

export function vetAddress(db: Db, vetId: number): string[] {
  return addressLines(db.select().from(vetProfiles).where(eq(vetProfiles.userId, vetId)).get());
}

function vetDetails(db: Db, user: User, row: BusinessDetailsRow | null): VetBusinessDetails {
  return {
    role: 'relief_vet',
    businessName: row?.businessName ?? null,
    invoiceAddress: row?.invoiceAddress ?? null,
    taxId: row?.taxId ?? null,
    paymentInstructions: row?.paymentInstructions ?? null,
    paymentTermsDays: row?.paymentTermsDays ?? PAYMENT_TERMS_DAYS.default,
    defaultBusinessName: doctorName(db, user),
    defaultInvoiceAddress: vetAddress(db, user.id).join('\n'),
  };
}

function clinicDetails(user: User, row: BusinessDetailsRow | null): ClinicBillingDetails {
  return { role: 'clinic', billingEmail: row?.billingEmail ?? null, billingContact: row?.billingContact ?? null, defaultBillingEmail: user.email };
}

/** GET /api/business-details: what is saved, with the defaults an invoice prints in its place. */
export function readBusinessDetails(db: Db, user: User): BusinessDetails {
  const row = savedDetails(db, user.id);
  return user.userType === 'clinic' ? clinicDetails(user, row) : vetDetails(db, user, row);
}

/** PUT /api/business-details: the caller's role's fields are saved; the answer as GET's. */
export function saveBusinessDetails(db: Db, user: User, values: z.output<typeof businessDetailsBody>, now: number): BusinessDetails {
  const fields =
    user.userType === 'clinic'
      ? { billingEmail: values.billingEmail, billingContact: values.billingContact }
      : {
          businessName: values.businessName,
          invoiceAddress: values.invoiceAddress,
          taxId: values.taxId,
          paymentInstructions: values.paymentInstructions,
          paymentTermsDays: values.paymentTermsDays,
        };
  db.insert(businessDetails)
    .values({ userId: user.id, ...fields, updatedAt: now })
    .onConflictDoUpdate({ target: businessDetails.userId, set: { ...fields, updatedAt: now } })
    .run();
  return readBusinessDetails(db, user);
}

/** Where a clinic's invoices and reminders go: its billing e-mail, or the account's. Null: no such account. */
export function billingEmailOf(db: Db, clinicId: number): string | null {
  const row = db
    .select({ email: users.email, billingEmail: businessDetails.billingEmail })
    .from(users)
    .leftJoin(businessDetails, eq(businessDetails.userId, users.id))
    .where(eq(users.id, clinicId))
    .get();
  return row ? (row.billingEmail ?? row.email) : null;
}

/** A clinic's name as printed: its profile's, or the account holder's before there is one. */
export function clinicNameOf(db: Db, clinicId: number): string {
  const row = db
    .select({ clinicName: clinicProfiles.clinicName, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .leftJoin(clinicProfiles, eq(clinicProfiles.userId, users.id))
    .where(eq(users.id, clinicId))
    .get();
  return row?.clinicName ?? `${row?.firstName ?? ''} ${row?.lastName ?? ''}`.trim();
}
