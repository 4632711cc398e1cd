// Who may call the application, booking and cancellation routes: this feature's rows of the
// authorisation matrix (guard-rails/authorization-matrix.test.ts runs them). Each request gets
// a shift of its own on a day of its own, so the vet's bookings never clash with each other.
import { type Caller, jsonRequest, send, VALID_SHIFT } from '../guard-rails/callers';
import { body, pastGate, type Row, vetPastGate, type World } from '../guard-rails/matrix-kit';

let day = 0;

async function call(w: World, caller: Caller, method: string, path: string, payload: unknown): Promise<{ id: number }> {
  const response = await send(w.t, jsonRequest(method, path, payload, caller.headers()));
  if (response.status >= 300) throw new Error(`booking matrix set-up: ${method} ${path} answered ${response.status} ${response.text}`);
  return response.json as { id: number };
}

/** A new shift of the matrix's clinic, each on its own day from 2027-01-01. */
async function freshShift(w: World, fields: Record<string, unknown> = {}): Promise<number> {
  const date = new Date(Date.parse('2027-01-01T12:00:00Z') + day++ * 86_400_000).toISOString().slice(0, 10);
  return (await call(w, w.callers.clinic, 'POST', '/api/shifts', { ...VALID_SHIFT, shiftDate: date, ...fields })).id;
}

/** A fresh shift offering Book now to the clinic's favourites, the matrix's vet among them (not the other vet). */
async function instantShift(w: World): Promise<number> {
  w.t.deps.db.$client.run('INSERT OR IGNORE INTO favourites (owner_id, target_id, created_at) VALUES (?, ?, ?)', [
    w.callers.clinic.user!.id,
    w.callers.vet.user!.id,
    w.t.deps.clock(),
  ]);
  return freshShift(w, { instantBooking: 'favourites', firstLookHours: 0 });
}

/** The matrix's vet applies for a fresh shift of the matrix's clinic: the application's id. */
async function application(w: World): Promise<number> {
  return (await call(w, w.callers.vet, 'POST', '/api/booking-requests', { shiftId: await freshShift(w) })).id;
}

/** An application the clinic has accepted: a booking. */
async function booked(w: World): Promise<number> {
  const id = await application(w);
  await call(w, w.callers.clinic, 'PUT', `/api/booking-requests/${id}`, { status: 'accepted' });
  return id;
}

const NOT_FOUND = '404 REQUEST_NOT_FOUND';

export const BOOKING_MATRIX_ROWS: Row[] = [
  // Any vet past the gate applies (each caller for a shift of its own).
  { route: 'POST /api/booking-requests', request: async (w) => body({ shiftId: await freshShift(w) }), expect: vetPastGate(201) },
  // Both kinds read their own lists.
  { route: 'GET /api/booking-requests', expect: pastGate(200) },
  {
    // The clinic owning the shift accepts; everyone else, the applicant included, finds nothing.
    route: 'PUT /api/booking-requests/:id',
    request: async (w) => ({ path: `/api/booking-requests/${await application(w)}`, body: { status: 'accepted' } }),
    expect: { ...pastGate(200), vet: NOT_FOUND, otherVet: NOT_FOUND, otherClinic: NOT_FOUND },
  },
  {
    // Book now: the clinic's favourite vet books at once; another vet is told why not.
    route: 'POST /api/shifts/:id/book',
    request: async (w) => ({ path: `/api/shifts/${await instantShift(w)}/book`, body: {} }),
    expect: { ...vetPastGate(201), otherVet: '403 INSTANT_BOOKING_FAVOURITES_ONLY' },
  },
  {
    // Either party of a booking cancels it; nobody else.
    route: 'POST /api/booking-requests/:id/cancel',
    request: async (w) => ({ path: `/api/booking-requests/${await booked(w)}/cancel`, body: { reason: 'illness', details: 'Flu' } }),
    expect: { ...pastGate(200), otherVet: NOT_FOUND, otherClinic: NOT_FOUND },
  },
  // Each vet past the gate reads its own shift day; a clinic has none.
  { route: 'GET /api/me/offline-shifts', expect: vetPastGate(200) },
];
