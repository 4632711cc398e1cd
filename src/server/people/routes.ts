// GET /api/people/:userId: the other side's profile, for anyone past the access gate (the
// applicant's profile on an application, the thread header's link).
import { Elysia } from 'elysia';
import { z } from 'zod';
import { textId } from '../../shared/ids';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { publicProfileOf } from './service';

export function peopleRoutes(deps: AppDeps) {
  return new Elysia()
    .use(authGuards(deps))
    .get('/api/people/:userId', ({ caller, params }) => publicProfileOf(deps.db, caller.user, params.userId, deps.clock(), caller.session === null), {
      requireAccess: true,
      params: z.object({ userId: textId('userId') }),
    });
}
