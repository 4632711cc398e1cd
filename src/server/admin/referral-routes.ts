// The admin's referral calls (spec 2 §7): list, verify, send the card, process the pending ones,
// check the reward API. The rules are the referral feature's (referrals/admin-actions.ts); here
// they get the admin guard and their audit rows.
import { Elysia } from 'elysia';
import { z } from 'zod';
import { textId } from '../../shared/ids';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { listAdminReferrals, processPendingReferrals, rewardApiStatus, sendReferralCard, verifyReferral } from '../referrals/admin-actions';
import { audit } from './audit';

const idParams = z.object({ id: textId('Referral id') });
/** The spec sends no payload; the panel may add the admin's notes. */
const verifySchema = z.object({ notes: z.string().trim().max(1000, { error: 'Notes must be at most 1000 characters' }).optional() }).optional();

export function adminReferralRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Elysia()
    .use(authGuards(deps))
    .get('/api/admin/referrals', () => listAdminReferrals(db, deps.clock()), { requireAdmin: true })
    .get(
      '/api/referrals/admin/test-tremendous',
      async ({ admin }) => {
        const status = await rewardApiStatus(deps);
        audit(db, admin, 'referral.test-api', null, deps.clock(), { configured: status.configured });
        return status;
      },
      { requireAdmin: true },
    )
    .post(
      '/api/admin/verify-referral/:id',
      ({ params, body, admin }) => {
        const referral = verifyReferral(deps, params.id, body?.notes || undefined);
        audit(db, admin, 'referral.verify', `referral:${params.id}`, deps.clock());
        return referral;
      },
      { requireAdmin: true, params: idParams, body: verifySchema },
    )
    .post(
      '/api/admin/send-referral-card/:id',
      async ({ params, admin }) => {
        const result = await sendReferralCard(deps, params.id);
        audit(db, admin, 'referral.send-card', `referral:${params.id}`, deps.clock(), { success: result.success });
        return result;
      },
      { requireAdmin: true, params: idParams },
    )
    .post(
      '/api/admin/process-pending-referrals',
      async ({ admin }) => {
        const result = await processPendingReferrals(deps);
        audit(db, admin, 'referral.process-pending', null, deps.clock(), result);
        return result;
      },
      { requireAdmin: true },
    );
}
