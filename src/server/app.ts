// The composition root: the Elysia app from the feature plugins, with the security headers,
// the error renderer and the SPA fallback.
import { Elysia } from 'elysia';
import type { PublicConfig } from '../shared/auth';
import { accountRoutes } from './account/routes';
import { adminRoutes } from './admin/routes';
import { backupRoutes } from './backup/routes';
import { alertRoutes } from './alerts/routes';
import { assistantRoutes } from './assistant/routes';
import { attendanceRoutes } from './attendance/routes';
import { authRoutes } from './auth/routes';
import { availabilityRoutes } from './availability/routes';
import { billingRoutes } from './billing/routes';
import { calendarRoutes } from './calendar/routes';
import { earningsRoutes } from './earnings/routes';
import { geoRoutes } from './geo/routes';
import { helpRoutes } from './help/routes';
import { hoursRoutes } from './hours/routes';
import { invoicePdfRoutes } from './invoices/pdf-routes';
import { invoiceRoutes } from './invoices/routes';
import { marketRoutes } from './market/routes';
import { messageRoutes } from './messages/routes';
import { peopleRoutes } from './people/routes';
import { ratingRoutes } from './ratings/routes';
import { bookingRoutes } from './bookings/routes';
import { summaryRoutes } from './summaries/routes';
import { profileRoutes } from './profiles/routes';
import { referralRoutes } from './referrals/routes';
import { LIVE_SOCKET_SETTINGS, realtimeRoutes } from './realtime/routes';
import { shiftRoutes } from './shifts/routes';
import { searchRoutes } from './search/routes';
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
    .use(authRoutes(deps))
    .use(accountRoutes(deps))
    .use(profileRoutes(deps))
    .use(geoRoutes(deps))
    .use(billingRoutes(deps))
    .use(shiftRoutes(deps))
    .use(searchRoutes(deps))
    .use(availabilityRoutes(deps))
    .use(messageRoutes(deps))
    .use(bookingRoutes(deps))
    .use(summaryRoutes(deps))
    .use(hoursRoutes(deps))
    .use(invoicePdfRoutes(deps))
    .use(earningsRoutes(deps))
    .use(alertRoutes(deps))
    .use(referralRoutes(deps))
    .use(adminRoutes(deps))
    .use(marketRoutes(deps))
    .use(calendarRoutes(deps))
    .use(backupRoutes(deps))
    .use(realtimeRoutes(deps))
    .use(assistantRoutes(deps))
    .use(helpRoutes(deps))
    .use(peopleRoutes(deps))
    .use(attendanceRoutes(deps))
    .use(ratingRoutes(deps))
    .use(invoiceRoutes(deps))
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
      }),
    );
  handleOwn = (request) => app.handle(request);
  return app;
}

/** Whether a request URL's path is under /api/, without parsing the whole URL on the hot path. */
function isApiRequest(url: string): boolean {
  return url.startsWith('/api/', url.indexOf('/', url.indexOf('//') + 2));
}

/** A request URL's query string with its `?`, or ''. */
function searchOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

export type App = ReturnType<typeof createApp>;
