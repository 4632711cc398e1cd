// One body limit for every route (MAX_BODY_BYTES), answered by the app itself: a 413 as JSON with
// the security headers every other answer carries. Bun's own limit (maxRequestBodySize) answers a
// bare 413 without asking the app, so the server is started with it out of reach
// (SERVE_BODY_LIMITS) and the app refuses instead: by Content-Length before reading, and for a
// chunked body by counting while it reads, stopping at the limit instead of buffering the rest.
import { Elysia } from 'elysia';
import { AppError } from './errors';

/** No call of this API takes more than a few kilobytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** For Bun.serve / app.listen: Bun's bare 413 is never what a client meets; the app's is. */
export const SERVE_BODY_LIMITS = { maxRequestBodySize: Number.MAX_SAFE_INTEGER } as const;

const tooLarge = () => new AppError(413, 'The request body is too large', 'PAYLOAD_TOO_LARGE');

/** Refuses by the declared length, before any byte of the body is read. */
function checkDeclaredLength(request: Request, limit: number): void {
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge();
}

/**
 * The body as text, at most `limit` bytes: 413 by Content-Length up front, or, for a chunked
 * body, as soon as the bytes read pass the limit (the rest is never read).
 */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  checkDeclaredLength(request, limit);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: under Elysia a cancelled request body can take until the client gives up to settle.
      void reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * Every request, any method and path: a declared length over the limit is refused at once; a
 * chunked body (Transfer-Encoding, no Content-Length: scripts, never the app's pages) is counted
 * through a copy before the route's parser reads it, so no parser ever buffers past the limit.
 */
export function bodyLimit() {
  return new Elysia({ name: 'body-limit' })
    .onRequest(({ request }) => checkDeclaredLength(request, MAX_BODY_BYTES))
    .onParse({ as: 'global' }, async ({ request }) => {
      // Only a body sent chunked has no declared length (a Request built in-process has neither).
      if (request.body && request.headers.has('transfer-encoding') && !request.headers.has('content-length')) await readBodyText(request.clone());
    });
}
