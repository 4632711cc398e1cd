// The referral programme: codes, stats (issue 13, spec 2 §7 referral calls). The admin's
// referral calls are the admin feature's routes over admin-actions.ts.
import { Elysia } from 'elysia';
import { z } from 'zod';
import { textId } from '../../shared/ids';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { generateReferralCode, referralStats } from './service';

const userParams = z.object({ userId: textId('User id') });

export function referralRoutes(deps: AppDeps) {
  return new Elysia()
    .use(authGuards(deps))
    .post('/api/generate-referral-code', ({ caller }) => generateReferralCode(deps, caller.user), { requireVet: true })
    .get('/api/referral-stats/:userId', ({ caller, params }) => referralStats(deps.db, caller.user, params.userId), {
      requireUser: true,
      params: userParams,
    });
}
