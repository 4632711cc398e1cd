// The admin panel's licence routes: the queue of unverified licences and Verify / Reject.
import { Elysia } from 'elysia';
import { z } from 'zod';
import { textId } from '../../shared/ids';
import { licenceQueueQuerySchema } from '../../shared/licence-queue';
import { licenceDecisionSchema } from '../../shared/trusted-network';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { parseQuery } from '../http/query';
import { decideLicence, licenceQueue } from './admin-queue';

export function licenceRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Elysia()
    .use(authGuards(deps))
    .get('/api/admin/licences', ({ request }) => licenceQueue(db, parseQuery(request, licenceQueueQuerySchema)), { requireAdmin: true })
    .post('/api/admin/licences/:id/decision', ({ admin, params, body }) => decideLicence(db, admin, params.id, body, deps.clock()), {
      requireAdmin: true,
      params: z.object({ id: textId('id') }),
      body: licenceDecisionSchema,
    });
}
