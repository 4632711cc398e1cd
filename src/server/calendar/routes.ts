// Private iCalendar feeds of booked shifts (issue 14).
import { Elysia } from 'elysia';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';

export function calendarRoutes(deps: AppDeps) {
  return new Elysia().use(authGuards(deps));
}
