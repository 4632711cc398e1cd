// Who may call the hours routes: this feature's rows of the authorisation matrix
// (guard-rails/authorization-matrix.test.ts runs them). Each request gets a booking of its own
// between the matrix's clinic and vet, on a day of its own, moved into the past so it has ended.
import { type Caller, jsonRequest, send, VALID_SHIFT } from '../guard-rails/callers';
import { clinicPastGate, pastGate, type Row, vetPastGate, type World } from '../guard-rails/matrix-kit';
import { CORRECTION, HOURS } from '../testing/hours';

let day = 0;

async function call(w: World, caller: Caller, method: string, path: string, payload: unknown): Promise<{ id: number }> {
  const response = await send(w.t, jsonRequest(method, path, payload, caller.headers()));
  if (response.status >= 300) throw new Error(`hours matrix set-up: ${method} ${path} answered ${response.status} ${response.text}`);
  return response.json as { id: number };
}

/** A shift of the matrix's clinic booked by the matrix's vet (each on its own day from 2028-01-01), then dated a year back: it has ended. */
async function endedBooking(w: World): Promise<number> {
  const offset = day++;
  const dated = (from: string) => new Date(Date.parse(`${from}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const { clinic, vet } = w.callers;
  const shiftId = (await call(w, clinic, 'POST', '/api/shifts', { ...VALID_SHIFT, shiftDate: dated('2028-01-01') })).id;
  const requestId = (await call(w, vet, 'POST', '/api/booking-requests', { shiftId })).id;
  await call(w, clinic, 'PUT', `/api/booking-requests/${requestId}`, { status: 'accepted' });
  w.t.deps.db.$client.run('UPDATE shifts SET shift_date = ? WHERE id = ?', [dated('2025-01-01'), shiftId]);
  return shiftId;
}

/** An ended booking whose hours the vet has submitted. */
async function submitted(w: World): Promise<number> {
  const shiftId = await endedBooking(w);
  await call(w, w.callers.vet, 'POST', `/api/shifts/${shiftId}/hours`, HOURS);
  return shiftId;
}

/** …and the clinic has disputed, proposing a correction. */
async function disputed(w: World): Promise<number> {
  const shiftId = await submitted(w);
  await call(w, w.callers.clinic, 'POST', `/api/shifts/${shiftId}/hours/dispute`, CORRECTION);
  return shiftId;
}

const NOT_FOUND = '404 SHIFT_NOT_FOUND';

export const HOURS_MATRIX_ROWS: Row[] = [
  // Each side past the gate reads its own To do list.
  { route: 'GET /api/bookings/to-do', expect: pastGate(200) },
  {
    // The two parties read the history; another vet or clinic finds nothing.
    route: 'GET /api/shifts/:id/hours',
    request: async (w) => ({ path: `/api/shifts/${await endedBooking(w)}/hours` }),
    expect: { ...pastGate(200), otherVet: NOT_FOUND, otherClinic: NOT_FOUND },
  },
  {
    route: 'POST /api/shifts/:id/hours',
    request: async (w) => ({ path: `/api/shifts/${await endedBooking(w)}/hours`, body: HOURS }),
    expect: { ...vetPastGate(201), otherVet: NOT_FOUND },
  },
  {
    route: 'POST /api/shifts/:id/hours/approve',
    request: async (w) => ({ path: `/api/shifts/${await submitted(w)}/hours/approve`, body: {} }),
    expect: { ...clinicPastGate(200), otherClinic: NOT_FOUND },
  },
  {
    route: 'POST /api/shifts/:id/hours/dispute',
    request: async (w) => ({ path: `/api/shifts/${await submitted(w)}/hours/dispute`, body: CORRECTION }),
    expect: { ...clinicPastGate(200), otherClinic: NOT_FOUND },
  },
  {
    route: 'POST /api/shifts/:id/hours/accept-correction',
    request: async (w) => ({ path: `/api/shifts/${await disputed(w)}/hours/accept-correction`, body: {} }),
    expect: { ...vetPastGate(200), otherVet: NOT_FOUND },
  },
];
