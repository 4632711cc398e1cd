// Who may call the invoice and business-details routes: this feature's rows of the authorisation
// matrix (guard-rails/authorization-matrix.test.ts runs them). Each request gets shifts of its own
// between the matrix's clinic and vet, booked, dated back to 2023 so they have ended, and
// their hours approved; then a draft or a sent invoice of them as the row needs. Reading and
// marking paid need only an account; the admin session alone opens nothing.
import { type Caller, jsonRequest, send, VALID_SHIFT } from '../guard-rails/callers';
import { type Expected, type Row, signedIn, UNAUTHENTICATED, vetPastGate, type World } from '../guard-rails/matrix-kit';
import { HOURS } from '../testing/hours';
import { addDays } from './dates';

let day = 0;
/** Evening hours: clear of the other rows' 08:00–18:00 bookings of the same vet on the same days. */
const EVENING = { startTime: '18:30', endTime: '23:30' };

async function call(w: World, caller: Caller, method: string, path: string, payload: unknown): Promise<Record<string, unknown>> {
  const response = await send(w.t, jsonRequest(method, path, payload, caller.headers()));
  if (response.status >= 300) throw new Error(`invoice matrix set-up: ${method} ${path} answered ${response.status} ${response.text}`);
  return response.json as Record<string, unknown>;
}

/** A shift of the matrix's clinic booked by the matrix's vet (each on its own day from 2027-01-01, in the evening), ended, its hours approved. */
async function approvedShift(w: World): Promise<number> {
  const offset = day++;
  const { clinic, vet } = w.callers;
  const shiftId = (await call(w, clinic, 'POST', '/api/shifts', { ...VALID_SHIFT, ...EVENING, shiftDate: addDays('2027-01-01', offset) })).id as number;
  const requestId = (await call(w, vet, 'POST', '/api/booking-requests', { shiftId })).id as number;
  await call(w, clinic, 'PUT', `/api/booking-requests/${requestId}`, { status: 'accepted' });
  w.t.deps.db.$client.run('UPDATE shifts SET shift_date = ? WHERE id = ?', [addDays('2023-01-01', offset), shiftId]);
  await call(w, vet, 'POST', `/api/shifts/${shiftId}/hours`, HOURS);
  await call(w, clinic, 'POST', `/api/shifts/${shiftId}/hours/approve`, {});
  return shiftId;
}

async function draft(w: World): Promise<number> {
  return (await call(w, w.callers.vet, 'POST', '/api/invoices', { shiftIds: [await approvedShift(w)] })).id as number;
}

async function sent(w: World): Promise<{ id: number; issuedOn: string }> {
  const id = await draft(w);
  const answer = await call(w, w.callers.vet, 'POST', `/api/invoices/${id}/send`, {});
  return { id, issuedOn: answer.issuedOn as string };
}

const NOT_FOUND = '404 INVOICE_NOT_FOUND';
/** Either party of the invoice: everyone else signed in finds nothing. */
const parties = (ok: number): Expected => ({ ...signedIn(NOT_FOUND), vet: ok, clinic: ok, otherVet: NOT_FOUND, otherClinic: NOT_FOUND });
/** The invoice's vet past the gate. */
const itsVet = (ok: number): Expected => ({ ...vetPastGate(ok), otherVet: NOT_FOUND });

export const INVOICE_MATRIX_ROWS: Row[] = [
  { route: 'GET /api/business-details', expect: signedIn(200), admin: UNAUTHENTICATED },
  {
    // Each role saves its own kind of details.
    route: 'PUT /api/business-details',
    request: (_, caller) => ({ body: caller.user?.userType === 'clinic' ? { billingContact: 'Ann Lee' } : { paymentTermsDays: 20 } }),
    expect: signedIn(200),
    admin: UNAUTHENTICATED,
  },
  { route: 'GET /api/invoices', expect: signedIn(200), admin: UNAUTHENTICATED },
  { route: 'GET /api/invoices/invoiceable', expect: vetPastGate(200), admin: UNAUTHENTICATED },
  {
    route: 'GET /api/invoices/:id',
    request: async (w) => ({ path: `/api/invoices/${(await sent(w)).id}` }),
    expect: parties(200),
    admin: UNAUTHENTICATED,
  },
  {
    route: 'POST /api/invoices',
    request: async (w) => ({ body: { shiftIds: [await approvedShift(w)] } }),
    expect: { ...vetPastGate(201), otherVet: '404 SHIFT_NOT_FOUND' },
    admin: UNAUTHENTICATED,
  },
  {
    route: 'PUT /api/invoices/:id',
    request: async (w) => {
      const id = await draft(w);
      return { path: `/api/invoices/${id}`, body: { shiftIds: [await approvedShift(w)] } };
    },
    expect: itsVet(200),
    admin: UNAUTHENTICATED,
  },
  {
    route: 'DELETE /api/invoices/:id',
    request: async (w) => ({ path: `/api/invoices/${await draft(w)}` }),
    expect: itsVet(200),
    admin: UNAUTHENTICATED,
  },
  {
    route: 'POST /api/invoices/:id/send',
    request: async (w) => ({ path: `/api/invoices/${await draft(w)}/send`, body: {} }),
    expect: itsVet(200),
    admin: UNAUTHENTICATED,
  },
  {
    route: 'POST /api/invoices/:id/void',
    request: async (w) => ({ path: `/api/invoices/${(await sent(w)).id}/void`, body: { reason: 'Wrong clinic' } }),
    expect: itsVet(200),
    admin: UNAUTHENTICATED,
  },
  {
    route: 'POST /api/invoices/:id/mark-paid',
    request: async (w) => {
      const { id, issuedOn } = await sent(w);
      return { path: `/api/invoices/${id}/mark-paid`, body: { paidOn: issuedOn, reference: 'Cheque 102' } };
    },
    expect: parties(200),
    admin: UNAUTHENTICATED,
  },
];
