// Who may call the availability routes (postings and clinics' requests for them): this feature's
// rows of the authorisation matrix (guard-rails/authorization-matrix.test.ts runs them). Each
// request gets a posting of its own on a day of its own (from 2027-09-01: clear of the booking
// rows' shifts, and 260 days before the 18-month limit of the matrix's clock, 2028-05-22), so
// postings never overlap and acceptances never clash.
import { type Caller, jsonRequest, send } from '../guard-rails/callers';
import { body, clinicPastGate, pastGate, type Row, vetPastGate, type World } from '../guard-rails/matrix-kit';

let day = 0;
const nextDate = () => new Date(Date.parse('2027-09-01T12:00:00Z') + day++ * 86_400_000).toISOString().slice(0, 10);

/** A valid posting on a day of its own. */
const posting = () => ({
  availableDate: nextDate(),
  startTime: '08:00',
  endTime: '18:00',
  practiceTypes: ['small_animal'],
  hourlyRate: 9000,
  travelRadius: 50,
});

async function call(w: World, caller: Caller, method: string, path: string, payload: unknown): Promise<{ id: number }> {
  const response = await send(w.t, jsonRequest(method, path, payload, caller.headers()));
  if (response.status >= 300) throw new Error(`availability matrix set-up: ${method} ${path} answered ${response.status} ${response.text}`);
  return response.json as { id: number };
}

/** A fresh posting of the matrix's vet: its id. */
const freshPosting = async (w: World) => (await call(w, w.callers.vet, 'POST', '/api/vet-availability', posting())).id;

/** The matrix's clinic asks for a fresh posting of the matrix's vet: the request's id. */
const freshRequest = async (w: World) =>
  (await call(w, w.callers.clinic, 'POST', '/api/availability-requests', { availabilityPostingId: await freshPosting(w) })).id;

const POSTING_NOT_FOUND = '404 POSTING_NOT_FOUND';
const REQUEST_NOT_FOUND = '404 REQUEST_NOT_FOUND';

export const AVAILABILITY_MATRIX_ROWS: Row[] = [
  // A vet past the gate reads and posts its own.
  { route: 'GET /api/vet-availability', expect: vetPastGate(200) },
  { route: 'POST /api/vet-availability', request: () => body(posting()), expect: vetPastGate(201) },
  {
    // Only the posting's vet edits or removes it; another vet finds nothing.
    route: 'PATCH /api/vet-availability/:id',
    request: async (w) => ({ path: `/api/vet-availability/${await freshPosting(w)}`, body: posting() }),
    expect: { ...vetPastGate(200), otherVet: POSTING_NOT_FOUND },
  },
  {
    route: 'DELETE /api/vet-availability/:id',
    request: async (w) => ({ path: `/api/vet-availability/${await freshPosting(w)}` }),
    expect: { ...vetPastGate(200), otherVet: POSTING_NOT_FOUND },
  },
  // A subscribed clinic past the gate asks for a posted date (each caller for one of its own).
  {
    route: 'POST /api/availability-requests',
    request: async (w) => body({ availabilityPostingId: await freshPosting(w), proposedHourlyRate: 9500, message: 'Can you cover us?' }),
    expect: clinicPastGate(201),
  },
  // Both kinds read their own lists.
  { route: 'GET /api/availability-requests', expect: pastGate(200) },
  {
    // The posting's vet accepts; everyone else, the requesting clinic included, finds nothing.
    route: 'PUT /api/availability-requests/:id',
    request: async (w) => ({ path: `/api/availability-requests/${await freshRequest(w)}`, body: { status: 'accepted' } }),
    expect: { ...pastGate(200), clinic: REQUEST_NOT_FOUND, otherClinic: REQUEST_NOT_FOUND, otherVet: REQUEST_NOT_FOUND },
  },
];
