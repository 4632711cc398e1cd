// The composition root: the Elysia app from the feature plugins, with the security headers,
// the error renderer and the SPA fallback.
import { Elysia } from 'elysia';
import { featureRoutes } from './feature-routes';
import { LIVE_SOCKET_SETTINGS } from './realtime/routes';
import type { PublicConfig } from '../shared/auth';
import { geoDeps, type AppDeps } from './context';
import { bodyLimit } from './http/body-limit';
import { durableAnswers } from './http/durable-answers';
import { errorHandler } from './http/errors';
import { requestGuard } from './http/request-guard';
import { securityHeaders } from './http/security-headers';
import { type WebAssets, webServer } from './http/web-assets';
import { authUserJson } from './auth/auth-user-json';
import { resolveCaller } from './auth/caller';
import { pageQueries } from './http/page-queries';
import { isTimeZone, TIME_ZONE_COOKIE } from '../shared/time-zone-cookie';

export function createApp(deps: AppDeps, webAssets?: WebAssets) {
  const headers = securityHeaders(deps.config.secureCookies);
  const publicConfig: PublicConfig = {
    appName: deps.config.APP_NAME,
    demoMode: deps.config.demoMode,
    billing: deps.stripe ? 'stripe' : 'off',
    stripePublishableKey: deps.stripe ? (deps.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    operatorName: deps.config.operatorName,
    operatorAddress: deps.config.OPERATOR_ADDRESS ?? null,
    supportEmail: deps.config.supportEmail,
    addressLookup: geoDeps(deps).google ? 'google' : 'offline',
    vapidPublicKey: deps.push.vapid.publicKey,
  };

  const web = webServer(webAssets, publicConfig);

  // The app asks itself for a signed-in page's first reads; set once it is built below.
  let handleOwn: (request: Request) => Promise<Response> = () => Promise.reject(new Error('The app is not built yet'));

  const app = new Elysia({ websocket: LIVE_SOCKET_SETTINGS })
    .onRequest(({ request, set }) => {
      Object.assign(set.headers, isApiRequest(request.url) ? headers.api : headers.page);
    })
    .use(errorHandler)
    .use(durableAnswers(deps.db))
    .use(bodyLimit())
    .use(requestGuard({ publicUrl: deps.config.PUBLIC_URL }))
    .get('/api/config', () => publicConfig)
    .use(featureRoutes(deps))
    .get('/*', ({ path, request, set }) =>
      web({
        path,
        search: searchOf(request.url),
        acceptEncoding: request.headers.get('accept-encoding'),
        // The page carries its caller's user, so the app never asks for it on load.
        user: () => {
          const caller = resolveCaller(deps, request, set.headers);
          return caller ? authUserJson(deps, caller) : 'null';
        },
        // A signed-in page carries its first reads, answered by this app as the same caller.
        firstReads: (user) => pageQueries(handleOwn, request, path, user),
        timeZone: readerTimeZone(request),
      }),
    );
  handleOwn = (request) => app.handle(request);
  return app;
}

/** Whether a request URL's path is under /api/, without parsing the whole URL on the hot path. */
function isApiRequest(url: string): boolean {
  return url.startsWith('/api/', url.indexOf('/', url.indexOf('//') + 2));
}

/** The reader's time zone from the app's cookie, when it names a real one. */
function readerTimeZone(request: Request): string | null {
  const header = request.headers.get('cookie');
  if (!header?.includes(TIME_ZONE_COOKIE)) return null;
  const zone = new Bun.CookieMap(header).get(TIME_ZONE_COOKIE);
  return zone && isTimeZone(zone) ? zone : null;
}

/** A request URL's query string with its `?`, or ''. */
function searchOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

export type App = ReturnType<typeof createApp>;
