// The composition root: the Elysia app from the feature plugins, with the security headers,
// the error renderer and the SPA fallback.
import { Elysia } from 'elysia';
import type { PublicConfig } from '../shared/auth';
import { authRoutes } from './auth/routes';
import { availabilityRoutes } from './availability/routes';
import { billingRoutes } from './billing/routes';
import { geoRoutes } from './geo/routes';
import { profileRoutes } from './profiles/routes';
import { shiftRoutes } from './shifts/routes';
import { searchRoutes } from './search/routes';
import type { AppDeps } from './context';
import { errorHandler } from './http/errors';
import { SECURITY_HEADERS } from './http/security-headers';
import { serveWeb, type WebAssets } from './http/web-assets';

export function createApp(deps: AppDeps, web?: WebAssets) {
  const securityHeaders: Record<string, string> = {
    ...SECURITY_HEADERS,
    ...(deps.config.secureCookies && { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }),
  };
  const publicConfig: PublicConfig = {
    appName: deps.config.APP_NAME,
    demoMode: deps.config.demoMode,
    billing: deps.stripe ? 'stripe' : 'off',
    stripePublishableKey: deps.stripe ? (deps.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
  };

  return new Elysia()
    .onRequest(({ set }) => {
      Object.assign(set.headers, securityHeaders);
    })
    .use(errorHandler)
    .get('/api/config', () => publicConfig)
    .use(authRoutes(deps))
    .use(profileRoutes(deps))
    .use(geoRoutes(deps))
    .use(billingRoutes(deps))
    .use(shiftRoutes(deps))
    .use(searchRoutes(deps))
    .use(availabilityRoutes(deps))
    .get('/*', ({ path, request }) => serveWeb(path, web, request.headers.get('accept-encoding')));
}

export type App = ReturnType<typeof createApp>;
