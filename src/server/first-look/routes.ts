// First look: the clinic opens a shift to everyone before its window ends.
import { Elysia } from 'elysia';
import { z } from 'zod';
import { textId } from '../../shared/ids';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { openToEveryone } from './open';

const idParams = z.object({ id: textId('Shift id') });

export function firstLookRoutes(deps: AppDeps) {
  return new Elysia()
    .use(authGuards(deps))
    .post('/api/shifts/:id/open', ({ caller, params }) => openToEveryone(deps, caller.user, params.id), { requireClinic: true, params: idParams });
}
