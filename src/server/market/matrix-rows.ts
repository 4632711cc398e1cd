// Who may call the market routes: this feature's rows of the authorisation matrix
// (guard-rails/authorization-matrix.test.ts runs them).
import { clinicPastGate, pastGate, type Row } from '../guard-rails/matrix-kit';

export const MARKET_MATRIX_ROWS: Row[] = [
  // Both kinds past the gate read the market (each with its own recommendation).
  { route: 'GET /api/market-data', expect: pastGate(200) },
  // The Post New Shift dialog's hint: clinics past the gate.
  {
    route: 'GET /api/market-data/rate-hint',
    request: () => ({ path: '/api/market-data/rate-hint?state=CO&practiceType=small_animal' }),
    expect: clinicPastGate(200),
  },
];
