// A booked shift's hours (issue 21): the vet submits and accepts corrections, the clinic approves
// or disputes, both read the history. Who is a party of the shift is checked in the service:
// anyone else gets 404, as if the shift did not exist. And the caller's To do list after its shifts.
import { Elysia } from 'elysia';
import { z } from 'zod';
import { textId } from '../../shared/ids';
import { hoursDisputeSchema, hoursSubmissionSchema } from '../../shared/shift-day';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { acceptCorrection, approveHours, disputeHours, readShiftHours, submitHours } from './service';
import { toDoList } from './to-do';

const idParams = z.object({ id: textId('Shift id') });

export function hoursRoutes(deps: AppDeps) {
  return new Elysia()
    .use(authGuards(deps))
    .get('/api/bookings/to-do', ({ caller }) => toDoList(deps.db, caller.user, deps.clock()), { requireAccess: true })
    .get('/api/shifts/:id/hours', ({ caller, params }) => readShiftHours(deps, caller.user, params.id), { requireAccess: true, params: idParams })
    .post(
      '/api/shifts/:id/hours',
      ({ caller, params, body, set }) => {
        set.status = 201;
        return submitHours(deps, caller.user, params.id, body);
      },
      { requireVet: true, params: idParams, body: hoursSubmissionSchema },
    )
    .post('/api/shifts/:id/hours/approve', ({ caller, params }) => approveHours(deps, caller.user, params.id), { requireClinic: true, params: idParams })
    .post('/api/shifts/:id/hours/dispute', ({ caller, params, body }) => disputeHours(deps, caller.user, params.id, body), {
      requireClinic: true,
      params: idParams,
      body: hoursDisputeSchema,
    })
    .post('/api/shifts/:id/hours/accept-correction', ({ caller, params }) => acceptCorrection(deps, caller.user, params.id), {
      requireVet: true,
      params: idParams,
    });
}
