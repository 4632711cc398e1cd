// Applications, bookings and cancellations (issue 11, spec 2 §7 booking-requests).
import { Elysia } from 'elysia';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';

export function bookingRoutes(deps: AppDeps) {
  return new Elysia().use(authGuards(deps));
}
