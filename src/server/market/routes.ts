// Market-rate data (issue 14, spec 2 §3 Market data, §7 GET /api/market-data).
import { Elysia } from 'elysia';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';

export function marketRoutes(deps: AppDeps) {
  return new Elysia().use(authGuards(deps));
}
