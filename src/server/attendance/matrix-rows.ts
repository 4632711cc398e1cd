// Who may confirm attendance: the vet booked on the shift (signed in, past the gate), or anyone
// holding the signed link of its reminder (no session: the token is the permission). The
// authorisation matrix test runs these rows; each request gets a booking of its own.
import { type Caller, jsonRequest, send, VALID_SHIFT } from '../guard-rails/callers';
import { body, everyone, type Row, vetPastGate, type World } from '../guard-rails/matrix-kit';
import { attendanceToken } from './token';

let day = 0;

async function call(w: World, caller: Caller, method: string, path: string, payload: unknown): Promise<{ id: number; shiftId: number }> {
  const response = await send(w.t, jsonRequest(method, path, payload, caller.headers()));
  if (response.status >= 300) throw new Error(`attendance matrix set-up: ${method} ${path} answered ${response.status} ${response.text}`);
  return response.json as { id: number; shiftId: number };
}

/** The matrix vet booked on a fresh shift of the matrix clinic, each on its own day from 2027-06-01. */
async function booking(w: World): Promise<{ id: number; shiftId: number }> {
  const shiftDate = new Date(Date.parse('2027-06-01T12:00:00Z') + day++ * 86_400_000).toISOString().slice(0, 10);
  const shift = await call(w, w.callers.clinic, 'POST', '/api/shifts', { ...VALID_SHIFT, shiftDate });
  const applied = await call(w, w.callers.vet, 'POST', '/api/booking-requests', { shiftId: shift.id });
  await call(w, w.callers.clinic, 'PUT', `/api/booking-requests/${applied.id}`, { status: 'accepted' });
  return { id: applied.id, shiftId: shift.id };
}

export const ATTENDANCE_MATRIX_ROWS: Row[] = [
  {
    // The vet booked on the shift; another vet has no booking there.
    route: 'POST /api/shifts/:id/attendance',
    request: async (w) => ({ path: `/api/shifts/${(await booking(w)).shiftId}/attendance` }),
    expect: { ...vetPastGate(200), otherVet: '404 BOOKING_NOT_FOUND' },
  },
  {
    route: 'POST /api/attendance/confirm',
    request: async (w) => body({ token: attendanceToken(w.t.deps.linkKey, (await booking(w)).id, Date.parse('2027-12-31T00:00:00Z')) }),
    expect: everyone(200),
  },
];
