// Alert settings, the one-click unsubscribe and the test e-mail (issue 12).
import { Elysia } from 'elysia';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';

export function alertRoutes(deps: AppDeps) {
  return new Elysia().use(authGuards(deps));
}
