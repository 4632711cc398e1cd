// Booking summaries: several dates a clinic offers one vet (issue 11, spec 2 §7 booking-summaries).
import { Elysia } from 'elysia';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';

export function summaryRoutes(deps: AppDeps) {
  return new Elysia().use(authGuards(deps));
}
