// The admin panel's calls (issue 13, spec 2 §7 admin calls), behind the admin session.
import { Elysia } from 'elysia';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';

export function adminRoutes(deps: AppDeps) {
  return new Elysia().use(authGuards(deps));
}
