// Ratings both ways after a completed shift: rating the other side, answering a visible rating,
// reading a person's visible ratings, and the admin panel's list and hide.
import { Elysia } from 'elysia';
import { z } from 'zod';
import { textId } from '../../shared/ids';
import { hideRatingSchema, ratingResponseSchema, ratingSchema, ratingsPageQuerySchema } from '../../shared/shift-day';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { parseQuery } from '../http/query';
import { hideRating, listAdminRatings } from './admin';
import { ratingCommentsOf, respondToRating } from './comments';
import { rateShift } from './rate-shift';

const idParams = z.object({ id: textId('id') });

export function ratingRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Elysia()
    .use(authGuards(deps))
    .post(
      '/api/shifts/:id/rating',
      ({ caller, params, body, set }) => {
        set.status = 201;
        return rateShift(db, caller.user, params.id, body, deps.clock());
      },
      { requireAccess: true, params: idParams, body: ratingSchema },
    )
    .post('/api/ratings/:id/response', ({ caller, params, body }) => respondToRating(db, caller.user, params.id, body.response, deps.clock()), {
      requireAccess: true,
      params: idParams,
      body: ratingResponseSchema,
    })
    .get(
      '/api/people/:userId/ratings',
      ({ caller, params, request }) => ratingCommentsOf(db, caller.user, params.userId, parseQuery(request, ratingsPageQuerySchema).offset),
      { requireAccess: true, params: z.object({ userId: textId('userId') }) },
    )
    .get('/api/admin/ratings', ({ request }) => listAdminRatings(db, parseQuery(request, ratingsPageQuerySchema).offset), { requireAdmin: true })
    .post('/api/admin/ratings/:id/hide', ({ admin, params, body }) => hideRating(db, admin, params.id, body.reason, deps.clock()), {
      requireAdmin: true,
      params: idParams,
      body: hideRatingSchema,
    });
}
