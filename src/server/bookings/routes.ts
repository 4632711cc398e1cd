// Applications, bookings and cancellations (issue 11, spec 2 §7 booking-requests), Book now
// (instant booking, issue 23), and the vet's shift day kept by its browser for reading without a
// network (offline-shifts.ts).
import { Elysia } from 'elysia';
import { z } from 'zod';
import { textId } from '../../shared/ids';
import { applySchema, bookingRequestsQuerySchema, cancelBookingSchema, decideSchema } from '../../shared/bookings';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { parseQuery } from '../http/query';
import { applyForShift, cancelBooking, decideRequest } from './service';
import { cachedBookingRequestsJson } from './list-cache';
import { bookNow } from './book-now';
import { bookNowSchema } from '../../shared/instant-booking';
import { bookingRequestsPage } from './views';
import { offlineShifts } from './offline-shifts';

const idParams = z.object({ id: textId('Application id') });
const shiftParams = z.object({ id: textId('Shift id') });

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
      ({ caller, request, set }) => {
        const query = parseQuery(request, bookingRequestsQuerySchema);
        const now = deps.clock();
        set.headers['content-type'] = 'application/json';
        return cachedBookingRequestsJson(deps.db, caller.user.id, query, now, () => bookingRequestsPage(deps.db, caller.user, query, now));
      },
      { requireAccess: true },
    )
    .put('/api/booking-requests/:id', ({ caller, params, body }) => decideRequest(deps, caller.user, params.id, body.status), {
      requireAccess: true,
      params: idParams,
      body: decideSchema,
    })
    .post(
      '/api/shifts/:id/book',
      ({ caller, params, body, set }) => {
        set.status = 201;
        return bookNow(deps, caller.user, params.id, { message: body?.message ?? null });
      },
      // The note is optional, and so is the body itself.
      { requireVet: true, params: shiftParams, body: bookNowSchema.optional() },
    )
    .post('/api/booking-requests/:id/cancel', ({ caller, params, body }) => cancelBooking(deps, caller.user, params.id, body), {
      requireAccess: true,
      params: idParams,
      body: cancelBookingSchema,
    })
    .get('/api/me/offline-shifts', ({ caller }) => offlineShifts(deps.db, caller.user.id, deps.clock()), { requireVet: true });
}
