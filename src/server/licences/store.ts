// A vet's licences, one per state: read for the profile's answer, written with the profile.
// Editing a verified licence's number (or moving it to another state, which is a new row)
// makes it unverified again; a new expiry date alone keeps the decision but clears the job's
// "expired" mark, so a renewed licence shows its badge again.
import { asc, eq } from 'drizzle-orm';
import type { Licence } from '../../shared/trusted-network';
import type { Db } from '../db/client';
import { vetLicences } from '../db/schema';

type LicenceRow = typeof vetLicences.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

/** A licence as the vet's profile and the admin's queue answer it. */
export function licenceView(row: LicenceRow): Licence {
  return {
    id: row.id,
    state: row.state,
    licenceNumber: row.licenceNumber,
    expiresOn: row.expiresOn,
    status: row.status,
    expired: row.expiredAt !== null,
    verifiedAt: row.status === 'verified' ? row.decidedAt : null,
  };
}

/** The vet's licences in the order they were added. */
export function licencesOf(db: Reader, vetId: number): Licence[] {
  return db.select().from(vetLicences).where(eq(vetLicences.vetId, vetId)).orderBy(asc(vetLicences.id)).all().map(licenceView);
}

export interface LicenceWrite {
  state: string;
  licenceNumber: string;
  /** Undefined keeps the stored date (the single-number form of earlier clients has none). */
  expiresOn?: string | null | undefined;
}

/** The columns an edit changes: a new number unverifies, a new expiry clears the expired mark. */
function editOf(row: LicenceRow, next: LicenceWrite, now: number): Partial<LicenceRow> | null {
  const expiresOn = next.expiresOn === undefined ? row.expiresOn : next.expiresOn;
  const numberChanged = row.licenceNumber !== next.licenceNumber;
  const expiryChanged = row.expiresOn !== expiresOn;
  if (!numberChanged && !expiryChanged) return null;
  return {
    licenceNumber: next.licenceNumber,
    expiresOn,
    ...(numberChanged && { status: 'unverified' as const, decidedAt: null, decisionNote: null }),
    ...(expiryChanged && { expiredAt: null }),
    updatedAt: now,
  };
}

function rowsOf(tx: Tx, vetId: number): LicenceRow[] {
  return tx.select().from(vetLicences).where(eq(vetLicences.vetId, vetId)).orderBy(asc(vetLicences.id)).all();
}

/** Writes one licence: edits the vet's licence in that state, or adds it. */
export function upsertLicence(tx: Tx, vetId: number, next: LicenceWrite, now: number): void {
  const row = rowsOf(tx, vetId).find((existing) => existing.state === next.state);
  if (!row) {
    tx.insert(vetLicences)
      .values({ vetId, state: next.state, licenceNumber: next.licenceNumber, expiresOn: next.expiresOn ?? null, createdAt: now, updatedAt: now })
      .run();
    return;
  }
  const edit = editOf(row, next, now);
  if (edit) tx.update(vetLicences).set(edit).where(eq(vetLicences.id, row.id)).run();
}

/** Makes the vet's licences the given list (one per state, checked by the schema): edits, adds and removes. */
export function replaceLicences(tx: Tx, vetId: number, licences: readonly LicenceWrite[], now: number): void {
  const wanted = new Set(licences.map((licence) => licence.state));
  for (const row of rowsOf(tx, vetId)) if (!wanted.has(row.state)) tx.delete(vetLicences).where(eq(vetLicences.id, row.id)).run();
  for (const licence of licences) upsertLicence(tx, vetId, licence, now);
}

/** What a profile save says about licences: the list, or the single number of earlier clients. */
export interface ProfileLicences {
  state: string;
  licenseNumber?: string | undefined;
  licences?: readonly LicenceWrite[] | undefined;
}

/**
 * The profile's single `licenseNumber` (the spec's field), kept in step with the list: the
 * licence of the profile's state, else the first. Null when the save names no licence at all.
 */
export function primaryLicenceNumber(input: ProfileLicences): string | null {
  if (!input.licences) return input.licenseNumber ?? null;
  return (input.licences.find((licence) => licence.state === input.state) ?? input.licences[0])?.licenceNumber ?? null;
}

/** Writes the licences a profile save carries: the whole list, or the profile state's number. */
export function saveProfileLicences(tx: Tx, vetId: number, input: ProfileLicences, now: number): void {
  if (input.licences) replaceLicences(tx, vetId, input.licences, now);
  else if (input.licenseNumber) upsertLicence(tx, vetId, { state: input.state, licenceNumber: input.licenseNumber }, now);
}
