// The live socket, /api/ws (see docs/decisions/0008): a signed-in browser tab of the app's own
// origin connects and is told, as they happen, of its new messages, of its messages being read
// and of its badge counts. It sends nothing that matters; Bun pings idle sockets so proxies keep
// them (the tab reconnects with back-off when one drops, and polls meanwhile).
import { Elysia } from 'elysia';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { AppError } from '../http/errors';
import { isOwnOrigin, requestOrigin } from '../http/request-guard';
import { createRealtimeHub } from './hub';

export function realtimeRoutes(deps: AppDeps) {
  const hub = createRealtimeHub(deps);
  return new Elysia({ name: 'realtime' }).use(authGuards(deps)).ws('/api/ws', {
    requireUser: true,
    // A page of another site could open a socket with the user's cookie: only the app's own
    // pages (or non-browsers, which send no Origin and hold no victim's cookie) may.
    beforeHandle({ request }) {
      const origin = requestOrigin(request);
      if (origin !== null && !isOwnOrigin(origin, request, deps.config.PUBLIC_URL)) {
        throw new AppError(403, 'This connection came from another site and was refused', 'CROSS_ORIGIN');
      }
    },
    open(ws) {
      const { user, session } = ws.data.caller;
      const userId = user.id;
      hub.add(userId, ws.raw, session?.sid ?? null);
      hub.sendCounts(userId, ws.raw);
    },
    close(ws) {
      hub.remove(ws.data.caller.user.id, ws.raw);
    },
  });
}
