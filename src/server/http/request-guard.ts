// What every API request must be before a route sees it (see docs/decisions/0006): a
// state-changing call comes from the app's own origin and carries JSON, and no body is larger
// than the API ever needs or nested deeper than its payloads go.
import { Elysia } from 'elysia';
import { AppError } from './errors';
import { readBodyText } from './body-limit';
import { parseJsonBody } from './json-body';
import { bodyRefusal, unreadableBody } from './unreadable-body';

// The size limit itself is body-limit.ts's, checked for every request before this guard runs.
export { MAX_BODY_BYTES } from './body-limit';

/**
 * Calls that are not made by the app's pages: they take their own body format and come from
 * another origin. Stripe's servers sign the webhook instead; a mail provider's RFC 8058 one-click
 * unsubscribe posts a form with no Origin, and the signed token in the link is its permission.
 */
export const FOREIGN_CALLERS = new Set(['/api/stripe/webhook', '/api/alerts/unsubscribe']);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}

/** The origins the app answers as: PUBLIC_URL's, and the one this request was addressed to. */
export function isOwnOrigin(origin: string, request: Request, publicUrl: string | undefined): boolean {
  return origin === originOf(request.url) || (publicUrl !== undefined && origin === originOf(publicUrl));
}

/** The origin a browser says the request comes from: Origin, else Referer's; null for non-browsers. */
export function requestOrigin(request: Request): string | null {
  return request.headers.get('origin') ?? originOf(request.headers.get('referer'));
}

/**
 * A navigation the user made inside the app (or typed): Sec-Fetch-Site says so in every current
 * browser; without it, a Referer of the app's own origin. A cross-site link or image is neither.
 */
export function isSameSiteNavigation(request: Request, publicUrl: string | undefined): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin' || site === 'none';
  const referer = originOf(request.headers.get('referer'));
  return referer !== null && isOwnOrigin(referer, request, publicUrl);
}

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  return (length !== null && length !== '0') || request.headers.has('transfer-encoding');
}

function checkStateChange(request: Request, publicUrl: string | undefined): void {
  // Browsers always send Origin on cross-site posts; a request with neither header is a script,
  // which carries no victim's cookie.
  const origin = requestOrigin(request);
  if (origin !== null && !isOwnOrigin(origin, request, publicUrl)) {
    throw new AppError(403, 'This request came from another site and was refused', 'CROSS_ORIGIN');
  }
  const type = request.headers.get('content-type');
  if (type ? !JSON_TYPE.test(type) : hasBody(request)) {
    throw new AppError(415, 'Send the request body as JSON (Content-Type: application/json)', 'UNSUPPORTED_MEDIA_TYPE');
  }
}

export function requestGuard(options: { publicUrl?: string }) {
  return (
    new Elysia({ name: 'request-guard' })
      .onRequest(({ request }) => {
        // Reads carry no body and change nothing: the hot path (searches, auth/user) skips the checks.
        if (!STATE_CHANGING.has(request.method)) return;
        const path = new URL(request.url).pathname;
        if (!path.startsWith('/api/')) return;
        if (!FOREIGN_CALLERS.has(path)) checkStateChange(request, options.publicUrl);
      })
      .onParse({ as: 'global' }, async ({ request, contentType, path }) => {
        if (FOREIGN_CALLERS.has(path) || !JSON_TYPE.test(contentType)) return;
        // Counted in bytes as it is read: a chunked body has no Content-Length to check up front.
        const text = await readBodyText(request);
        // An empty JSON body reads as an empty object, as the routes' optional bodies expect.
        if (text.trim() === '') return {};
        try {
          return parseJsonBody(text);
        } catch (error) {
          if (error instanceof AppError) return unreadableBody(error);
          throw error;
        }
      })
      // Routes that validate a body refuse the marker there; this catches the ones that do not.
      .onBeforeHandle({ as: 'global' }, ({ body }) => {
        const refusal = bodyRefusal(body);
        if (refusal) throw refusal;
      })
  );
}
