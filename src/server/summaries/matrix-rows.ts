// Who may call the booking-summary routes: this feature's rows of the
// authorisation matrix (guard-rails/authorization-matrix.test.ts runs them).
// A summary belongs to the clinic that sent it and the vet it addresses; to anyone else it does
// not exist (404). The clinic sends, edits and withdraws; only the addressed vet answers.
import { jsonRequest, send } from '../guard-rails/callers';
import { body, clinicPastGate, pastGate, type Row, vetPastGate, type World } from '../guard-rails/matrix-kit';

/** A date in the future of the harness clock (2026-11-22). */
const OFFERED = { shiftDate: '2026-12-12', startTime: '09:00', endTime: '17:00', hourlyRate: 10_000 };
const NOT_FOUND = '404 SUMMARY_NOT_FOUND';

/** A summary the world's clinic sends its vet: its id and its shift ids. */
async function sentSummary(w: World): Promise<{ id: number; shiftIds: number[] }> {
  const { clinic, vet } = w.callers;
  const sent = await send(w.t, jsonRequest('POST', '/api/booking-summaries', { vetUserId: vet.user!.id, shifts: [OFFERED] }, clinic.headers()));
  if (sent.status !== 201) throw new Error(`sending a summary answered ${sent.status} ${sent.text}`);
  // An offer spends the clinic's message budget (one back every 2 s): the matrix sends many.
  w.t.advance(2_000);
  const summary = sent.json as { id: number; shifts: { id: number }[] };
  return { id: summary.id, shiftIds: summary.shifts.map((shift) => shift.id) };
}

export const SUMMARY_MATRIX_ROWS: Row[] = [
  { route: 'GET /api/booking-summaries', expect: pastGate(200) },
  {
    route: 'GET /api/booking-summaries/:id',
    request: async (w) => ({ path: `/api/booking-summaries/${(await sentSummary(w)).id}` }),
    expect: { ...pastGate(200), otherClinic: NOT_FOUND, otherVet: NOT_FOUND },
  },
  {
    route: 'POST /api/booking-summaries',
    request: (w) => body({ vetUserId: w.callers.vet.user!.id, notes: 'Holiday cover', shifts: [OFFERED] }),
    expect: clinicPastGate(201),
  },
  {
    route: 'PUT /api/booking-summaries/:id',
    request: async (w) => ({ path: `/api/booking-summaries/${(await sentSummary(w)).id}`, body: { notes: 'One more day', shifts: [OFFERED] } }),
    expect: { ...clinicPastGate(200), otherClinic: NOT_FOUND },
  },
  {
    route: 'POST /api/booking-summaries/:id/withdraw',
    request: async (w) => ({ path: `/api/booking-summaries/${(await sentSummary(w)).id}/withdraw` }),
    expect: { ...clinicPastGate(200), otherClinic: NOT_FOUND },
  },
  {
    route: 'POST /api/booking-summaries/:id/respond',
    request: async (w) => {
      const { id, shiftIds } = await sentSummary(w);
      return { path: `/api/booking-summaries/${id}/respond`, body: { shiftResponses: shiftIds.map((shiftId) => ({ shiftId, status: 'declined' })) } };
    },
    expect: { ...vetPastGate(200), otherVet: NOT_FOUND },
  },
];
