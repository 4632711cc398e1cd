// Applications, bookings and cancellations (issue 11, spec 2 §7 booking-requests).
import { Elysia } from 'elysia';
import { z } from 'zod';
import { applySchema, bookingRequestsQuerySchema, cancelBookingSchema, decideSchema } from '../../shared/bookings';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { applyForShift, cancelBooking, decideRequest } from './service';
import { cachedBookingRequestsJson } from './list-cache';
import { bookingRequestsPage } from './views';

const idParams = z.object({
  id: z.coerce
    .number({ error: 'Application id must be a number' })
    .int({ error: 'Application id must be a number' })
    .positive({ error: 'Application id must be a number' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'Application id must be a number' }),
});

export function bookingRoutes(deps: AppDeps) {
  return new Elysia()
    .use(authGuards(deps))
    .post(
      '/api/booking-requests',
      ({ caller, body, set }) => {
        set.status = 201;
        return applyForShift(deps, caller.user, body);
      },
      { requireVet: true, body: applySchema },
    )
    .get(
      '/api/booking-requests',
      ({ caller, query, set }) => {
        const now = deps.clock();
        set.headers['content-type'] = 'application/json';
        return cachedBookingRequestsJson(deps.db, caller.user.id, query, now, () => bookingRequestsPage(deps.db, caller.user, query, now));
      },
      { requireAccess: true, query: bookingRequestsQuerySchema },
    )
    .put('/api/booking-requests/:id', ({ caller, params, body }) => decideRequest(deps, caller.user, params.id, body.status), {
      requireAccess: true,
      params: idParams,
      body: decideSchema,
    })
    .post('/api/booking-requests/:id/cancel', ({ caller, params, body }) => cancelBooking(deps, caller.user, params.id, body), {
      requireAccess: true,
      params: idParams,
      body: cancelBookingSchema,
    });
}
