// Who may call the rating routes: this feature's rows of the authorisation matrix
// (guard-rails/authorization-matrix.test.ts runs them). The vet and the clinic of a completed
// shift rate it; the other vet and clinic find nothing. Each request gets a shift of its own on a
// day of its own (from 2027-09-01, clear of the booking rows' days), booked through the API with
// its hours approved in the database, as the hours routes leave them.
import { shiftHours } from '../db/schema';
import { type Caller, jsonRequest, send, VALID_SHIFT } from '../guard-rails/callers';
import { adminOnly, body, counterpartOf, pastGate, type Row, UNAUTHENTICATED, type World } from '../guard-rails/matrix-kit';

let day = 0;

async function call(w: World, caller: Caller, method: string, path: string, payload: unknown): Promise<{ id: number }> {
  const response = await send(w.t, jsonRequest(method, path, payload, caller.headers()));
  if (response.status >= 300) throw new Error(`rating matrix set-up: ${method} ${path} answered ${response.status} ${response.text}`);
  return response.json as { id: number };
}

/** A shift of the matrix's clinic that its vet worked, with the hours approved: ready to rate. */
async function completedShift(w: World): Promise<number> {
  const { clinic, vet } = w.callers;
  const date = new Date(Date.parse('2027-09-01T12:00:00Z') + day++ * 86_400_000).toISOString().slice(0, 10);
  const shiftId = (await call(w, clinic, 'POST', '/api/shifts', { ...VALID_SHIFT, shiftDate: date })).id;
  const requestId = (await call(w, vet, 'POST', '/api/booking-requests', { shiftId })).id;
  await call(w, clinic, 'PUT', `/api/booking-requests/${requestId}`, { status: 'accepted' });
  const now = w.t.deps.clock();
  w.t.deps.db
    .insert(shiftHours)
    .values({
      shiftId,
      bookingRequestId: requestId,
      vetId: vet.user!.id,
      clinicId: clinic.user!.id,
      version: 1,
      proposedBy: 'relief_vet',
      startTime: '08:00',
      endTime: '17:00',
      breakMinutes: 0,
      workedMinutes: 540,
      hourlyRate: 9000,
      amountCents: 81_000,
      status: 'approved',
      createdAt: now,
      decidedAt: now,
    })
    .run();
  return shiftId;
}

const RATING = { stars: 5, wouldWorkAgain: true, comment: 'Thorough and kind' };

/** A completed shift both sides rated (so both ratings show): the rating of the vet and of the clinic. */
async function ratedBothWays(w: World): Promise<{ ofVet: number; ofClinic: number }> {
  const shiftId = await completedShift(w);
  const ofVet = (await call(w, w.callers.clinic, 'POST', `/api/shifts/${shiftId}/rating`, RATING)).id;
  const ofClinic = (await call(w, w.callers.vet, 'POST', `/api/shifts/${shiftId}/rating`, RATING)).id;
  return { ofVet, ofClinic };
}

export const RATING_MATRIX_ROWS: Row[] = [
  {
    // Both parties of the completed shift rate it; the other vet and clinic find no such shift.
    route: 'POST /api/shifts/:id/rating',
    request: async (w) => ({ path: `/api/shifts/${await completedShift(w)}/rating`, body: RATING }),
    expect: { ...pastGate(201), otherVet: '404 SHIFT_NOT_FOUND', otherClinic: '404 SHIFT_NOT_FOUND' },
    admin: UNAUTHENTICATED,
  },
  {
    // The rated party answers (a clinic its rating, a vet its own); anyone else finds nothing.
    route: 'POST /api/ratings/:id/response',
    request: async (w, c) => {
      const { ofVet, ofClinic } = await ratedBothWays(w);
      return { path: `/api/ratings/${c.user?.userType === 'clinic' ? ofClinic : ofVet}/response`, body: { response: 'Thank you!' } };
    },
    expect: { ...pastGate(200), otherVet: '404 RATING_NOT_FOUND', otherClinic: '404 RATING_NOT_FOUND' },
    admin: UNAUTHENTICATED,
  },
  {
    // The other side's visible ratings, as its profile.
    route: 'GET /api/people/:userId/ratings',
    request: (w, c) => ({ path: `/api/people/${counterpartOf(w, c).id}/ratings?offset=0` }),
    expect: pastGate(200),
    admin: UNAUTHENTICATED,
  },
  { route: 'GET /api/admin/ratings', request: () => ({ path: '/api/admin/ratings?offset=0' }), expect: adminOnly(), admin: 200 },
  {
    route: 'POST /api/admin/ratings/:id/hide',
    request: async (w) => ({ path: `/api/admin/ratings/${(await ratedBothWays(w)).ofVet}/hide`, ...body({ reason: 'Personal remarks' }) }),
    expect: adminOnly(),
    admin: 200,
  },
];
