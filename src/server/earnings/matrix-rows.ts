// Who may read earnings and spend: this feature's rows of the authorisation matrix
// (guard-rails/authorization-matrix.test.ts runs them). Each side reads only its own figures, so
// past its guard every caller of the right kind gets 200 (an empty year is still a file).
import { clinicPastGate, type Row, vetPastGate } from '../guard-rails/matrix-kit';

export const EARNINGS_MATRIX_ROWS: Row[] = [
  { route: 'GET /api/earnings', expect: vetPastGate(200) },
  { route: 'GET /api/spend', expect: clinicPastGate(200) },
  { route: 'GET /api/earnings/:year', request: () => ({ path: '/api/earnings/2026.csv' }), expect: vetPastGate(200) },
  { route: 'GET /api/spend/:year', request: () => ({ path: '/api/spend/2026.csv' }), expect: clinicPastGate(200) },
];
