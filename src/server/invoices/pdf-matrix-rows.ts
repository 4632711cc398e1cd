// Who may read an invoice (its JSON and its PDF): this route's rows of the authorisation matrix
// (guard-rails/authorization-matrix.test.ts runs them). Each request gets a sent invoice of its
// own from the matrix's vet to the matrix's clinic, written straight into the tables.
import { type Row, signedIn, type World } from '../guard-rails/matrix-kit';
import { insertTestInvoice } from './test-rows';

let sequence = 0;

/** A sent invoice from the matrix's vet to the matrix's clinic. */
function sentInvoice(w: World): number {
  return insertTestInvoice(w.t.deps.db, { vetId: w.callers.vet.user!.id, clinicId: w.callers.clinic.user!.id, sequence: ++sequence });
}

const NOT_FOUND = '404 INVOICE_NOT_FOUND';

export const INVOICE_PDF_MATRIX_ROWS: Row[] = [
  {
    // The two parties read it (here as a PDF), whatever their gate; every other account finds nothing.
    route: 'GET /api/invoices/:id',
    request: (w) => ({ path: `/api/invoices/${sentInvoice(w)}.pdf` }),
    expect: { ...signedIn(NOT_FOUND), vet: 200, clinic: 200, otherVet: NOT_FOUND, otherClinic: NOT_FOUND },
  },
];
