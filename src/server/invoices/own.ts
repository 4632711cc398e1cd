// Finding an invoice for a caller: the routes answer 404 to anyone but its parties, as if it did
// not exist, and a clinic never finds a vet's draft. The state checks name what is refused.
import type { ShiftInvoiceRow, User } from '../db/schema';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { invoiceRow, sideOf } from './read';

export const invoiceNotFound = () => new AppError(404, 'Invoice not found', 'INVOICE_NOT_FOUND');

/** The invoice and which side `user` is on; 404 for anyone else. */
export function partyInvoice(db: Db, user: Pick<User, 'id' | 'userType'>, invoiceId: number): { row: ShiftInvoiceRow; side: 'vet' | 'clinic' } {
  const row = invoiceRow(db, invoiceId);
  const side = row ? sideOf(row, user) : null;
  if (!row || !side) throw invoiceNotFound();
  return { row, side };
}

/** The vet's own invoice; 404 for anyone else (its clinic included: the vet's steps are the vet's). */
export function vetInvoice(db: Db, user: Pick<User, 'id' | 'userType'>, invoiceId: number): ShiftInvoiceRow {
  const { row, side } = partyInvoice(db, user, invoiceId);
  if (side !== 'vet') throw invoiceNotFound();
  return row;
}

/** A draft, or the refusal: a sent invoice is frozen, only voided. */
export function assertDraft(row: ShiftInvoiceRow): void {
  if (row.status === 'draft') return;
  const what = row.status === 'sent' ? 'it can only be voided' : `it is ${row.status}`;
  throw new AppError(409, `Invoice ${row.number} is already sent and can no longer be changed: ${what}`, 'INVOICE_NOT_DRAFT');
}

/** Sent and unpaid, or the refusal. */
export function assertSent(row: ShiftInvoiceRow, step: 'voided' | 'marked paid'): void {
  if (row.status === 'sent') return;
  const why = row.status === 'draft' ? 'it is still a draft, not sent' : `it is already ${row.status}`;
  throw new AppError(
    409,
    `${row.number ? `Invoice ${row.number}` : 'This invoice'} cannot be ${step}: ${why}`,
    row.status === 'draft' ? 'INVOICE_NOT_SENT' : `INVOICE_${row.status.toUpperCase()}`,
  );
}
