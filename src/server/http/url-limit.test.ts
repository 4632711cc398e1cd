// The longest request head the served app is sent: Bun's server answers a request line and
// headers over MAX_REQUEST_HEAD_BYTES with 431 itself, so the API fuzz sizes the long values of
// its query strings to that limit (hostile-input.ts). A server that let more through would
// need the fuzz to send more.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { MAX_REQUEST_HEAD_BYTES } from '../guard-rails/hostile-input';
import { createTestApp, type TestApp } from '../testing/harness';
import { SERVE_BODY_LIMITS } from './body-limit';

let t: TestApp;
let base: string;

beforeAll(() => {
  t = createTestApp();
  t.app.listen({ port: 0, hostname: '127.0.0.1', ...SERVE_BODY_LIMITS });
  base = `http://127.0.0.1:${t.app.server!.port}`;
});
afterAll(() => t.app.stop(true));

/** GET /api/config with a query that makes the URL `bytes` long. */
function withUrlOf(bytes: number): Promise<Response> {
  const path = '/api/config?q=';
  return fetch(`${base}${path}${'x'.repeat(bytes - path.length)}`);
}

test('a URL that fills most of the limit reaches the app', async () => {
  expect((await withUrlOf(MAX_REQUEST_HEAD_BYTES - 512)).status).toBe(200);
});

test('a URL over the limit is refused by the server before the app', async () => {
  const response = await withUrlOf(MAX_REQUEST_HEAD_BYTES + 1);
  expect(response.status).toBe(431);
});
