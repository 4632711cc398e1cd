// Private iCalendar feeds of booked shifts (issue 14). The feed is read by calendar apps, which
// carry no session: its unguessable token is the credential, so the route has no guard and
// answers 404 for any token that is not live.
import { Elysia } from 'elysia';
import { z } from 'zod';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { calendarFeed, calendarLink, regenerateCalendarLink } from './service';

const feedParams = z.object({ file: z.string() });

export function calendarRoutes(deps: AppDeps) {
  const { config } = deps;
  // Links handed out point where the app is reached: PUBLIC_URL, else the address this request came to.
  const baseUrl = (request: Request) => config.PUBLIC_URL?.replace(/\/+$/, '') ?? new URL(request.url).origin;
  const host = new URL(config.publicUrl).hostname;
  return new Elysia()
    .use(authGuards(deps))
    .get('/api/calendar', ({ caller, request }) => calendarLink(deps.db, caller.user.id, baseUrl(request)), { requireUser: true })
    .post('/api/calendar/regenerate', ({ caller, request }) => regenerateCalendarLink(deps.db, caller.user.id, baseUrl(request), deps.clock()), {
      requireUser: true,
    })
    .get(
      '/api/calendar/feed/:file',
      ({ params, request, set }) => {
        const token = params.file.endsWith('.ics') ? params.file.slice(0, -4) : '';
        const text = calendarFeed(deps.db, token, deps.clock(), { appName: config.APP_NAME, publicUrl: baseUrl(request), host });
        set.headers['content-type'] = 'text/calendar; charset=utf-8';
        set.headers['content-disposition'] = 'inline; filename="vetrelief.ics"';
        // The address is a secret: no shared cache keeps the answer, and no search engine lists it.
        set.headers['cache-control'] = 'private, no-cache';
        set.headers['x-robots-tag'] = 'noindex';
        return text;
      },
      { params: feedParams },
    );
}
