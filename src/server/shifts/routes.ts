// The clinic's shift calls (spec 2 §7): list, post (one or many), edit, delete.
import { Elysia } from 'elysia';
import { z } from 'zod';
import { textId } from '../../shared/ids';
import { postShiftsSchema, updateShiftSchema } from '../../shared/shifts';
import type { AppDeps } from '../context';
import { authGuards } from '../auth/guards';
import { deleteShift, listClinicShifts, postShifts, updateShift } from './service';
import { dashboardStats, totalOpportunities } from './stats';

const idParams = z.object({ id: textId('Shift id') });

export function shiftRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Elysia()
    .use(authGuards(deps))
    .get('/api/shifts', ({ caller }) => listClinicShifts(db, caller.user), { requireClinic: true })
    .post(
      '/api/shifts',
      ({ caller, body, set }) => {
        set.status = 201;
        const created = postShifts(db, caller.user, body.shifts, deps.clock(), deps.events, deps.config);
        return body.single ? created[0] : created;
      },
      { requireClinic: true, body: postShiftsSchema },
    )
    .patch('/api/shifts/:id', ({ caller, params, body }) => updateShift(db, caller.user, params.id, body, deps.clock(), deps.events), {
      requireClinic: true,
      params: idParams,
      body: updateShiftSchema,
    })
    .delete(
      '/api/shifts/:id',
      ({ caller, params }) => {
        deleteShift(db, caller.user, params.id, deps.events, { now: deps.clock(), config: deps.config });
        return { message: 'Shift deleted' };
      },
      { requireClinic: true, params: idParams },
    )
    .get('/api/total-opportunities', () => ({ totalOpportunities: totalOpportunities(db, deps.clock()) }), { requireUser: true })
    .get('/api/stats', ({ caller }) => dashboardStats(db, caller.user, deps.clock()), { requireUser: true });
}
