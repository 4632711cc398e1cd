// The referral programme: codes, stats (issue 13, spec 2 §7 referral calls).
import { Elysia } from 'elysia';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';

export function referralRoutes(deps: AppDeps) {
  return new Elysia().use(authGuards(deps));
}
