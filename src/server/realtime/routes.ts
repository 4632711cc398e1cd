// The live socket, /api/ws (see docs/decisions/0008): a signed-in browser tab of the app's own
// origin connects and is told, as they happen, of its new messages, of its messages being read
// and of its badge counts. It sends nothing that matters; Bun pings it while idle so proxies keep
// it (LIVE_SOCKET_SETTINGS), and the tab reconnects with back-off when it drops, polling meanwhile.
import { Elysia } from 'elysia';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { AppError } from '../http/errors';
import { isOwnOrigin, requestOrigin } from '../http/request-guard';
import { createRealtimeHub } from './hub';

/**
 * Bun's socket settings, for the root app's `websocket` config (Elysia reads them from there
 * only). Bun pings a silent socket at about half its idleTimeout and closes it when a whole
 * idleTimeout passes without an answer: with 40 s an idle socket is pinged every ~24 s
 * (measured), under the 55–60 s after which common proxies (nginx's default proxy_read_timeout,
 * Heroku) drop a silent connection; Bun's default (120 s) pings about once a minute. No
 * compression (Bun's default too, said here): the frames are small and a compressor per socket
 * would cost memory on every one of them.
 */
export const LIVE_SOCKET_SETTINGS = { idleTimeout: 40, sendPings: true, perMessageDeflate: false } as const;

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
