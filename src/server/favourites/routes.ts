// Favourites: PUT and DELETE /api/favourites/:userId star and unstar the other side (a clinic a
// vet, a vet a clinic), both idempotent; GET /api/favourites is the caller's own list.
import { Elysia } from 'elysia';
import { z } from 'zod';
import { textId } from '../../shared/ids';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { addFavourite, listFavourites, removeFavourite } from './service';

const userParams = z.object({ userId: textId('userId') });

export function favouriteRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Elysia()
    .use(authGuards(deps))
    .get('/api/favourites', ({ caller }) => listFavourites(db, caller.user), { requireAccess: true })
    .put('/api/favourites/:userId', ({ caller, params }) => addFavourite(db, caller.user, params.userId, deps.clock()), {
      requireAccess: true,
      params: userParams,
    })
    .delete(
      '/api/favourites/:userId',
      ({ caller, params, set }) => {
        removeFavourite(db, caller.user, params.userId);
        set.status = 204;
      },
      { requireAccess: true, params: userParams },
    );
}
