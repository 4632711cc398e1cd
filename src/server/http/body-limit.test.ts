// One body limit for every route, answered by the app on a really served instance: a body over
// MAX_BODY_BYTES, declared by Content-Length or streamed chunked, is a 413 JSON answer with the
// same security headers as any other API answer (Bun's own limit would answer a bare 413), and
// the chunked one is not read to its end. Bodies under the limit are served as before.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { unsubscribeToken } from '../alerts/unsubscribe-token';
import { createTestApp, type TestApp } from '../testing/harness';
import { BOULDER, vetAt } from '../testing/marketplace';
import { SERVE_BODY_LIMITS } from './body-limit';
import { MAX_BODY_BYTES } from './request-guard';

const TWO_MB = 2 * 1024 * 1024;
let t: TestApp;
let base: string;
let vetId: number;
let apiHeaders: Headers;

beforeAll(async () => {
  t = createTestApp();
  const vet = await vetAt(t, BOULDER);
  vetId = (await vet.get('/api/auth/user')).body.id;
  t.app.listen({ port: 0, hostname: '127.0.0.1', ...SERVE_BODY_LIMITS });
  base = `http://127.0.0.1:${t.app.server!.port}`;
  apiHeaders = (await fetch(`${base}/api/config`)).headers;
});
afterAll(() => t.app.stop(true));

/** A body sent chunked (no Content-Length), in 64 KB pieces; `pulled` counts the pieces the server drew. */
function chunked(bytes: number) {
  const piece = new TextEncoder().encode('y'.repeat(64 * 1024));
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled * piece.byteLength >= bytes) return controller.close();
      counter.pulled += 1;
      controller.enqueue(piece);
    },
  });
  return { body, counter };
}

const SECURITY = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
  'cache-control',
];

async function expectAppRefusal(response: Response) {
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  for (const name of SECURITY) expect({ name, value: response.headers.get(name) }).toEqual({ name, value: apiHeaders.get(name) });
}

describe('bodies over MAX_BODY_BYTES (1 MB), on a served instance', () => {
  test.each(['/api/alerts/unsubscribe', '/api/login', '/api/stripe/webhook', '/api/messages'])(
    '%s, 2 MB with Content-Length: 413 with the security headers',
    async (path) => {
      await expectAppRefusal(await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(TWO_MB) }));
    },
  );

  test.each(['/api/alerts/unsubscribe', '/api/login', '/api/stripe/webhook', '/api/messages'])(
    '%s, 32 MB chunked: 413 with the security headers, the rest never read',
    async (path) => {
      const { body, counter } = chunked(32 * 1024 * 1024);
      await expectAppRefusal(await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body }));
      // The server stops after 1 MB (16 pieces of 64 KB). What the client pulled also counts what
      // the loopback socket's buffers took meanwhile — on a busy machine that reached the whole of
      // a 2 MB body — so the body is long enough that reading it all would show (512 pieces).
      expect(counter.pulled).toBeLessThan(128);
    },
  );

  test('20 MB chunked, past what Bun itself accepted before (16 MB): still the app’s 413', async () => {
    const { body } = chunked(20 * 1024 * 1024);
    await expectAppRefusal(await fetch(`${base}/api/alerts/unsubscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }));
  });
});

describe('bodies under the limit are served as before', () => {
  test('the unsubscribe route reads its JSON and form bodies, chunked or not', async () => {
    const token = unsubscribeToken(t.deps.sessionSecret, vetId, 'shifts');
    const json = JSON.stringify({ token });
    expect((await fetch(`${base}/api/alerts/unsubscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json })).status).toBe(200);
    const streamed = new Blob([`token=${encodeURIComponent(token)}`]).stream();
    const form = await fetch(`${base}/api/alerts/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: streamed,
    });
    expect(form.status).toBe(200);
  });

  test('a body of exactly MAX_BODY_BYTES is not refused for its size', async () => {
    const padded = JSON.stringify({ token: 'x'.repeat(MAX_BODY_BYTES - 12) });
    expect(padded.length).toBe(MAX_BODY_BYTES);
    const response = await fetch(`${base}/api/alerts/unsubscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: padded });
    expect(response.status).not.toBe(413);
  });
});
