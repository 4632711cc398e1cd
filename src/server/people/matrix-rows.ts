// Who may read the other side's profile: anyone past the access gate, for someone of the other
// kind (a clinic its vet, a vet its clinic); the same kind is not found. The matrix test runs it.
import { counterpartOf, pastGate, type Row } from '../guard-rails/matrix-kit';

export const PEOPLE_MATRIX_ROWS: Row[] = [
  { route: 'GET /api/people/:userId', request: (w, c) => ({ path: `/api/people/${counterpartOf(w, c).id}` }), expect: pastGate(200) },
];
