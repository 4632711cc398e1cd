// The clinic's shift calls (spec 2 §7): list, post (one or many), edit, delete.
import { Elysia } from 'elysia';
import { z } from 'zod';
import { postShiftsSchema, updateShiftSchema } from '../../shared/shifts';
import type { AppDeps } from '../context';
import { currentUserPlugin } from '../http/current-user';
import { deleteShift, listClinicShifts, postShifts, updateShift } from './service';

const idParams = z.object({ id: z.coerce.number({ error: 'Shift id must be a number' }).int().positive({ error: 'Shift id must be a number' }) });

export function shiftRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Elysia()
    .use(currentUserPlugin(deps))
    .get('/api/shifts', ({ caller }) => listClinicShifts(db, caller.user), { requireAccess: true })
    .post(
      '/api/shifts',
      ({ caller, body, set }) => {
        set.status = 201;
        const created = postShifts(db, caller.user, body.shifts, deps.clock());
        return body.single ? created[0] : created;
      },
      { requireAccess: true, body: postShiftsSchema },
    )
    .patch('/api/shifts/:id', ({ caller, params, body }) => updateShift(db, caller.user, params.id, body, deps.clock()), {
      requireAccess: true,
      params: idParams,
      body: updateShiftSchema,
    })
    .delete(
      '/api/shifts/:id',
      ({ caller, params }) => {
        deleteShift(db, caller.user, params.id);
        return { message: 'Shift deleted' };
      },
      { requireAccess: true, params: idParams },
    );
}
