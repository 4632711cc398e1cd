// The probe of issue 9 against the real binary: deeply nested JSON from a visitor used to block
// every other request for seconds and end in a 500. Now it is a fast 400 and the server keeps
// answering others meanwhile.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { type RunningServer, startServer } from './support';

const NESTED = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

describe('hostile input against the binary', () => {
  test('three 50,000-deep bodies at once are refused while another request is answered at once', async () => {
    const post = () => fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: NESTED });
    const started = performance.now();
    const attacks = [post(), post(), post()];
    const config = await fetch(`${server.url}/api/config`);
    const configMs = performance.now() - started;
    const answers = await Promise.all(attacks);
    const totalMs = performance.now() - started;

    expect(config.status).toBe(200);
    expect(configMs).toBeLessThan(500);
    expect(totalMs).toBeLessThan(1000);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ message: 'The request body is nested too deeply', code: 'JSON_TOO_DEEP' });
    }
  });

  test('a body over the limit is a 413 that carries the security headers', async () => {
    const body = JSON.stringify({ email: 'x'.repeat(1024 * 1024) });
    const response = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(413);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('a validation error does not echo the input back', async () => {
    const secret = 'do-not-echo-'.repeat(50);
    const response = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 42, password: secret }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('do-not-echo');
  });

  test('a cross-site form post is refused', async () => {
    const response = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'email=a%40example.com&password=secret12',
    });
    expect(response.status).toBe(403);
  });
});
