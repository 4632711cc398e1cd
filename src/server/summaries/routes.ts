// Booking summaries: several dates a clinic offers one vet (issue 11, spec 2 §7 booking-summaries).
// The clinic sends, edits and withdraws; the addressed vet answers; both read them. Who owns a
// summary is checked in the service: anyone else gets 404, as if it did not exist.
import { Elysia } from 'elysia';
import { z } from 'zod';
import { textId } from '../../shared/ids';
import { createSummarySchema, editSummarySchema, respondSummarySchema } from '../../shared/bookings';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { parseQuery } from '../http/query';
import { createSummary, editSummary, getSummary, listSummaries, respondToSummary, withdrawSummary } from './service';

const idParams = z.object({ id: textId('Booking summary id') });

/** GET /api/booking-summaries: the newest page, or the one before a summary id. */
const listQuery = z.object({ before: textId('before (a booking summary id)').optional() });

export function summaryRoutes(deps: AppDeps) {
  return new Elysia()
    .use(authGuards(deps))
    .get('/api/booking-summaries', ({ caller, request }) => listSummaries(deps, caller.user, parseQuery(request, listQuery).before), {
      requireAccess: true,
    })
    .get('/api/booking-summaries/:id', ({ caller, params }) => getSummary(deps, caller.user, params.id), { requireAccess: true, params: idParams })
    .post(
      '/api/booking-summaries',
      ({ caller, body, set }) => {
        set.status = 201;
        return createSummary(deps, caller.user, body);
      },
      { requireClinic: true, body: createSummarySchema },
    )
    .put('/api/booking-summaries/:id', ({ caller, params, body }) => editSummary(deps, caller.user, params.id, body), {
      requireClinic: true,
      params: idParams,
      body: editSummarySchema,
    })
    .post('/api/booking-summaries/:id/withdraw', ({ caller, params }) => withdrawSummary(deps, caller.user, params.id), {
      requireClinic: true,
      params: idParams,
    })
    .post('/api/booking-summaries/:id/respond', ({ caller, params, body }) => respondToSummary(deps, caller.user, params.id, body), {
      requireVet: true,
      params: idParams,
      body: respondSummarySchema,
    });
}
