// The admin panel's calls (issue 13, spec 2 §7 admin calls), behind the admin session: the gate
// (sign in, out, "am I signed in"), users, subscriptions, referrals, flags, and the operator's
// overview, jobs, outbox and audit log. Every action writes an audit row.
import { Elysia, t } from 'elysia';
import { z } from 'zod';
import {
  type AdminSessionState,
  adminAuthSchema,
  adminCancelSubscriptionSchema,
  adminUsersQuerySchema,
  bulkDeleteSchema,
  setFlagSchema,
} from '../../shared/admin';
import { textId } from '../../shared/ids';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { clientIp } from '../http/client-ip';
import { AppError } from '../http/errors';
import { parseQuery } from '../http/query';
import { createJobRunner } from '../jobs/runner';
import { audit, listAudit } from './audit';
import { ADMIN_AUTH_ATTEMPTS, checkAdminPassword } from './auth';
import { deleteUser, deleteUsers } from './delete-user';
import { listFlags, setFlag } from './flags';
import { listAdminJobs, runJobNow } from './jobs';
import { listOutbox, OUTBOX_STATUSES, resendEmail } from './outbox';
import { adminOverview } from './overview';
import { backupStatus } from '../backup/admin-view';
import { adminReferralRoutes } from './referral-routes';
import { adminCookieHeader, clearedAdminCookieHeader, createAdminSession, endAdminSession, findAdminSession } from './session';
import { adminCancelSubscription, cleanupCancelledSubscriptions, listAdminSubscriptions } from './subscriptions';
import { listAdminUsers } from './users';

const idParams = z.object({ id: textId('id') });
/** How long Run now's answer may take: the longest job (a backup) with room to spare. */
const RUN_NOW_TIMEOUT_SECONDS = 15 * 60;
const outboxQuery = z.object({ status: z.enum(OUTBOX_STATUSES, { error: `status must be one of ${OUTBOX_STATUSES.join(', ')}` }).optional() });

export function adminRoutes(deps: AppDeps) {
  const { db, config, limiter } = deps;
  // "Run now" runs through a runner of the panel's own, never started: its runs are recorded
  // like the timers' ones, and a job whose timer's run is under way joins that run.
  const runner = createJobRunner(deps);

  return new Elysia()
    .use(authGuards(deps))
    .post(
      '/api/admin/auth',
      ({ body, request, server, set }) => {
        const ip = clientIp(request, server, config.TRUST_PROXY);
        limiter.hit(`admin-auth:ip:${ip}`, ADMIN_AUTH_ATTEMPTS);
        const now = deps.clock();
        try {
          checkAdminPassword(config.ADMIN_PASSWORD, body.password);
        } catch (error) {
          audit(db, { ip }, 'auth.failure', null, now, { reason: error instanceof AppError ? error.code : 'ERROR' });
          throw error;
        }
        endAdminSession(db, request);
        const session = createAdminSession(db, ip, now);
        audit(db, { sid: session.sid, ip }, 'auth.success', null, now);
        set.headers['set-cookie'] = adminCookieHeader(deps, session.token, session.expiresAt);
        return { authenticated: true, expiresAt: new Date(session.expiresAt).toISOString() } satisfies AdminSessionState;
      },
      { body: adminAuthSchema },
    )
    .post('/api/admin/logout', ({ request, set }) => {
      endAdminSession(db, request);
      set.headers['set-cookie'] = clearedAdminCookieHeader(deps);
      return { authenticated: false, expiresAt: null } satisfies AdminSessionState;
    })
    .get('/api/admin/session', ({ request }): AdminSessionState => {
      const session = findAdminSession(db, request, deps.clock());
      return { authenticated: session !== null, expiresAt: session ? new Date(session.expiresAt).toISOString() : null };
    })

    .get('/api/admin/overview', () => ({ ...adminOverview(db, deps.clock()), backups: backupStatus(deps) }), { requireAdmin: true })
    .get('/api/admin/users', ({ request }) => listAdminUsers(db, parseQuery(request, adminUsersQuerySchema)), { requireAdmin: true })
    .delete(
      '/api/admin/users/:id',
      async ({ params, admin }) => {
        await deleteUser(deps, admin, params.id);
        return { success: true, deletedCount: 1 };
      },
      { requireAdmin: true, params: idParams },
    )
    .post(
      '/api/admin/users/bulk-delete',
      async ({ body, admin }) => {
        const deleted = await deleteUsers(deps, admin, body.ids);
        return { success: true, deletedCount: deleted.length, deletedIds: deleted };
      },
      { requireAdmin: true, body: bulkDeleteSchema },
    )

    .get('/api/admin/subscriptions', () => listAdminSubscriptions(deps), { requireAdmin: true })
    .post('/api/admin/cancel-subscription', ({ body, admin }) => adminCancelSubscription(deps, admin, body.subscriptionId), {
      requireAdmin: true,
      body: adminCancelSubscriptionSchema,
    })
    .post('/api/admin/cleanup-subscriptions', ({ admin }) => ({ deletedCount: cleanupCancelledSubscriptions(deps, admin) }), { requireAdmin: true })

    .get('/api/admin/flags', () => listFlags(db), { requireAdmin: true })
    .put('/api/admin/flags/:flagName', ({ params, body, admin }) => setFlag(db, admin, params.flagName, body.isEnabled, deps.clock()), {
      requireAdmin: true,
      params: t.Object({ flagName: t.String({ maxLength: 100 }) }),
      body: setFlagSchema,
    })

    .get('/api/admin/jobs', () => listAdminJobs(deps), { requireAdmin: true })
    .post(
      '/api/admin/jobs/:name/run',
      async ({ params, admin, request, server }) => {
        audit(db, admin, 'job.run', `job:${params.name}`, deps.clock());
        // A scheduled backup of a large database runs for a minute: past the server's idle
        // timeout the connection would close and the panel see a network error mid-run.
        server?.timeout(request, RUN_NOW_TIMEOUT_SECONDS);
        return runJobNow(runner, deps, params.name);
      },
      { requireAdmin: true, params: t.Object({ name: t.String({ maxLength: 100 }) }) },
    )
    .get('/api/admin/outbox', ({ request }) => listOutbox(db, parseQuery(request, outboxQuery).status), { requireAdmin: true })
    .post('/api/admin/outbox/:id/resend', ({ params, admin }) => resendEmail(db, admin, params.id, deps.clock()), { requireAdmin: true, params: idParams })
    .get('/api/admin/audit', () => listAudit(db), { requireAdmin: true })

    .use(adminReferralRoutes(deps));
}
