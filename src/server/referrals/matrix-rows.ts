// Who may call the referral routes: this feature's rows of the authorisation matrix
// (guard-rails/authorization-matrix.test.ts runs them).
import { type Row, signedIn, vetPastGate } from '../guard-rails/matrix-kit';

export const REFERRAL_MATRIX_ROWS: Row[] = [
  // A relief vet past the gate makes (or gets again) its code; clinics do not refer.
  { route: 'POST /api/generate-referral-code', expect: vetPastGate(200) },
  // The matrix's vet's counts: only that vet reads them; anyone else signed in is told there are none to read.
  {
    route: 'GET /api/referral-stats/:userId',
    request: (w) => ({ path: `/api/referral-stats/${w.callers.vet.user!.id}` }),
    expect: { ...signedIn('404 REFERRAL_STATS_NOT_FOUND'), vet: 200, otherVet: '404 REFERRAL_STATS_NOT_FOUND' },
  },
];
