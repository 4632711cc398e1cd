// The two sides of an invoice as printed, from the accounts, profiles and business details of
// now: copied onto a draft when it is made or edited, and once more (then frozen) when it is sent.
import { eq } from 'drizzle-orm';
import type { InvoiceParty } from '../../shared/invoices';
import { formatPhone } from '../../shared/phone-display';
import type { Db } from '../db/client';
import { clinicProfiles, users, vetProfiles } from '../db/schema';
import { addressLines, clinicNameOf, doctorName, savedDetails } from './business-details';

export interface VetSide {
  party: InvoiceParty;
  paymentInstructions: string | null;
  paymentTermsDays: number | null;
  /** The vet profile's state: its zone dates the invoice. */
  state: string | null;
}

/** The vet's side: business name and invoice address (or the defaults), tax id, payment instructions. */
export function vetSide(db: Db, vetId: number): VetSide {
  const user = db.select().from(users).where(eq(users.id, vetId)).get();
  const profile = db.select().from(vetProfiles).where(eq(vetProfiles.userId, vetId)).get();
  const details = savedDetails(db, vetId);
  const invoiceAddress = details?.invoiceAddress
    ?.split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    party: {
      name: details?.businessName ?? (user ? doctorName(db, user) : ''),
      addressLines: invoiceAddress?.length ? invoiceAddress : addressLines(profile),
      email: user?.email ?? null,
      phone: profile ? formatPhone(profile.phone) : null,
      taxId: details?.taxId ?? null,
      contact: null,
    },
    paymentInstructions: details?.paymentInstructions ?? null,
    paymentTermsDays: details?.paymentTermsDays ?? null,
    state: profile?.state ?? null,
  };
}

/** The clinic's side: its name and address, billing e-mail (or the account's) and billing contact. */
export function clinicParty(db: Db, clinicId: number): InvoiceParty {
  const user = db.select().from(users).where(eq(users.id, clinicId)).get();
  const profile = db.select().from(clinicProfiles).where(eq(clinicProfiles.userId, clinicId)).get();
  const details = savedDetails(db, clinicId);
  return {
    name: clinicNameOf(db, clinicId),
    addressLines: addressLines(profile),
    email: details?.billingEmail ?? user?.email ?? null,
    phone: profile ? formatPhone(profile.phone) : null,
    taxId: null,
    contact: details?.billingContact ?? null,
  };
}
