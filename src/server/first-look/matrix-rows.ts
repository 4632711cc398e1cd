// Who may open a shift's first look early: its clinic only; everyone else finds no shift. The
// shift is put in its first look by a direct write, so the clinic's saved default (and with it
// every other row's fresh shifts) stays public.
import { HOUR_MS } from '../../shared/time';
import { postShift } from '../guard-rails/callers';
import { clinicPastGate, type Row, type World } from '../guard-rails/matrix-kit';

async function inFirstLook(w: World): Promise<number> {
  const id = await postShift(w.t, w.callers.clinic);
  w.t.deps.db.$client.run('UPDATE shifts SET first_look_until = ? WHERE id = ?', [w.t.deps.clock() + 24 * HOUR_MS, id]);
  return id;
}

export const FIRST_LOOK_MATRIX_ROWS: Row[] = [
  {
    route: 'POST /api/shifts/:id/open',
    request: async (w) => ({ path: `/api/shifts/${await inFirstLook(w)}/open`, body: {} }),
    expect: { ...clinicPastGate(200), otherClinic: '404 SHIFT_NOT_FOUND' },
  },
];
