// Who may star and unstar: anyone past the access gate, the other side only (a clinic its vet,
// a vet its clinic); the list is the caller's own. The matrix test runs these rows.
import { counterpartOf, pastGate, type Row } from '../guard-rails/matrix-kit';

export const FAVOURITE_MATRIX_ROWS: Row[] = [
  { route: 'GET /api/favourites', expect: pastGate(200) },
  { route: 'PUT /api/favourites/:userId', request: (w, c) => ({ path: `/api/favourites/${counterpartOf(w, c).id}` }), expect: pastGate(200) },
  { route: 'DELETE /api/favourites/:userId', request: (w, c) => ({ path: `/api/favourites/${counterpartOf(w, c).id}` }), expect: pastGate(204) },
];
