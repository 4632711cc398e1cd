// Headers every response carries. HTML pages get the full Content-Security-Policy (it already
// allows Stripe's script and frames, which the subscription screen loads); JSON answers get the
// short API policy, all a document that runs nothing needs, and are never cached.
const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com",
  'frame-src https://js.stripe.com https://hooks.stripe.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

const COMMON: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self "https://js.stripe.com")',
};

export interface SecurityHeaders {
  page: Record<string, string>;
  api: Record<string, string>;
}

/** The header sets for pages and for the JSON API; HSTS when the app is served over HTTPS. */
export function securityHeaders(https: boolean): SecurityHeaders {
  const common = { ...COMMON, ...(https && { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }) };
  return {
    page: { ...common, 'content-security-policy': PAGE_POLICY },
    api: { ...common, 'content-security-policy': API_POLICY, 'cache-control': 'no-store' },
  };
}
