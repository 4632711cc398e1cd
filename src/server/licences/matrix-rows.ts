// Who may call the licence routes: this feature's rows of the authorisation matrix
// (guard-rails/authorization-matrix.test.ts runs them). The queue and the decision are the
// admin's alone; each decision request gets a licence of its own on the matrix vet.
import { vetLicences } from '../db/schema';
import { adminOnly, body, type Row, type World } from '../guard-rails/matrix-kit';
import { US_STATES } from '../../shared/us-states';

let next = 0;

/** A fresh unverified licence of the matrix vet, in a state it does not hold yet. */
function licenceId(w: World): number {
  const { db, clock } = w.t.deps;
  const [state] = US_STATES.filter(([code]) => code !== 'CO')[next++ % (US_STATES.length - 1)]!;
  return db
    .insert(vetLicences)
    .values({ vetId: w.callers.vet.user!.id, state, licenceNumber: `M-${next}`, createdAt: clock(), updatedAt: clock() })
    .onConflictDoUpdate({ target: [vetLicences.vetId, vetLicences.state], set: { status: 'unverified' } })
    .returning({ id: vetLicences.id })
    .get().id;
}

export const LICENCE_MATRIX_ROWS: Row[] = [
  { route: 'GET /api/admin/licences', request: () => ({ path: '/api/admin/licences?state=CO&offset=0' }), expect: adminOnly(), admin: 200 },
  {
    route: 'POST /api/admin/licences/:id/decision',
    request: (w) => ({ path: `/api/admin/licences/${licenceId(w)}/decision`, ...body({ decision: 'verify', note: 'Checked on the board site' }) }),
    expect: adminOnly(),
    admin: 200,
  },
];
